import fs from 'node:fs';
import path from 'node:path';
import { call, login, otpFromOutbox, startTestServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30000);
afterAll(() => server.stop());

const newStudent = (email: string) => ({
  name: 'Asha Rao',
  email,
  phone: '9876543210',
  password: 'secret1',
  role: 'student',
});

describe('register', () => {
  it('creates an account and logs it in, with no password in the answer', async () => {
    const res = await call<{ token: string; user: Record<string, unknown> }>(server, 'POST', '/api/auth/register', {
      body: newStudent('asha@example.in'),
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      role: 'student',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret1|password|hash/i);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const res = await call(server, 'POST', '/api/auth/register', { body: newStudent('ASHA@example.in') });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'We could not create an account with these details. If you already have an account, log in or use "Forgot password?".',
    );
  });

  it.each([
    [{ ...newStudent('a1@example.in'), phone: '12345' }, 'Please enter a valid 10-digit phone number.'],
    [{ ...newStudent('a2@example.in'), password: 'abc' }, 'Password must be at least 6 characters long.'],
    [{ ...newStudent('a3@example.in'), role: 'owner' }, 'Hostel name is required for owners.'],
    [{ ...newStudent('a4@example.in'), role: 'admin' }, 'Role must be student or owner.'],
    [{ ...newStudent('not-an-email') }, 'Please enter a valid email address.'],
  ])('answers bad input with 400 and a message (%#)', async (body, message) => {
    const res = await call(server, 'POST', '/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers a body that is not JSON with a 4xx, not a 5xx', async () => {
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
  });

  it('stores a hash, never the password', async () => {
    const stored = server.dump();
    expect(stored.includes(Buffer.from('asha@example.in'))).toBe(true); // the dump does hold the account
    expect(stored.includes(Buffer.from('secret1'))).toBe(false);
  });
});

describe('login', () => {
  it('logs the demo accounts in with their roles', async () => {
    const student = await call<{ user: { role: string } }>(server, 'POST', '/api/auth/login', {
      body: { email: 'student@demo.in', password: 'student123', role: 'student' },
    });
    expect(student.status).toBe(200);
    expect(student.body.user.role).toBe('student');
    const owner = await call<{ user: { role: string; hostelName: string } }>(server, 'POST', '/api/auth/login', {
      body: { email: 'owner@demo.in', password: 'owner123', role: 'owner' },
    });
    expect(owner.body.user).toMatchObject({ role: 'owner', hostelName: expect.any(String) });
  });

  it.each([
    [{ email: 'student@demo.in', password: 'wrong-pass', role: 'student' }],
    [{ email: 'student@demo.in', password: 'student123', role: 'owner' }],
    [{ email: 'nobody@demo.in', password: 'student123', role: 'student' }],
  ])('refuses wrong password, wrong role or unknown account with 401 (%#)', async (body) => {
    const res = await call(server, 'POST', '/api/auth/login', { body });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/Invalid email or password/);
  });

  it('needs both fields', async () => {
    const res = await call(server, 'POST', '/api/auth/login', { body: { email: 'student@demo.in', role: 'student' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill all fields.');
  });
});

describe('profile', () => {
  it('needs a valid token', async () => {
    expect((await call(server, 'GET', '/api/auth/profile')).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/profile', { token: 'forged.token.value' })).status).toBe(401);
  });

  it('reads and updates the profile, and changes the password only with the current one', async () => {
    const token = await login(server, 'asha@example.in', 'secret1', 'student');
    const got = await call(server, 'GET', '/api/auth/profile', { token });
    expect(got.body).toMatchObject({
      email: 'asha@example.in',
      phoneNumber: '9876543210',
      username: '',
      location: null,
    });

    const bad = await call(server, 'PUT', '/api/auth/profile', {
      token,
      body: { currentPassword: 'nope-nope', newPassword: 'newpass1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Current password is incorrect.');

    const put = await call<{ message: string; user: Record<string, unknown> }>(server, 'PUT', '/api/auth/profile', {
      token,
      body: {
        name: 'Asha R',
        username: 'asha_r',
        phoneNumber: '9123456789',
        location: { lat: 17.2, lng: 78.6 },
        currentPassword: 'secret1',
        newPassword: 'newpass1',
        email: 'hijack@example.in',
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Profile updated successfully!');
    expect(put.body.user).toMatchObject({
      name: 'Asha R',
      username: 'asha_r',
      phoneNumber: '9123456789',
      email: 'asha@example.in',
      location: { lat: 17.2, lng: 78.6 },
    });
    await expect(login(server, 'asha@example.in', 'newpass1', 'student')).resolves.toEqual(expect.any(String));
  });

  it('refuses a student setting a hostel name and a bad phone number', async () => {
    const token = await login(server, 'student@demo.in', 'student123', 'student');
    expect((await call(server, 'PUT', '/api/auth/profile', { token, body: { hostelName: 'Mine' } })).status).toBe(400);
    const phone = await call(server, 'PUT', '/api/auth/profile', { token, body: { phoneNumber: '12' } });
    expect(phone.body.message).toBe('Please enter a valid 10-digit phone number.');
  });
});

describe('password reset by OTP', () => {
  it('mails a 6-digit code to the outbox; it resets the password once', async () => {
    await call(server, 'POST', '/api/auth/register', { body: newStudent('ravi@example.in') });
    const sent = await call(server, 'POST', '/api/auth/send-otp', { body: { email: 'ravi@example.in' } });
    expect(sent.body.message).toBe('OTP sent successfully! Please check your email.');
    const otp = otpFromOutbox(server.dataDir, 'ravi@example.in');
    expect(otp).toMatch(/^\d{6}$/);

    const wrong = await call(server, 'POST', '/api/auth/reset-password', {
      body: { email: 'ravi@example.in', otp: otp === '000000' ? '111111' : '000000', newPassword: 'fresh1' },
    });
    expect(wrong.status).toBe(400);
    const ok = await call(server, 'POST', '/api/auth/reset-password', {
      body: { email: 'ravi@example.in', otp, newPassword: 'fresh12' },
    });
    expect(ok.status).toBe(200);
    await expect(login(server, 'ravi@example.in', 'fresh12', 'student')).resolves.toEqual(expect.any(String));
    const again = await call(server, 'POST', '/api/auth/reset-password', {
      body: { email: 'ravi@example.in', otp, newPassword: 'other12' },
    });
    expect(again.status).toBe(400);
  });

  it('keeps only a hash of the code', async () => {
    await call(server, 'POST', '/api/auth/send-otp', { body: { email: 'student@demo.in' } });
    const otp = otpFromOutbox(server.dataDir, 'student@demo.in');
    const [row] = await server.sql<{ code_hash: string }>(
      'select code_hash from password_resets order by id desc limit 1',
    );
    expect(row.code_hash).toMatch(/^\$2[aby]\$/);
    expect(row.code_hash).not.toContain(otp);
  });

  it('answers the same for an unknown address, and asks for an email', async () => {
    expect((await call(server, 'POST', '/api/auth/send-otp', { body: { email: 'ghost@example.in' } })).status).toBe(
      200,
    );
    const empty = await call(server, 'POST', '/api/auth/send-otp', { body: { email: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter your email.');
  });
});

describe('contact', () => {
  it('stores a message and mails the site inbox', async () => {
    const res = await call(server, 'POST', '/api/contact', {
      body: { name: 'Kiran', email: 'kiran@example.in', message: 'Do you list hostels in Adibatla?' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Message sent successfully!');
    const mails = fs
      .readdirSync(path.join(server.dataDir, 'outbox'))
      .map((f) => fs.readFileSync(path.join(server.dataDir, 'outbox', f), 'utf8'));
    expect(mails.some((m) => m.includes('Do you list hostels in Adibatla?'))).toBe(true);
  });

  it('needs every field', async () => {
    const res = await call(server, 'POST', '/api/contact', { body: { name: 'Kiran', email: 'kiran@example.in' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill all fields.');
  });
});

it('keeps accounts and sessions across a restart', async () => {
  const token = await login(server, 'asha@example.in', 'newpass1', 'student');
  await server.restart();
  const res = await call(server, 'GET', '/api/auth/profile', { token });
  expect(res.status).toBe(200);
  expect(res.body.name).toBe('Asha R');
}, 30000);
