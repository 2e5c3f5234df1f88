import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification, MessageResponse } from 'contracts';
import { api } from 'shared-auth';

/** The signed-in user's notifications, newest first: the same endpoints for students and owners. */
export const notificationsApi = {
  list: async () => (await api.get<AppNotification[]>('/api/notifications')).data,
  markAllRead: async () => (await api.put<MessageResponse>('/api/notifications/mark-read')).data,
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
