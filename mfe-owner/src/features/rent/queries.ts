import { queryOptions, useMutation } from '@tanstack/react-query';
import { useInvalidate } from 'app-kit';
import type { ConfirmPaymentPayload, NotReceivedPayload } from 'contracts';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

export const rentRollQuery = (hostelId: string, month: string) =>
  queryOptions({
    queryKey: ownerKeys.rentRoll(hostelId, month),
    queryFn: () => ownerApi.rentRoll({ hostelId: hostelId || undefined, month }),
  });

export type RentChange =
  | { confirm: string; payment: ConfirmPaymentPayload }
  | { notReceived: string; body: NotReceivedPayload }
  | { remind: string }
  | { generate: string }
  | { dueDay: number; hostelId: string };

/** The rent roll's writes; each reloads the roll and the dashboard's dues. */
export function useRentChange() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (change: RentChange) =>
      'confirm' in change
        ? ownerApi.confirmPayment(change.confirm, change.payment)
        : 'notReceived' in change
          ? ownerApi.notReceived(change.notReceived, change.body)
          : 'remind' in change
            ? ownerApi.remindBill(change.remind)
            : 'generate' in change
              ? ownerApi.generateBills(change.generate || undefined)
              : ownerApi.setRentDueDay(change.hostelId, change.dueDay),
    onSuccess: () => invalidate(ownerKeys.rent, ownerKeys.dashboard),
  });
}
