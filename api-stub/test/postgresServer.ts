import { spawn } from 'node:child_process';
import path from 'node:path';

/** A PostgreSQL server of one test's own (scripts/postgres.mjs), which the test may restart: durable, so an
 * acknowledged commit survives the restart. */
export interface OwnPostgres {
  url: string;
  /** An immediate restart (`pg_ctl restart -m immediate`): connections are cut as in a crash. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export function startOwnPostgres(): Promise<OwnPostgres> {
  const child = spawn(process.execPath, [path.resolve(__dirname, '../../scripts/postgres.mjs'), '--durable'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const waiters: Array<() => void> = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    for (const w of waiters.splice(0)) w();
  });
  const waitForLine = (pattern: RegExp, from: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = pattern.exec(output.slice(from));
        if (m) return resolve(m);
        if (child.exitCode !== null) return reject(new Error(`postgres exited: ${output}`));
        waiters.push(check);
      };
      check();
    });
  return waitForLine(/\[postgres\] (postgres:\/\/\S+)/, 0).then(([, url]) => ({
    url,
    restart: async () => {
      const from = output.length;
      child.kill('SIGHUP');
      await waitForLine(/\[postgres\] restarted/, from);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  }));
}
