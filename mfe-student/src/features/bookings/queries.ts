import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from 'contracts';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';

export const bookingsQuery = queryOptions({ queryKey: studentKeys.bookings, queryFn: studentApi.bookings });

/** The list shows an answer's booking at once. */
function useShowBooking() {
  const client = useQueryClient();
  return ({ booking }: { booking: Booking }) =>
    client.setQueryData<Booking[]>(studentKeys.bookings, (list) =>
      list?.map((b) => (b.id === booking.id ? booking : b)),
    );
}

/** Withdraws a waiting request, or cancels a confirmed stay not yet begun (refund by the policy). */
export function useCancelBooking() {
  return useMutation({ mutationFn: studentApi.cancelBooking, onSuccess: useShowBooking() });
}

/** What cancelling the stay now would refund (asked when the student opens the cancel dialog). */
export const useCancellationPreview = (id: string | null) =>
  useQuery({
    queryKey: ['student', 'cancellation', id],
    queryFn: () => studentApi.cancellationPreview(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });

/** Gives notice, or (once given) moves its date; `withdraw` takes it back. Each shows the stay as answered. */
export function useGiveNotice(id: string, given = false) {
  return useMutation({
    mutationFn: (leavingOn: string) =>
      given ? studentApi.changeNotice(id, leavingOn) : studentApi.giveNotice(id, leavingOn),
    onSuccess: useShowBooking(),
  });
}

export function useWithdrawNotice(id: string) {
  return useMutation({ mutationFn: () => studentApi.withdrawNotice(id), onSuccess: useShowBooking() });
}

/** Whether the student is staying at a hostel now (an active booking): undefined until the bookings load. */
export function useStaying(): boolean | undefined {
  const bookings = useQuery(bookingsQuery);
  return bookings.data ? bookings.data.some((b) => b.status === 'Active') : undefined;
}
