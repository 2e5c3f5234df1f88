import { type Role, startEarly } from 'shared-auth';
import { earlyDataFor } from './areas';

/** Pictures being fetched ahead of their page (kept until they load, so nothing drops them half-way). */
const pictures = new Set<HTMLImageElement>();

/** The value at a dotted path (`images.0`) of an answer, when it is a non-empty string. */
function valueAt(data: unknown, path: string): string | undefined {
  let value = data;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && value ? value : undefined;
}

/** Fetches a picture into the page's image cache, at high priority: the page's <img> of that address takes it. */
function fetchPicture(src: string): void {
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.decoding = 'async';
  const done = () => pictures.delete(picture);
  picture.onload = done;
  picture.onerror = done;
  pictures.add(picture);
  picture.src = src;
}

/**
 * Starts the first requests of the screen at this address (its area's `data`), and, when the area names where an
 * answer has the page's largest picture, fetches that picture as soon as the answer is here: the screen's code is
 * then still on its way, so the picture no longer waits for the code, the data and the render, one after the other.
 */
export function startAreaData(pathname: string, search: string, role: Role | undefined): void {
  for (const { path, picture } of earlyDataFor(pathname, search, role)) {
    const answer = startEarly(path);
    if (!picture) continue;
    answer.then(
      ({ status, data }) => {
        const src = status === 200 ? valueAt(data, picture) : undefined;
        if (src) fetchPicture(src);
      },
      () => undefined, // the screen's own request shows what went wrong
    );
  }
}
