import { queryOptions, useMutation } from '@tanstack/react-query';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { useInvalidate } from 'app-kit';

export const rulesQuery = (hostelId: string) =>
  queryOptions({ queryKey: ownerKeys.rules(hostelId), queryFn: () => ownerApi.rules(hostelId), enabled: !!hostelId });

export type RuleChange = { add: string } | { update: string; id: number } | { remove: number };

/** Adds, edits or deletes a rule of one hostel; its rules then load again. */
export function useRuleChange(hostelId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (change: RuleChange) =>
      'add' in change
        ? ownerApi.addRule(hostelId, change.add)
        : 'update' in change
          ? ownerApi.updateRule(change.id, change.update)
          : ownerApi.deleteRule(change.remove),
    onSuccess: () => invalidate(ownerKeys.rules(hostelId)),
  });
}
