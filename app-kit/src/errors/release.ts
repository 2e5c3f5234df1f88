declare const __webpack_public_path__: string | undefined;

/**
 * The release this bundle's code came from ("mfe-student/20261205-092353-b1b732dd"), read from the address webpack
 * loads its chunks from; "development" for a dev server, a test or the server's render.
 */
export function thisRelease(
  publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '',
): string {
  const found = /\/([\w-]+)\/(\d{8}-\d{6}-[0-9a-f]{8})\/?$/.exec(publicPath);
  return found ? `${found[1]}/${found[2]}` : 'development';
}

/** Writes what failed to the console, with the release and the address, so a report can be matched to its code. */
export function logFailure(what: string, error: unknown, componentStack?: string | null): void {
  const at = typeof window === 'undefined' ? '' : ` at ${window.location.pathname}`;
  console.error(`[${thisRelease()}] ${what} failed${at}:`, error, componentStack ?? '');
}
