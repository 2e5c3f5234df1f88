import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResidentInvitation } from 'contracts';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';

export const invitationsQuery = queryOptions({ queryKey: studentKeys.invitations, queryFn: studentApi.invitations });

/** Accepts or declines an invitation; it leaves the list at once. */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      studentApi.answerInvitation(id, answer),
    onSuccess: (_message, { id }) =>
      client.setQueryData<ResidentInvitation[]>(studentKeys.invitations, (list) => list?.filter((i) => i.id !== id)),
  });
}
