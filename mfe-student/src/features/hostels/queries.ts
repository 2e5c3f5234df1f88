import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { HostelQuery } from 'contracts';
import { useEffect } from 'react';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';
import { useInvalidate } from 'app-kit';

export const hostelPageQuery = (query: HostelQuery) =>
  queryOptions({
    queryKey: studentKeys.hostelPage(query),
    queryFn: ({ signal }) => studentApi.listHostels(query, signal),
    placeholderData: keepPreviousData,
  });

export const hostelQuery = (id: string) =>
  queryOptions({
    queryKey: studentKeys.hostel(id),
    queryFn: () => studentApi.getHostel(id),
  });

/**
 * A hostel's page, rendered, records it as recently viewed (once per id; a failure is not the student's problem) when the
 * browser is next idle: the record never competes with what the page shows first. Leaving sooner records it then.
 */
export function useRecordView(id: string, enabled = true) {
  const invalidate = useInvalidate();
  const record = useMutation({
    mutationFn: studentApi.recordView,
    onSuccess: () => invalidate(studentKeys.recentlyViewed),
  });
  const { mutate } = record;
  useEffect(() => {
    if (!enabled) return;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      mutate(id);
    };
    const cancel = whenIdle(send);
    return () => {
      cancel();
      send();
    };
  }, [id, enabled, mutate]);
}

/** Runs `task` when the browser is idle (at the latest in 2 s); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** A booking request; My bookings then loads again. */
export function useRequestBooking() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: studentApi.requestBooking,
    onSuccess: () => invalidate(studentKeys.bookings),
  });
}

/** Waits for a bed of a full sharing option: told by notification and e-mail when one frees up. */
export function useJoinWaitlist() {
  return useMutation({ mutationFn: studentApi.joinWaitlist });
}

export const useHostel = (id: string) => useQuery(hostelQuery(id));
