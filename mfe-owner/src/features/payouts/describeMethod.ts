import type { PayoutHistoryEntry, PayoutMethod } from 'contracts';

/** "HDFC Bank · XXXX7891" or "UPI · name@bank" (account numbers arrive masked). */
export function describeMethod(m: Pick<PayoutMethod, 'type' | 'details'>): string {
  return m.type === 'UPI'
    ? `UPI · ${m.details.upiId ?? ''}`
    : `${m.details.bankName ?? 'Bank'} · ${m.details.accountNumber ?? ''}`;
}

export function describeSnapshot(s: PayoutHistoryEntry['payoutMethodDetailsSnapshot']): string {
  return s.type === 'UPI'
    ? `UPI${s.upiId ? ` · ${s.upiId}` : ''}`
    : `Bank transfer${s.accountNumber ? ` · ${s.accountNumber}` : ''}`;
}
