import { queryOptions, useMutation } from '@tanstack/react-query';
import type { PayoutMethodPayload } from 'contracts';
import { isNetworkError, serverMessage } from 'shared-auth';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { useInvalidate } from 'app-kit';

/** A read of the payout screen failing: the server's words, else the spec's for that list or for the network. */
const explained =
  <T>(read: () => Promise<T>, fallback: string) =>
  async () => {
    try {
      return await read();
    } catch (err) {
      throw new Error(isNetworkError(err) ? 'Error loading payment data.' : serverMessage(err, fallback));
    }
  };

export const payoutMethodsQuery = queryOptions({
  queryKey: ownerKeys.payoutMethods,
  queryFn: explained(ownerApi.payoutMethods, 'Failed to fetch payout methods.'),
});
export const payoutHistoryQuery = queryOptions({
  queryKey: ownerKeys.payoutHistory,
  queryFn: explained(ownerApi.payoutHistory, 'Failed to fetch payout history.'),
});

export type PayoutChange = { add: PayoutMethodPayload } | { makeDefault: string } | { remove: string };

/** The three payout writes; on success both lists load again (spec 001 §7). */
export function usePayoutChange() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (change: PayoutChange) =>
      'add' in change
        ? ownerApi.addPayoutMethod(change.add)
        : 'makeDefault' in change
          ? ownerApi.setDefaultPayoutMethod(change.makeDefault)
          : ownerApi.deletePayoutMethod(change.remove),
    onSuccess: () => invalidate(ownerKeys.payoutMethods, ownerKeys.payoutHistory),
  });
}
