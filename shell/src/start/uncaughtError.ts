import { logFailure } from 'app-kit';

/** Text a person reads when nothing else could render (the root's last resort). */
export const UNCAUGHT_TEXT = 'Hostel Hub stopped working on this page.';

/**
 * What an error no boundary caught leaves instead of a blank window: React has taken the whole app off the page, so
 * plain HTML beside it says what failed, with Reload and Go back. Logged with the release, like the boundaries' errors.
 */
export function showUncaughtError(error: unknown): void {
  logFailure('the app', error);
  if (document.getElementById('uncaught-error')) return;
  const box = document.createElement('div');
  box.id = 'uncaught-error';
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:560px;margin:3rem auto;padding:1.5rem;font:16px/1.5 system-ui,sans-serif;background:Canvas;color:CanvasText;border:1px solid GrayText;border-radius:8px';
  const title = document.createElement('h1');
  title.textContent = UNCAUGHT_TEXT;
  const what = document.createElement('pre');
  what.style.cssText = 'white-space:pre-wrap;overflow-wrap:anywhere';
  what.textContent = error instanceof Error ? error.message : String(error);
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  const back = document.createElement('button');
  back.type = 'button';
  back.textContent = 'Go back';
  back.style.marginLeft = '0.75rem';
  back.addEventListener('click', () =>
    window.history.length > 1 ? window.history.back() : window.location.assign('/'),
  );
  box.append(title, what, reload, back);
  document.body.append(box);
  reload.focus();
}
