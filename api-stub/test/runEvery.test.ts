import { runEvery } from '../src/jobs/runEvery';

/** A task whose runs the test finishes by hand. */
function controlledTask() {
  const finishers: Array<(error?: Error) => void> = [];
  const task = () =>
    new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve())));
  return { task, finishers };
}

it('runs at once (firstRun ends with it), never overlaps a run, and stop waits for the run in progress', async () => {
  jest.useFakeTimers();
  try {
    const { task, finishers } = controlledTask();
    const { stop, firstRun } = runEvery(task, 1000, () => {}, 'job');
    let firstDone = false;
    void firstRun.then(() => {
      firstDone = true;
    });
    expect(finishers).toHaveLength(1);
    jest.advanceTimersByTime(3000); // still running: no second run
    expect(finishers).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(firstDone).toBe(false);
    finishers[0]();
    await jest.advanceTimersByTimeAsync(1000);
    expect(firstDone).toBe(true);
    expect(finishers).toHaveLength(2);

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishers[1]();
    await stopping;
    expect(stopped).toBe(true);
    jest.advanceTimersByTime(5000); // stopped: no more runs
    expect(finishers).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

it('logs a failed run and runs again next time', async () => {
  jest.useFakeTimers();
  try {
    const { task, finishers } = controlledTask();
    const logged: string[] = [];
    const { stop, firstRun } = runEvery(task, 1000, (msg) => logged.push(msg), 'visit reminders');
    finishers[0](new Error('database closed'));
    await firstRun; // a failed first run still ends: the process becomes ready
    await jest.advanceTimersByTimeAsync(1000);
    expect(logged).toEqual(['visit reminders failed: Error: database closed']);
    expect(finishers).toHaveLength(2);
    finishers[1]();
    await stop();
  } finally {
    jest.useRealTimers();
  }
});
