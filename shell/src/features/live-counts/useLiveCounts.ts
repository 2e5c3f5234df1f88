import { useQuery } from '@tanstack/react-query';
import { callApi } from 'app-kit';
import {
  type LiveCounts,
  MESSAGES_DOM_EVENT,
  NOTIFICATION_DOM_EVENT,
  type NotificationDomDetail,
  streamEventCounts,
  streamEventLink,
} from 'contracts';
import { useEffect, useState } from 'react';
import { api, useSession } from 'shared-auth';
import { readEventStream, StreamRefused } from './eventStream';

/** After this many failed connections in a row, the counts are polled instead. */
const FAILURES_BEFORE_POLLING = 3;
const RECONNECT_MS = 3_000;
export const POLL_MS = 30_000;

/**
 * The navbar's live counts for the signed-in user: from the API's event stream while the page is open
 * (reconnecting with Last-Event-ID), or, when the stream is not available, polled every 30 s.
 */
export function useLiveCounts(): LiveCounts | undefined {
  const token = useSession((s) => s.token);
  const [streamed, setStreamed] = useState<LiveCounts>();
  const [polling, setPolling] = useState(false);

  // Back from the back/forward cache: the stream, closed when the page was hidden, opens again.
  const [shownAgain, setShownAgain] = useState(0);
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setShownAgain((n) => n + 1);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session starts from nothing
  useEffect(() => {
    setStreamed(undefined);
    setPolling(false);
  }, [token]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shownAgain` is the trigger to connect again
  useEffect(() => {
    if (!token) return;
    if (typeof ReadableStream === 'undefined' || typeof TextDecoder === 'undefined') {
      setPolling(true);
      return;
    }
    const controller = new AbortController();
    let lastEventId: string | undefined;
    let lastMessages: number | undefined;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readEventStream(api.url('/api/notifications/stream'), {
        token,
        lastEventId,
        signal: controller.signal,
        onEvent: (e) => {
          failures = 0;
          setPolling(false);
          if (e.id) lastEventId = e.id;
          const counts = streamEventCounts(e.event, e.data);
          if (counts) setStreamed(counts);
          // the areas' conversation screens refresh when a message comes or is read elsewhere
          if (counts && counts.messages !== lastMessages) {
            if (lastMessages !== undefined) window.dispatchEvent(new Event(MESSAGES_DOM_EVENT));
            lastMessages = counts.messages;
          }
          // the areas refresh what the notification is about (the other side paid, confirmed, decided)
          if (e.event === 'notification')
            window.dispatchEvent(
              new CustomEvent<NotificationDomDetail>(NOTIFICATION_DOM_EVENT, {
                detail: { link: streamEventLink(e.event, e.data) },
              }),
            );
        },
      })
        .then(
          () => true, // the server ended it (a restart): reconnect
          (error: unknown) => {
            if (controller.signal.aborted) return false;
            // refused (401/403): the polling asks the same server, and shows why through the session
            if (error instanceof StreamRefused) {
              setPolling(true);
              return false;
            }
            failures += 1;
            if (failures >= FAILURES_BEFORE_POLLING) setPolling(true);
            return true;
          },
        )
        .then((retry) => {
          // ever slower while it keeps failing (the polling covers the gap)
          if (retry && !controller.signal.aborted)
            timer = setTimeout(connect, RECONNECT_MS * Math.min(failures + 1, 10));
        });
    };
    connect();
    // A page left with an open stream cannot go into the back/forward cache: close it as the page is hidden.
    const close = () => {
      controller.abort();
      clearTimeout(timer);
    };
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      close();
    };
  }, [token, shownAgain]);

  const polled = useQuery({
    queryKey: ['live-counts', token],
    queryFn: () => callApi('GET /api/notifications/counts', {}),
    enabled: Boolean(token) && polling,
    refetchInterval: POLL_MS,
  });
  if (!token) return undefined;
  return polling ? polled.data : streamed;
}
