import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';

export const paymentsQuery = queryOptions({ queryKey: studentKeys.payments, queryFn: studentApi.payments });

export const receiptQuery = (id: string) =>
  queryOptions({ queryKey: studentKeys.receipt(id), queryFn: () => studentApi.receipt(id) });

export const ledgerQuery = (bookingId: string) =>
  queryOptions({ queryKey: studentKeys.ledger(bookingId), queryFn: () => studentApi.ledger(bookingId) });

export const rentStatementQuery = (bookingId: string, year: number) =>
  queryOptions({
    queryKey: studentKeys.rentStatement(bookingId, year),
    queryFn: () => studentApi.rentStatement(bookingId, year),
  });

/** "I have paid": the bill waits for the owner's confirmation. */
export function useReportPaid(billId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => studentApi.reportPaid(billId, reference),
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.payments }),
  });
}

/** Saves a receipt's PDF. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: ({ billId, receiptNo }: { billId: string; receiptNo: string }) =>
      studentApi.downloadReceipt(billId, receiptNo),
  });
}
