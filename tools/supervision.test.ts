// npm start supervises what it starts (scripts/site.cjs): a process that dies is started again, with back-off.
import net from 'node:net';

const { startProcess } = require('../scripts/site.cjs') as {
  startProcess: (
    name: string,
    command: string,
    args: string[],
    options: { env: NodeJS.ProcessEnv; healthUrl?: string; quiet?: boolean },
  ) => { child: { pid?: number }; stop: () => Promise<void>; ready: Promise<void> };
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

it('a process killed with SIGKILL is started again and answers again', async () => {
  const port = await freePort();
  const server = `require('node:http').createServer((q, s) => s.end(String(process.pid))).listen(${port}, '127.0.0.1')`;
  const handle = startProcess('pid-server', process.execPath, ['-e', server], {
    env: process.env,
    healthUrl: `http://127.0.0.1:${port}/`,
    quiet: true,
  });
  try {
    await handle.ready;
    const first = handle.child.pid;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe(String(first));
    process.kill(first as number, 'SIGKILL');
    let answer = '';
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      answer = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.text(),
        () => '',
      );
      if (answer && answer !== String(first)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(answer).toBe(String(handle.child.pid));
    expect(answer).not.toBe(String(first));
  } finally {
    await handle.stop();
  }
});
