import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_DOM_EVENT, type NotificationDomDetail } from 'contracts';

/**
 * Refreshes an area's queries when a notification about them arrives (the shell sends one browser event per
 * notification of the live stream): `refresh` maps the start of a notification's link to the query keys it
 * makes stale. Returns the way to stop listening.
 */
export function refreshOnNotifications(
  client: QueryClient,
  refresh: Record<string, ReadonlyArray<readonly unknown[]>>,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const onNotification = (event: Event) => {
    const link = (event as CustomEvent<NotificationDomDetail>).detail?.link ?? '';
    for (const [prefix, keys] of Object.entries(refresh))
      if (link.startsWith(prefix)) for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  window.addEventListener(NOTIFICATION_DOM_EVENT, onNotification);
  return () => window.removeEventListener(NOTIFICATION_DOM_EVENT, onNotification);
}
