/**
 * Runs `task` now and then every `ms` without keeping the process alive; a run never overlaps the last.
 * The returned stop waits for a run in progress, so a process shutting down finishes its work first.
 */
export function runEvery(task: () => Promise<unknown>, ms: number, log: (msg: string) => void, name: string) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then(
        () => {},
        (error: unknown) => log(`${name} failed: ${String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
}
