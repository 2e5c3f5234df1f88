import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OUT_OF_STORAGE } from 'contracts';
import { API_BUNDLE, call, login, PNG, startTestServer, TEST_ENGINE, type TestServer } from './server';

// The machine runs out of disk (a small tmpfs as the data folder, filled up): writes answer 507 with a
// message, never 500, nothing half-done; once space is freed the API goes on. SQLite only (its file is in the
// data folder); mounting needs root (CI runs as root), so elsewhere this is skipped.
const canMount = TEST_ENGINE === 'sqlite' && process.getuid?.() === 0;
const onSmallDisk = canMount ? describe : describe.skip;

onSmallDisk('a full disk', () => {
  // made when the tests run, not when they are collected (a skipped run would leave it behind)
  const mountPoint = path.join(os.tmpdir(), `hh-small-disk-${process.pid}`);
  let server: TestServer;
  const filler = path.join(mountPoint, 'filler');

  beforeAll(async () => {
    fs.mkdirSync(mountPoint, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint]);
    server = await startTestServer({}, path.join(mountPoint, 'data'));
  }, 30000);
  afterAll(async () => {
    await server?.stop();
    spawnSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  it('answers 507 with a message (never 500), and works again once space is freed', async () => {
    const token = await login(server, 'student@demo.in', 'student123', 'student');
    // fill what is left
    spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=100'], { stdio: 'ignore' });
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
      return fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const contact = () =>
      call(server, 'POST', '/api/contact', {
        body: { name: 'Disk Full', email: 'full@example.in', message: 'Is anyone there? The disk seems full.' },
      });
    const answers = [await upload(), await upload()];
    for (const res of answers) {
      expect(res.status).toBe(507);
      expect(await res.json()).toEqual({ message: OUT_OF_STORAGE });
    }
    // a contact message is kept if the database can still take it, or refused with the same words
    const wrote = await contact();
    expect([201, 507]).toContain(wrote.status);
    if (wrote.status === 507) expect(wrote.body).toEqual({ message: OUT_OF_STORAGE });
    expect((await call(server, 'GET', '/api/health/live')).status).toBe(200);

    fs.rmSync(filler);
    expect((await upload()).status).toBe(201);
    expect((await contact()).status).toBe(201);
  });
});

it('a data folder that cannot be opened stops the start with one line naming it and the cause', () => {
  const dataDir = path.join(os.tmpdir(), `hh-not-a-folder-${process.pid}`);
  fs.writeFileSync(dataDir, 'a file where the data folder should be');
  try {
    const started = spawnSync(process.execPath, ['--enable-source-maps', API_BUNDLE], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, DATA_DIR: path.join(dataDir, 'data'), API_PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    const lines = started.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`cannot open the data folder ${path.join(dataDir, 'data')}`);
    expect(lines[0]).toContain('ENOTDIR');
  } finally {
    fs.rmSync(dataDir, { force: true });
  }
});
