import { queryOptions, useMutation } from '@tanstack/react-query';
import type { OwnerComplaint } from 'contracts';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { useInvalidate } from 'app-kit';

export const complaintsQuery = queryOptions({ queryKey: ownerKeys.complaints, queryFn: ownerApi.complaints });

export type ComplaintChange = { id: string; status: OwnerComplaint['status'] } | { id: string; remove: true };

/** Sets a complaint's status or deletes it; the complaints and the dashboard's open count then load again. */
export function useComplaintChange() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (change: ComplaintChange) =>
      'remove' in change ? ownerApi.deleteComplaint(change.id) : ownerApi.setComplaintStatus(change.id, change.status),
    onSuccess: () => invalidate(ownerKeys.complaints, ownerKeys.dashboard),
  });
}
