import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from 'contracts';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

export const POLL_MS = 30000;

/** The activity feed, fetched again every 30 s while it is on screen. */
export const activityQuery = queryOptions({
  queryKey: ownerKeys.notifications,
  queryFn: ownerApi.notifications,
  refetchInterval: POLL_MS,
  retry: false,
});

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ownerApi.markNotificationsRead,
    onSuccess: () =>
      client.setQueryData<AppNotification[]>(ownerKeys.notifications, (list) =>
        list?.map((n) => ({ ...n, isRead: true })),
      ),
  });
}
