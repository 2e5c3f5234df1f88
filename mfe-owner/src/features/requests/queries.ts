import { queryOptions, useMutation } from '@tanstack/react-query';
import { occupancyKeys, ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { useInvalidate } from 'app-kit';

export const requestsQuery = queryOptions({ queryKey: ownerKeys.requests, queryFn: ownerApi.bookingRequests });

export type RequestAnswer = { approve: true; roomId?: string } | { approve: false };

/** Approves (into a room) or rejects a request; the requests, counts, rooms and students then load again. */
export function useAnswerRequest(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (answer: RequestAnswer) =>
      answer.approve ? ownerApi.approveRequest(id, answer.roomId) : ownerApi.rejectRequest(id),
    onSuccess: () => invalidate(ownerKeys.requests, ...occupancyKeys),
  });
}
