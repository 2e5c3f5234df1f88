// The dev server's page that turns the local override on, served by the same express handler a dev server runs.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveOverridePage } = require('./override-page.cjs') as {
  serveOverridePage: (app: express.Application, o: { app: string; appDir: string; port: number }) => void;
};

let server: http.Server;
let base: string;
beforeAll(async () => {
  const app = express();
  serveOverridePage(app, { app: 'mfe-legal', appDir: path.resolve(__dirname, '../../mfe-legal'), port: 3013 });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The page's form: its action and its fields. */
async function formOf(query: string) {
  const html = await (await fetch(`${base}/__override${query}`)).text();
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name,
      value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );
  return { action: /<form method="post" action="([^"]+)"/.exec(html)?.[1], fields, html };
}

it("posts this dev server's area to the site, opening the area's own page", async () => {
  const { action, fields, html } = await formOf('?site=http://localhost:3100');
  expect(action).toBe('http://localhost:3100/__override');
  expect(fields.app).toBe('mfe-legal');
  expect(fields.origin).toBe('http://localhost:3013');
  expect(JSON.parse(fields.areas)).toEqual(require('../../mfe-legal/areas.json'));
  expect(fields.path).toBe('/support');
  expect(html).toContain('<button type="submit">Open the site</button>');
});

it('opens the page asked for, never an address of another site', async () => {
  expect((await formOf('?site=http://localhost:3100&path=/legal/privacy-policy')).fields.path).toBe(
    '/legal/privacy-policy',
  );
  expect((await formOf('?site=http://localhost:3100&path=//evil.example')).fields.path).toBe('/support');
});

it('refuses a site that is not a web address', async () => {
  for (const site of ['javascript:alert(1)', 'not an address']) {
    const response = await fetch(`${base}/__override?site=${encodeURIComponent(site)}`);
    expect(response.status).toBe(400);
  }
});
