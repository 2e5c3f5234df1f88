import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Complaint } from 'contracts';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';

export const complaintsQuery = queryOptions({ queryKey: studentKeys.complaints, queryFn: studentApi.complaints });

/** Raises a complaint; it heads the list at once. */
export function useRaiseComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: studentApi.raiseComplaint,
    onSuccess: ({ complaint }) =>
      client.setQueryData<Complaint[]>(studentKeys.complaints, (list) => [complaint, ...(list ?? [])]),
  });
}
