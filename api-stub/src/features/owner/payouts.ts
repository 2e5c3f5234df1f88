import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { PayoutMethodsTable } from '../../db/schema';

export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

const required = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` });

export const payoutMethodSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('BANK_TRANSFER'),
      details: z.object(
        {
          accountNumber: required('Account number').regex(/^\d{9,18}$/, {
            error: 'Account number must be 9 to 18 digits.',
          }),
          ifscCode: required('IFSC code')
            .transform((v) => v.toUpperCase())
            .pipe(
              z.string().regex(IFSC, {
                error: 'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234).',
              }),
            ),
          bankName: required('Bank name').max(100),
          accountHolderName: required('Account holder name').max(100),
        },
        { error: 'Bank details are required.' },
      ),
      isDefault: z.boolean().default(false),
    }),
    z.object({
      type: z.literal('UPI'),
      details: z.object(
        { upiId: required('UPI ID').regex(UPI_ID, { error: 'Enter a valid UPI ID, like name@bank.' }) },
        { error: 'UPI details are required.' },
      ),
      isDefault: z.boolean().default(false),
    }),
  ],
  { error: 'Payout type must be BANK_TRANSFER or UPI.' },
);

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
