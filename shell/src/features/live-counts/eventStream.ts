/** One server-sent event. */
export interface StreamEvent {
  event: string;
  id?: string;
  data: string;
}

/** The stream answered with an HTTP error (a 401 ends the session elsewhere; no point retrying it). */
export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`event stream refused (${status})`);
  }
}

/** Splits text/event-stream text into events; returns what is left of an unfinished event. */
export function parseEvents(buffer: string, onEvent: (e: StreamEvent) => void): string {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const e: StreamEvent = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') e.event = value;
      else if (field === 'id') e.id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) onEvent({ ...e, data: data.join('\n') });
  }
  return rest;
}

/**
 * Reads an authenticated event stream with fetch (EventSource cannot send the Authorization header) until it
 * ends or `signal` aborts. Sends `Last-Event-ID` to resume, at low priority. Resolves when the server ends the stream.
 */
export async function readEventStream(
  url: string,
  {
    token,
    lastEventId,
    signal,
    onEvent,
  }: {
    token: string;
    lastEventId?: string;
    signal: AbortSignal;
    onEvent: (e: StreamEvent) => void;
  },
): Promise<void> {
  const res = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal,
    cache: 'no-store',
    // a background request that stays open: it never competes with the page's own, and the browser (and tools that
    // wait for a page's important requests to end, as Lighthouse does) do not count it as part of loading the page
    priority: 'low',
  });
  if (!res.ok || !res.body) throw new StreamRefused(res.status);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer = parseEvents(buffer + decoder.decode(value, { stream: true }), onEvent);
  }
}
