import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from 'contracts';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';

export const bookingsQuery = queryOptions({ queryKey: studentKeys.bookings, queryFn: studentApi.bookings });

/** Withdraws a waiting request; the list shows the answer's booking at once. */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: studentApi.cancelBooking,
    onSuccess: ({ booking }) =>
      client.setQueryData<Booking[]>(studentKeys.bookings, (list) =>
        list?.map((b) => (b.id === booking.id ? booking : b)),
      ),
  });
}
