import { act, render, screen, waitFor } from '@testing-library/react';
import { useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import { Navbar } from '../../layout/Navbar';
import { parseEvents, type StreamEvent } from './eventStream';
import LiveCountsFeed from './LiveCountsFeed';

afterEach(() => useSession.getState().clear());

it('parses server-sent events, keeping an unfinished one for the next chunk', () => {
  const events: StreamEvent[] = [];
  const rest = parseEvents(
    'retry: 3000\n\n: ping\n\nevent: counts\ndata: {"unread":2}\n\nid: 2026-11-23T10:00:00.000Z|n1\nevent: notification\ndata: {"a":\ndata: 1}\n\nevent: coun',
    (e) => events.push(e),
  );
  expect(events).toEqual([
    { event: 'counts', data: '{"unread":2}' },
    { event: 'notification', id: '2026-11-23T10:00:00.000Z|n1', data: '{"a":\n1}' },
  ]);
  expect(rest).toBe('event: coun');
});

it('without a stream, the navbar polls the counts: unread on the bell, waiting requests on My bookings', async () => {
  respondWith({ 'GET /api/notifications/counts': { status: 200, data: { unread: 3, pendingBookings: 1 } } });
  const stream = globalThis.ReadableStream;
  // a browser without streams in fetch
  Object.assign(globalThis, { ReadableStream: undefined });
  try {
    useSession
      .getState()
      .setSession('t', { _id: '1', name: 'Asha', email: 'a@x.in', phone: '9999999999', role: 'student' });
    renderWithRouter(<Navbar />);
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/student/notifications',
    );
    expect(screen.getByRole('link', { name: 'My bookings, 1 waiting' })).toBeInTheDocument();
  } finally {
    Object.assign(globalThis, { ReadableStream: stream });
  }
});

it('closes the stream when the page is hidden (so it can enter the back/forward cache) and opens it on return', async () => {
  const opened: AbortSignal[] = [];
  const realFetch = globalThis.fetch;
  const stream = globalThis.ReadableStream;
  // a browser with streams in fetch (jsdom has none); the stream: a request that stays open until it is aborted
  Object.assign(globalThis, { ReadableStream: (await import('node:stream/web')).ReadableStream });
  globalThis.fetch = ((_url: string, init: RequestInit) => {
    opened.push(init.signal as AbortSignal);
    return new Promise(() => undefined);
  }) as typeof fetch;
  try {
    useSession
      .getState()
      .setSession('t', { _id: '1', name: 'Asha', email: 'a@x.in', phone: '9999999999', role: 'student' });
    render(<LiveCountsFeed onChange={() => undefined} />);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0].aborted).toBe(false);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    expect(opened[0].aborted).toBe(true);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1].aborted).toBe(false);
  } finally {
    globalThis.fetch = realFetch;
    Object.assign(globalThis, { ReadableStream: stream });
  }
});
