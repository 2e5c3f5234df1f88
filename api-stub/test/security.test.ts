// The defects of the security probe, each written as the attack it found (issue: security hardening).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { eventually } from './stays';
import { call, login, otpFromOutbox, startTestServer, type TestServer, PNG } from './server';

let server: TestServer;
beforeAll(async () => {
  // bcrypt at the product's cost (the other suites' servers run at its minimum): the timing tests below measure it
  server = await startTestServer({ PASSWORD_HASH_COST: '' });
}, 30000);
afterAll(() => server.stop());

let seq = 0;
/** A fresh student account; returns its e-mail and token. */
async function newStudent(password = 'secret1') {
  seq += 1;
  const email = `sec${seq}-${Date.now()}@example.in`;
  const res = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
    body: { name: 'Asha Rao', email, phone: '9876543210', password, role: 'student' },
  });
  expect(res.status).toBe(201);
  return { email, token: res.body.token };
}

describe('sessions end', () => {
  it('after a password change the old token is refused; the one in the answer works', async () => {
    const { token } = await newStudent();
    const changed = await call<{ token: string }>(server, 'PUT', '/api/auth/profile', {
      token,
      body: { currentPassword: 'secret1', newPassword: 'changed1' },
    });
    expect(changed.status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/profile', { token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/profile', { token: changed.body.token })).status).toBe(200);
  });

  it('after an OTP reset every earlier token is refused', async () => {
    const { email, token } = await newStudent();
    const other = await login(server, email, 'secret1', 'student');
    await call(server, 'POST', '/api/auth/send-otp', { body: { email } });
    const reset = await call(server, 'POST', '/api/auth/reset-password', {
      body: { email, otp: otpFromOutbox(server.dataDir, email), newPassword: 'resetpw1' },
    });
    expect(reset.status).toBe(200);
    for (const t of [token, other]) {
      const res = await call(server, 'GET', '/api/auth/profile', { token: t });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your session has expired. Please log in again.');
    }
    expect(
      (await call(server, 'GET', '/api/auth/profile', { token: await login(server, email, 'resetpw1', 'student') }))
        .status,
    ).toBe(200);
  });

  it('logout ends that session on the server, and only that one', async () => {
    const { email, token } = await newStudent();
    const elsewhere = await login(server, email, 'secret1', 'student');
    const out = await call(server, 'POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/profile', { token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/student/interested', { token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/profile', { token: elsewhere })).status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/logout')).status).toBe(401);
  });

  it('a session ended by logout stays ended across a restart', async () => {
    const { token } = await newStudent();
    await call(server, 'POST', '/api/auth/logout', { token });
    await server.restart();
    expect((await call(server, 'GET', '/api/auth/profile', { token })).status).toBe(401);
  }, 30000);
});

describe('passwords', () => {
  it('a new password over 128 characters is refused with a message, so the account never gets stuck', async () => {
    const { token } = await newStudent();
    const res = await call(server, 'PUT', '/api/auth/profile', {
      token,
      body: { currentPassword: 'secret1', newPassword: 'x'.repeat(200) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must be at most 128 characters long.');
  });

  it('every character of a long password counts (no 72-byte cut)', async () => {
    const long = `${'a'.repeat(72)}-the-end`;
    const { email } = await newStudent(long);
    const sameFirst72 = `${'a'.repeat(72)}-other!!`;
    expect(
      (await call(server, 'POST', '/api/auth/login', { body: { email, password: sameFirst72, role: 'student' } }))
        .status,
    ).toBe(401);
    await expect(login(server, email, long, 'student')).resolves.toEqual(expect.any(String));
  });

  it('an account with an old-style hash still logs in, and its hash is upgraded at that login', async () => {
    const { email } = await newStudent();
    const legacy = await bcrypt.hash('oldstyle1', 10);
    await server.sql('UPDATE users SET password_hash = ? WHERE email = ?', [legacy, email]);
    await expect(login(server, email, 'oldstyle1', 'student')).resolves.toEqual(expect.any(String));
    const [{ password_hash: stored }] = await server.sql<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = ?',
      [email],
    );
    expect(stored).not.toBe(legacy);
    expect(stored).toMatch(/^sha256-bcrypt:\$2[aby]\$10\$/);
    await expect(login(server, email, 'oldstyle1', 'student')).resolves.toEqual(expect.any(String));
  });
});

describe('no enumeration', () => {
  it('registering with an e-mail that has an account does not say so, and mails that account instead', async () => {
    const { email } = await newStudent();
    const res = await call(server, 'POST', '/api/auth/register', {
      body: { name: 'Someone Else', email, phone: '9000044444', password: 'other11', role: 'owner', hostelName: 'X' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'We could not create an account with these details. If you already have an account, log in or use "Forgot password?".',
    );
    expect(JSON.stringify(res.body)).not.toMatch(/exists|is registered|in use/i);
    const outbox = path.join(server.dataDir, 'outbox');
    const mail = fs
      .readdirSync(outbox)
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .find((m) => m.includes(`To: ${email}`) && m.includes('tried to register'));
    expect(mail).toBeDefined();
  });
});

describe('no enumeration by timing', () => {
  /** Median milliseconds of `n` requests of each kind, sent alternately so that load on the machine
   * falls on both alike. */
  async function medians(n: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < n; i += 1) {
      for (const [k, send] of [a, b].entries()) {
        const t = performance.now();
        await send();
        times[k].push(performance.now() - t);
      }
    }
    return times.map((list) => list.sort((x, y) => x - y)[Math.floor(n / 2)]);
  }

  it('login with an unknown e-mail does the same password work as with a known one', async () => {
    const { email } = await newStudent();
    const [known, unknown] = await medians(
      7,
      () => call(server, 'POST', '/api/auth/login', { body: { email, password: 'wrong-pass', role: 'student' } }),
      () =>
        call(server, 'POST', '/api/auth/login', {
          body: { email: `nobody-${Date.now()}@example.in`, password: 'wrong-pass', role: 'student' },
        }),
    );
    // before: 2 ms against 65 ms; a bcrypt compare takes tens of milliseconds, so the two must be of one size
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it('send-otp does the same work for an unknown e-mail', async () => {
    const { email } = await newStudent();
    const [known, unknown] = await medians(
      5,
      () => call(server, 'POST', '/api/auth/send-otp', { body: { email } }),
      () => call(server, 'POST', '/api/auth/send-otp', { body: { email: `nobody-${Date.now()}@example.in` } }),
    );
    expect(unknown).toBeGreaterThan(known / 3);
  });
});

describe('uploads that cannot hurt the server', () => {
  let ownerToken: string;
  let hostelId: string;
  beforeAll(async () => {
    ownerToken = await login(server, 'owner@demo.in', 'owner123', 'owner');
    const mine = await call<{ hostels: { _id: string }[] }>(server, 'GET', '/api/owner/my-hostels', {
      token: ownerToken,
    });
    hostelId = mine.body.hostels[0]._id;
  });
  const routes = () => [
    ['/api/uploads', ownerToken],
    ['/api/owner/add-hostel', ownerToken],
    [`/api/owner/hostels/${hostelId}/images`, ownerToken],
  ];
  const post = (route: string, token: string, contentType: string, body: string) =>
    fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });

  it.each([
    ['no boundary', 'multipart/form-data', 'abc'],
    ['garbage', 'multipart/form-data; boundary=xyz', '\u0000\u0001garbage\r\n--nope'],
    [
      'truncated',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    ],
    [
      'a broken part header',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition\r\n\r\nx\r\n--xyz--\r\n',
    ],
  ])('malformed multipart (%s) is a 400 with a message on every upload route', async (_what, contentType, body) => {
    for (const [route, token] of routes()) {
      const res = await post(route, token, contentType, body);
      expect({ route, status: res.status }).toEqual({ route, status: 400 });
      expect(((await res.json()) as { message: string }).message).toMatch(/./);
    }
  });

  const HOSTEL_FIELDS = {
    name: 'Big Nest',
    contact: '9876501234',
    rooms: '4',
    facilities: 'Wi-Fi',
    category: 'Co-Live',
    description: 'x',
    location: 'Plot 4',
    area: 'Adibatla',
    price: '7200',
  };

  it('an image past its limit is refused while it streams, with the limit in the message', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(HOSTEL_FIELDS)) form.append(k, v);
    form.append('images', new Blob([PNG, Buffer.alloc(6 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${server.url}/api/owner/add-hostel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Each image can be at most 5 MB.');
    const profile = new FormData();
    profile.append('file', new Blob([PNG, Buffer.alloc(2 * 1024 * 1024)], { type: 'image/png' }), 'me.png');
    const small = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
      body: profile,
    });
    expect(small.status).toBe(413);
    expect(((await small.json()) as { message: string }).message).toBe('Image is too large (max 2MB).');
  });

  /** A multipart body's start by hand: text fields, then the head of one file part. */
  const multipartHead = (boundary: string, fields: Record<string, string>, fileField = 'images') =>
    Buffer.from(
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );

  it('a hostel form refused for its fields is answered before its file is read', async () => {
    const boundary = 'hh-boundary';
    const head = multipartHead(boundary, { ...HOSTEL_FIELDS, name: '' }, 'video');
    const req = http.request(`${server.url}/api/owner/add-hostel`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${ownerToken}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + 48 * 1024 * 1024,
      },
    });
    req.on('error', () => {}); // the server drops the rest of the body it will not read
    const answered = new Promise<{ status: number; body: string }>((resolve) =>
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }),
    );
    req.write(head);
    req.write(Buffer.alloc(64 * 1024)); // of 48 MB announced
    const { status, body } = await answered;
    req.destroy();
    expect(status).toBe(400);
    expect(JSON.parse(body).message).toBe('Please fill in all required fields and upload at least one image.');
  });

  it('a hostel form with a text field after a file is refused', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(HOSTEL_FIELDS)) form.append(k, v);
    form.append('images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    form.append('description', 'Written after the photo');
    const res = await fetch(`${server.url}/api/owner/add-hostel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Send the form's text fields before its files.");
  });

  it('a refused upload is answered while the client still sends, and its connection then carries the next request', async () => {
    const boundary = 'hh-boundary';
    const head = multipartHead(boundary, HOSTEL_FIELDS);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const fileBytes = 6 * 1024 * 1024;
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    const send = (data: Buffer | string) =>
      new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
    await send(
      `POST /api/owner/add-hostel HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${ownerToken}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + fileBytes + tail.length}\r\n\r\n`,
    );
    await send(head);
    const chunk = Buffer.alloc(256 * 1024);
    for (let sent = 0; sent < fileBytes; sent += chunk.length) {
      await send(chunk);
      // the server answers once the file passes 5 MB, before the client is done
      if (sent === 5.5 * 1024 * 1024) expect(await eventually(() => received.includes('\r\n\r\n'))).toBe(true);
    }
    await send(tail);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).not.toMatch(/connection: close/i);
    expect(received).toContain('Each image can be at most 5 MB.');
    received = '';
    await send(`GET /api/hostels?page=1 HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    await once(socket, 'end');
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
  });

  it('a file in a field the route does not take is refused', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Unexpected file field "avatar".');
  });
});

describe('public pages and absolute URLs', () => {
  it('a hostel page shows a visitor no phone number and no e-mail address: only the owner’s name', async () => {
    const listing = await call<{ hostels: { id: string }[] }>(server, 'GET', '/api/hostels?page=1');
    const res = await call<{ owner: Record<string, unknown>; contact: string | null }>(
      server,
      'GET',
      `/api/hostels/${listing.body.hostels[0].id}`,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.owner)).toEqual(['name']);
    expect(JSON.stringify(res.body)).not.toMatch(/@demo\.in|@example|owner@/);
    expect(res.body.contact).toBeNull();
    // ten digits in a row outside the ids (a UUID can hold them) and picture addresses
    const text = JSON.stringify(res.body).replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '');
    expect(text).not.toMatch(/\d{10}/);
  });

  it('absolute URLs come from the configured public address, never from the Host header', async () => {
    const res = await fetch(`${server.url}/api/hostels?page=1`, { headers: { host: 'evil.example' } });
    const body = (await res.json()) as { hostels: { imageUrl: string }[] };
    expect(body.hostels[0].imageUrl).not.toContain('evil.example');
    const token = await login(server, 'student@demo.in', 'student123', 'student');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const up = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, host: 'evil.example' },
      body: form,
    });
    expect(up.status).toBe(201);
    expect(((await up.json()) as { secure_url: string }).secure_url).toMatch(
      /^http:\/\/localhost:\d+\/uploads\/.+\.png$/,
    );
  });
});

describe('text and bodies', () => {
  it.each([
    [
      'a NUL character',
      '{"name":"Asha\\u0000Rao","email":"nul@example.in","phone":"9876543210","password":"secret1","role":"student"}',
    ],
    [
      'a lone surrogate',
      '{"name":"Asha \\ud800 Rao","email":"sur@example.in","phone":"9876543210","password":"secret1","role":"student"}',
    ],
  ])('%s in a JSON body is refused with a 400 and nothing is stored', async (_what, raw) => {
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The text contains characters that are not allowed (a NUL character or broken Unicode).',
    );
    const [found] = await server.sql<{ n: number }>(
      "SELECT count(*) AS n FROM users WHERE email IN ('nul@example.in', 'sur@example.in')",
    );
    expect(Number(found.n)).toBe(0);
  });

  it('a NUL in a query string or a multipart field is refused too', async () => {
    expect((await call(server, 'GET', '/api/hostels?search=a%00b')).status).toBe(400);
    const token = await login(server, 'owner@demo.in', 'owner123', 'owner');
    const form = new FormData();
    form.append('name', 'Nest\u0000');
    const res = await fetch(`${server.url}/api/owner/add-hostel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
  });

  it('JSON in another charset than UTF-8 is refused', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-7' },
      body: '{"email":"student@demo.in","password":"student123","role":"student"}',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Send JSON as UTF-8 (application/json; charset=utf-8).',
    );
  });

  it('a JSON body over 1 MB says so (not "a file is too large")', async () => {
    // The API may answer and close before the whole body is sent, as it should: the answer is read as a browser reads
    // it, and the client's failed write after it (EPIPE; fetch reports only that) is no failure.
    const body = JSON.stringify({ name: 'A', email: 'a@example.in', message: 'x'.repeat(1_100_000) });
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      req.end(body);
    });
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.text) as { message: string }).message).toBe('The request body is larger than 1 MB.');
  });
});

describe('headers and CORS', () => {
  it.each(['null', 'https://evil.example', 'http://localhost:9999'])(
    'CORS does not allow the origin %s',
    async (origin) => {
      const res = await fetch(`${server.url}/api/health`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${server.url}/api/auth/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('CORS allows the site’s own shell', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('every answer carries nosniff, no framing and a script-free policy; an uploaded file is sandboxed', async () => {
    const token = await login(server, 'student@demo.in', 'student123', 'student');
    const form = new FormData();
    // a PNG with HTML and script after it: a polyglot must stay an image
    form.append('file', new Blob([PNG, '<html><script>alert(1)</script></html>'], { type: 'image/png' }), 'x.png');
    const up = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const file = new URL(((await up.json()) as { secure_url: string }).secure_url).pathname;
    for (const route of ['/api/health', '/api/hostels?page=1', file]) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toContain('script-src');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const served = await fetch(`${server.url}${file}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${path.basename(file)}"`);
  });
});

describe('limits kept in the database', () => {
  it('105 concurrent wrong OTPs get exactly 5 checks; then even the right code is refused', async () => {
    const { email } = await newStudent();
    await call(server, 'POST', '/api/auth/send-otp', { body: { email } });
    const otp = otpFromOutbox(server.dataDir, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 105 }, () =>
        call(server, 'POST', '/api/auth/reset-password', { body: { email, otp: wrong, newPassword: 'whatever1' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 400).length).toBe(5);
    expect(answers.filter((a) => a.status === 429).length).toBe(100);
    const [row] = await server.sql<{ attempts: number }>(
      'SELECT attempts FROM password_resets WHERE user_id = (SELECT id FROM users WHERE email = ?) ORDER BY id DESC LIMIT 1',
      [email],
    );
    expect(row.attempts).toBe(5);
    const right = await call(server, 'POST', '/api/auth/reset-password', {
      body: { email, otp, newPassword: 'whatever1' },
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong codes. Please request a new OTP.');
  }, 30000);

  describe('per e-mail, per account and per address, across a restart', () => {
    let limited: TestServer;
    beforeAll(async () => {
      // per-address limits stay high: the attacker rotates addresses; the per-e-mail and per-account ones must hold
      limited = await startTestServer({
        OTP_EMAIL_LIMIT: '3',
        RESET_EMAIL_LIMIT: '3',
        REGISTER_RATE_LIMIT: '2',
        COMPLAINT_RATE_LIMIT: '2',
        UPLOAD_RATE_LIMIT: '2',
      });
    }, 30000);
    afterAll(() => limited.stop());

    it('send-otp and reset are capped per e-mail, known or unknown, and the cap survives a restart', async () => {
      for (const email of ['student@demo.in', 'nobody-here@example.in']) {
        const sent = [];
        for (let i = 0; i < 4; i += 1)
          sent.push((await call(limited, 'POST', '/api/auth/send-otp', { body: { email } })).status);
        expect(sent).toEqual([200, 200, 200, 429]);
      }
      const resets = [];
      for (let i = 0; i < 4; i += 1)
        resets.push(
          (
            await call(limited, 'POST', '/api/auth/reset-password', {
              body: { email: 'owner@demo.in', otp: '123456', newPassword: 'whatever1' },
            })
          ).status,
        );
      expect(resets.slice(0, 3).every((s) => s === 400)).toBe(true);
      expect(resets[3]).toBe(429);
      await limited.restart();
      const after = await call(limited, 'POST', '/api/auth/send-otp', { body: { email: 'student@demo.in' } });
      expect(after.status).toBe(429);
      expect(after.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    }, 30000);

    it('new accounts are capped per address', async () => {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await call(limited, 'POST', '/api/auth/register', {
              body: {
                name: 'Asha',
                email: `cap${i}-${Date.now()}@example.in`,
                phone: '9876543210',
                password: 'secret1',
                role: 'student',
              },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    });

    it('complaints (each notifies the owner) and uploads are capped per account', async () => {
      const token = await login(limited, 'student@demo.in', 'student123', 'student');
      const complaints = [];
      for (let i = 0; i < 3; i += 1)
        complaints.push(
          (
            await call(limited, 'POST', '/api/student/complaints', {
              token,
              body: { subject: `Noise ${i}`, details: 'Loud music after midnight.' },
            })
          ).status,
        );
      expect(complaints[2]).toBe(429);
      expect(complaints.slice(0, 2).every((s) => s !== 429)).toBe(true);
      const uploads = [];
      for (let i = 0; i < 3; i += 1) {
        const form = new FormData();
        form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
        uploads.push(
          (
            await fetch(`${limited.url}/api/uploads`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}` },
              body: form,
            })
          ).status,
        );
      }
      expect(uploads).toEqual([201, 201, 429]);
    });
  });
});

describe('consent before contact', () => {
  /** A self-registered owner with one hostel and its first room. */
  async function strangerOwner() {
    const email = `stranger-${Date.now()}@example.in`;
    const reg = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
      body: {
        name: 'Stranger',
        email,
        phone: '9000099999',
        password: 'secret1',
        role: 'owner',
        hostelName: 'Scam Stay',
      },
    });
    const token = reg.body.token;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Scam Stay',
      contact: '9000099999',
      rooms: '2',
      facilities: 'Wi-Fi',
      category: 'Boys',
      description: 'x',
      location: 'Plot 1',
      area: 'Adibatla',
      price: '5000',
    }))
      form.append(k, v);
    form.append('images', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const added = await fetch(`${server.url}/api/owner/add-hostel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(added.status).toBe(201);
    const hostels = await call<{ hostels: { _id: string }[] }>(server, 'GET', '/api/owner/my-hostels', { token });
    const hostel = hostels.body.hostels[0]._id;
    const rooms = await call<{ rooms: { roomNo: string; floor: number }[] }>(
      server,
      'GET',
      `/api/owner/rooms?hostelId=${hostel}`,
      { token },
    );
    return { token, hostel, rooms: rooms.body.rooms };
  }

  it('an owner who adds an existing student cannot message them until the student accepts; the answer does not tell the account exists', async () => {
    const stranger = await strangerOwner();
    const add = (email: string, i: number) =>
      call<{ message: string; student: { _id: string } }>(server, 'POST', '/api/students/add', {
        token: stranger.token,
        body: {
          name: 'Target',
          email,
          phone: '9000011111',
          hostel: stranger.hostel,
          floor: stranger.rooms[i].floor,
          room: stranger.rooms[i].roomNo,
        },
      });
    const existing = await add('student@demo.in', 0);
    const unknown = await add(`no-account-${Date.now()}@example.in`, 1);
    expect(existing.status).toBe(201);
    expect(unknown.status).toBe(existing.status);
    expect(Object.keys(existing.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(existing.body.message).toBe(unknown.body.message);

    const scam = 'URGENT: pay rent now to UPI scam@upi';
    const sent = await call<Record<string, unknown>>(server, 'POST', '/api/alerts', {
      token: stranger.token,
      body: { messageType: 'fee', message: scam, studentIds: [existing.body.student._id, unknown.body.student._id] },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.delivered).toBe(0);
    const student = await login(server, 'student@demo.in', 'student123', 'student');
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: student });
    expect(feed.body.map((n) => n.message)).not.toContain(scam);
    // the platform's own notice of the invitation carries no text of the owner's
    expect(feed.body.some((n) => n.message.startsWith('Scam Stay listed you as a resident'))).toBe(true);

    // the student sees the invitation; declining keeps the owner out, accepting lets the alerts in
    const invitations = await call<{ invitations: { id: string; hostel: { name: string } }[] }>(
      server,
      'GET',
      '/api/student/invitations',
      { token: student },
    );
    const invitation = invitations.body.invitations.find((i) => i.hostel.name === 'Scam Stay')!;
    expect(invitation.id).toBe(existing.body.student._id);
    expect(
      (await call(server, 'PUT', `/api/student/invitations/${invitation.id}/accept`, { token: stranger.token })).status,
    ).toBe(403);
    const accepted = await call(server, 'PUT', `/api/student/invitations/${invitation.id}/accept`, { token: student });
    expect(accepted.status).toBe(200);
    const again = await call<Record<string, unknown>>(server, 'POST', '/api/alerts', {
      token: stranger.token,
      body: { messageType: 'holiday', message: 'Welcome to Scam Stay.', studentIds: [existing.body.student._id] },
    });
    expect(again.body.delivered).toBe(1);
    const after = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: student });
    expect(after.body.map((n) => n.message)).toContain('Welcome to Scam Stay.');
    expect(
      (await call(server, 'PUT', `/api/student/invitations/${invitation.id}/decline`, { token: student })).status,
    ).toBe(404);
  });
});

describe('uploaded files referenced by nothing', () => {
  const files = () => new Set(fs.readdirSync(path.join(server.dataDir, 'uploads')));

  it('a hostel refused for its video leaves no image behind', async () => {
    const token = await login(server, 'owner@demo.in', 'owner123', 'owner');
    const before = files();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Video Nest',
      contact: '9876501234',
      rooms: '2',
      facilities: 'Wi-Fi',
      category: 'Boys',
      description: 'x',
      location: 'Plot 9',
      area: 'Adibatla',
      price: '5000',
    }))
      form.append(k, v);
    form.append('images', new Blob([PNG], { type: 'image/png' }), 'a.png');
    form.append('images', new Blob([PNG], { type: 'image/png' }), 'b.png');
    form.append('video', new Blob([Buffer.from('not a video at all')], { type: 'video/mp4' }), 'v.mp4');
    const res = await fetch(`${server.url}/api/owner/add-hostel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(files()).toEqual(before);
  });

  it('an old upload nothing refers to is removed at start-up; one in use stays', async () => {
    const token = await login(server, 'student@demo.in', 'student123', 'student');
    const up = async () => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return ((await res.json()) as { secure_url: string }).secure_url;
    };
    const orphan = await up();
    const used = await up();
    await call(server, 'PUT', '/api/auth/profile', { token, body: { profilePictureUrl: used } });
    await server.sql('UPDATE uploads SET created_at = ? WHERE file_name IN (?, ?)', [
      new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
      path.basename(orphan),
      path.basename(used),
    ]);
    await server.restart();
    await new Promise((r) => setTimeout(r, 300)); // the clean-up runs right after start-up
    expect((await fetch(orphan)).status).toBe(404);
    expect((await fetch(used)).status).toBe(200);
  }, 30000);
});
