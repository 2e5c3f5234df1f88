import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'app-kit';

const visitsKey = ['visits'] as const;

export const visitSlotsQuery = (hostelId: string) =>
  queryOptions({
    queryKey: [...visitsKey, 'slots', hostelId],
    queryFn: () => callApi('GET /api/hostels/:id/visit-slots', { params: { id: hostelId } }),
  });

export const myVisitsQuery = queryOptions({
  queryKey: [...visitsKey, 'mine'],
  queryFn: () => callApi('GET /api/student/visits', {}),
});

/** A change to a visit: the slots and the student's visits load again after it. */
function useVisitChange<V>(send: (vars: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void client.invalidateQueries({ queryKey: visitsKey }),
  });
}

export const useAskVisit = (hostelId: string) =>
  useVisitChange((startsAt: string) =>
    callApi('POST /api/student/hostels/:hostelId/visits', { params: { hostelId }, body: { startsAt } }),
  );

export const useAcceptVisit = () =>
  useVisitChange((id: string) => callApi('PUT /api/student/visits/:id/accept', { params: { id } }));

export const useCancelVisit = () =>
  useVisitChange(({ id, reason }: { id: string; reason: string }) =>
    callApi('PUT /api/visits/:id/cancel', { params: { id }, body: { reason } }),
  );
