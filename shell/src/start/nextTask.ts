/**
 * Resolves in a new task: the browser can paint and answer input before the work that follows. Start-up code is run
 * in steps separated by this, so no step is a long task (each module's first run, compiling it included, is work on
 * the main thread: the shell's start-up modules all at once were one task of 300 ms at 4x CPU slowdown).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
