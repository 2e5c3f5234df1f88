// The app's code is asked for once the browser has painted what the HTML already shows (a prerendered page, or the
// empty frame of any other): its download and start-up work come after the first paint instead of racing it. One
// frame later for a page the HTML does not show; a tab opened in the background starts when it is first shown.

/** Calls `start` after the next frame has been painted (once). */
export function afterFirstPaint(start: () => void): void {
  // a rAF callback runs just before the frame is painted; a task queued from it runs after the paint
  requestAnimationFrame(() => setTimeout(start, 0));
}
