import fs from 'node:fs';
import path from 'node:path';
import { UPLOADS_IN_FLIGHT } from 'contracts';
import { call, login, startTestServer, type TestServer, PNG, slowUpload } from './server';
import { eventually } from './stays';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30000);
afterAll(() => server.stop());

function form(bytes: Buffer, name: string, type: string) {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
}

async function upload(token: string | undefined, bytes: Buffer, name = 'photo.png', type = 'image/png') {
  const res = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form(bytes, name, type),
  });
  return { status: res.status, body: (await res.json()) as { secure_url?: string; message?: string } };
}

describe('uploads', () => {
  let token: string;
  beforeAll(async () => {
    token = await login(server, 'student@demo.in', 'student123', 'student');
  });

  it('stores an image and serves it back at its secure_url', async () => {
    const res = await upload(token, PNG);
    expect(res.status).toBe(201);
    expect(res.body.secure_url).toMatch(/\/uploads\/[0-9a-f-]+\.png$/);
    const served = await fetch(res.body.secure_url as string);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const res = await upload(token, Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Only image files/);
  });

  it('refuses an image over 2 MB with the spec message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(token, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Image is too large (max 2MB).');
  });

  it('needs a login', async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
  });

  it('takes two uploads of an account at a time: the third waits for one to be answered (429)', async () => {
    // two slow uploads being received: each has its temporary file once its file part began
    const incoming = path.join(server.dataDir, 'uploads-incoming');
    const receiving = () => (fs.existsSync(incoming) ? fs.readdirSync(incoming).length : 0);
    const slows = [slowUpload(server, token), slowUpload(server, token)];
    expect(await eventually(() => receiving() === 2)).toBe(true);
    expect(await upload(token, PNG)).toEqual({ status: 429, body: { message: UPLOADS_IN_FLIGHT } });
    for (const u of slows) u.finish();
    expect(await Promise.all(slows.map((u) => u.answered))).toEqual([201, 201]);
    // answered: their places are free, and their temporary files gone
    expect(await eventually(() => receiving() === 0)).toBe(true);
    expect((await upload(token, PNG)).status).toBe(201);
  });
});

it('answers unknown endpoints with 404 and a message', async () => {
  const res = await call(server, 'GET', '/api/nothing-here');
  expect(res.status).toBe(404);
  expect(res.body.message).toMatch(/No such endpoint/);
});
