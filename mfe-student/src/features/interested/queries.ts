import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostelDetail } from 'contracts';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';
import { useInvalidate } from 'app-kit';

export const interestedQuery = queryOptions({ queryKey: studentKeys.interested, queryFn: studentApi.interested });

/** Adds a hostel to the interest list or removes it; the list and the hostel's page then load again. */
export function useInterest() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ hostelId, interested }: { hostelId: string; interested: boolean }) =>
      interested ? studentApi.addInterest(hostelId) : studentApi.removeInterest(hostelId),
    onSuccess: (_answer, { hostelId, interested }) => {
      client.setQueryData<HostelDetail>(studentKeys.hostel(hostelId), (h) => h && { ...h, interested });
      invalidate(studentKeys.interested);
    },
  });
}
