import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from 'contracts';
import { callApi } from '../api/callApi';

/** The signed-in user's notifications, newest first: the same endpoints for students and owners. */
export const notificationsApi = {
  list: () => callApi('GET /api/notifications', {}),
  markAllRead: () => callApi('PUT /api/notifications/mark-read', {}),
};

const notificationsKey = ['notifications'] as const;

/** The notifications query; `refetchInterval` keeps a feed fresh while it is on screen. */
export const notificationsQuery = (refetchInterval?: number) =>
  queryOptions({ queryKey: notificationsKey, queryFn: notificationsApi.list, refetchInterval });

/** Marks every notification read; the cached list follows at once. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSuccess: () =>
      client.setQueryData<AppNotification[]>(notificationsKey, (list) => list?.map((n) => ({ ...n, isRead: true }))),
  });
}
