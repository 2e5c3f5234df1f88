export interface Job {
  /** The run made at start-up: done (or failed and logged). */
  firstRun: Promise<void>;
  /** Stops the job; waits for a run in progress, so a process shutting down finishes its work first. */
  stop: () => Promise<void>;
}

/** Runs `task` now and then every `ms` without keeping the process alive; a run never overlaps the last. */
export function runEvery(task: () => Promise<unknown>, ms: number, log: (msg: string) => void, name: string): Job {
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
    return running;
  };
  const firstRun = run();
  const timer = setInterval(run, ms);
  timer.unref();
  return {
    firstRun,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
