import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, type EndpointKey } from 'contracts';
import { createGuard } from '../src/auth/guard';
import { endpoint, schemaController } from '../src/http/endpoint';
import { installErrorHandler } from '../src/http/errors';
import { call, startTestServer, type TestServer } from './server';

// Every route is declared in `contracts` and validated by it: the OpenAPI document shows them all.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30000);
afterAll(() => server.stop());

type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const keys = Object.keys(API) as EndpointKey[];

it('GET /api/openapi.json lists exactly the endpoints of the contract table, each with its request and answer schemas', async () => {
  const res = await call<OpenApi>(server, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.body.openapi).toMatch(/^3\./);
  const documented = Object.entries(res.body.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );
  const documentedApi = documented.filter((k) => !k.includes(' /api/docs'));
  expect(documentedApi.sort()).toEqual(keys.map((k) => openApiPath(k)).sort());

  for (const key of keys) {
    const [method, path] = key.split(' ');
    const contract = API[key] as (typeof API)[EndpointKey] & Record<string, unknown>;
    const op = res.body.paths[openApiPath(path)][method.toLowerCase()];
    const success = Object.keys(contract.response)[0];
    expect({ key, answer: Boolean(op.responses[success]?.content) }).toEqual({ key, answer: true });
    expect({ key, error: Boolean(op.responses['4XX'] ?? op.responses['4xx']) }).toEqual({ key, error: true });
    if (contract.body) expect({ key, body: Boolean(op.requestBody) }).toEqual({ key, body: true });
    if (contract.multipart) expect(op.requestBody?.content ?? {}).toEqual({ 'multipart/form-data': expect.anything() });
    for (const name of path.match(/:(\w+)/g) ?? [])
      expect(op.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1))).toBe(true);
    if (contract.querystring) expect(op.parameters?.some((p) => p.in === 'query')).toBe(true);
    expect({ key, secured: Boolean(op.security?.length) }).toEqual({ key, secured: contract.access !== 'public' });
  }
});

it('the served document is valid OpenAPI by a standard validator, so client generators take it', async () => {
  const res = await call<OpenApi>(server, 'GET', '/api/openapi.json');
  // the validator is an ES module that jest's CommonJS runtime cannot load: node runs it on the served document
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(res.body));
  const validate = `import('@apidevtools/swagger-parser').then(({ default: p }) => p.validate(process.argv[1])).then(
    (api) => console.log('valid', api.openapi),
    (error) => { console.log(error.message); process.exitCode = 1; })`;
  const run = spawnSync(process.execPath, ['-e', validate, file], { encoding: 'utf8', cwd: __dirname });
  expect(run.stdout.trim()).toMatch(/^valid 3\./);
});

it('serves a browsable reference at /api/docs', async () => {
  const res = await fetch(`${server.url}/api/docs/`, { redirect: 'follow' });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('swagger-ui');
});

it('refuses input by the contract, in its words, after checking who is asking', async () => {
  expect(
    (await call(server, 'POST', '/api/auth/login', { body: { email: 'nobody', password: 'x', role: 'student' } })).body,
  ).toEqual({
    message: 'Please enter a valid email address.',
  });
  expect((await call(server, 'POST', '/api/auth/register', {})).body).toEqual({ message: 'Name is required.' });
  // a wrong body without a token: the answer is about the token, nothing about the input
  expect(await call(server, 'POST', '/api/owner/rooms', { body: { beds: 'many' } })).toEqual({
    status: 401,
    body: { message: 'Please log in to continue.' },
  });
});

it('an answer that does not match its response schema is never sent: the caller gets a 500', async () => {
  const app = Fastify({ schemaController }).withTypeProvider<ZodTypeProvider>();
  installErrorHandler(app);
  const guard = createGuard({} as never, {} as never);
  const { schema, ...route } = endpoint('GET /api/health', guard);
  // the same route options the API uses; only the handler is wrong (a number where the schema wants text)
  app.route({ ...route, schema, handler: async () => ({ status: 'ok', mail: 42 }) as never });
  app.route({
    ...endpoint('GET /api/owner/dashboard', guard),
    url: '/ok',
    onRequest: [],
    handler: async () => ({
      hostels: 1,
      rooms: 2,
      roomsFilled: 1,
      students: 1,
      complaints: 0,
      availableRooms: 1,
      pendingRequests: 0,
      duesOutstanding: 0,
      overdueBills: 0,
    }),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const wrong = await fetch(`${base}/api/health`);
  expect(wrong.status).toBe(500);
  expect(await wrong.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  expect((await fetch(`${base}/ok`)).status).toBe(200);
  await app.close();
});
