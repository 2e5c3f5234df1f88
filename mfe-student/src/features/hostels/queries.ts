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
  queryOptions({ queryKey: studentKeys.hostel(id), queryFn: () => studentApi.getHostel(id) });

/** Opening a hostel's page records it as recently viewed (once per id; a failure is not the student's problem). */
export function useRecordView(id: string, enabled = true) {
  const invalidate = useInvalidate();
  const record = useMutation({
    mutationFn: studentApi.recordView,
    onSuccess: () => invalidate(studentKeys.recentlyViewed),
  });
  const { mutate } = record;
  useEffect(() => {
    if (enabled) mutate(id);
  }, [id, enabled, mutate]);
}

/** A booking request; My bookings then loads again. */
export function useRequestBooking() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: studentApi.requestBooking,
    onSuccess: () => invalidate(studentKeys.bookings),
  });
}

export const useHostel = (id: string) => useQuery(hostelQuery(id));
