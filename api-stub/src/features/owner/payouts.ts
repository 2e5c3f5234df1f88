import type { Selectable } from 'kysely';
import type { PayoutMethodsTable } from '../../db/schema';

export function maskAccount(accountNumber: string): string {
  return `XXXX${accountNumber.slice(-4)}`;
}

/** A payout method as it leaves the server: the account number masked to its last 4 digits. */
export function toPayoutMethod(row: Selectable<PayoutMethodsTable>) {
  const details =
    row.type === 'BANK_TRANSFER'
      ? {
          accountNumber: maskAccount(row.account_number ?? ''),
          ifscCode: row.ifsc_code ?? '',
          bankName: row.bank_name ?? '',
          accountHolderName: row.account_holder_name ?? '',
        }
      : { upiId: row.upi_id ?? '' };
  return { _id: row.id, type: row.type, details, isDefault: row.is_default === 1 };
}
