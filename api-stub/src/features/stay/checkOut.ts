import crypto from 'node:crypto';
import { billTitle, type CheckOutBody, formatRupees, periodOf, REFUND_MESSAGES } from 'contracts';
import type { Selectable } from 'kysely';
import { clock, type Db } from '../../db/database';
import type { BillsTable } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { receiptNumber } from '../rent/bills';

/** What a check-out keeps of the deposit: the open bills it pays in full, and other deductions with their reasons. */
export interface Settlement {
  held: number;
  settled: Array<{ bill: Selectable<BillsTable>; title: string }>;
  others: Array<{ amount: number; reason: string }>;
  returned: number;
  deducted: number;
  /** Every deduction in words, as the stay's record and the student's notice say it. */
  reasons: string[];
}

const NO_SHOW_REASON = 'No-show: no refund.';

/** "Electricity, October (₹765, settled from the deposit)" */
const settledWords = (title: string, amount: number) => `${title} (${formatRupees(amount)}, settled from the deposit)`;

/**
 * The settlement a check-out asks for, checked against what was received: only bills of this stay still to pay (not
 * one the student says is paid: that is settled first), and never more than the deposit received. A no-show keeps
 * the whole deposit; an owner release from before settlements sends the amount returned and one reason.
 */
export async function planSettlement(db: Db, bookingId: string, body: CheckOutBody, held: number) {
  // what the settlement counts on must be known: a payment the student reported (of any bill for a no-show, of the
  // deposit for anyone) is confirmed, or said not received, first
  const awaiting = await db
    .selectFrom('bills')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'Awaiting confirmation')
    .$if(body.outcome !== 'no-show', (q) => q.where('kind', '=', 'deposit'))
    .executeTakeFirst();
  if (awaiting) throw conflict(REFUND_MESSAGES.ownerAwaitingConfirmation);
  if (body.outcome === 'no-show')
    return settlement(held, [], held > 0 ? [{ amount: held, reason: NO_SHOW_REASON }] : []);
  if (body.settleBillIds === undefined && body.deductions === undefined) {
    const returned = body.depositReturned ?? held;
    if (returned > held) throw tooMuch(held, returned);
    const kept = held - returned;
    if (kept > 0 && !body.deductionReason) throw badRequest('Please give the reason for keeping part of the deposit.');
    return settlement(held, [], kept > 0 ? [{ amount: kept, reason: body.deductionReason ?? '' }] : []);
  }
  const ids = [...new Set(body.settleBillIds ?? [])];
  const bills = ids.length
    ? await db.selectFrom('bills').selectAll().where('booking_id', '=', bookingId).where('id', 'in', ids).execute()
    : [];
  for (const id of ids) {
    const bill = bills.find((b) => b.id === id);
    if (!bill) throw badRequest('A bill to settle is not one of this stay’s. Please refresh the page.');
    if (bill.status === 'Paid') throw conflict(`${billTitle(bill)} is paid already. Please refresh the page.`);
    if (bill.status === 'Awaiting confirmation')
      throw conflict(
        `The student says ${billTitle(bill)} is paid: confirm it, or say it was not received, before settling it from the deposit.`,
      );
  }
  const plan = settlement(
    held,
    bills.map((bill) => ({ bill, title: billTitle(bill) })),
    body.deductions ?? [],
  );
  if (plan.returned < 0) throw tooMuch(held, plan.deducted, true);
  return plan;
}

function settlement(held: number, settled: Settlement['settled'], others: Settlement['others']): Settlement {
  const deducted = settled.reduce((n, s) => n + s.bill.amount, 0) + others.reduce((n, d) => n + d.amount, 0);
  return {
    held,
    settled,
    others,
    returned: held - deducted,
    deducted,
    reasons: [...settled.map((s) => settledWords(s.title, s.bill.amount)), ...others.map((d) => d.reason)],
  };
}

function tooMuch(held: number, asked: number, deductions = false) {
  if (held === 0) return badRequest('No deposit was received for this stay, so none can be returned or kept.');
  return badRequest(
    deductions
      ? `The deductions, ${formatRupees(asked)}, are more than the deposit received, ${formatRupees(held)}. Settle the rest of the bills separately.`
      : `At most the deposit received, ${formatRupees(held)}, can be returned.`,
  );
}

/**
 * Records a settlement inside the check-out's transaction: each settled bill paid from the deposit (once: the bill
 * must still be unpaid, and the unique index on deductions holds it to one), and a row for every deduction.
 */
export async function recordSettlement(tx: Db, bookingId: string, plan: Settlement, at: string): Promise<void> {
  for (const { bill, title } of plan.settled) {
    const paid = await tx
      .updateTable('bills')
      .set({ status: 'Paid', paid_at: at, method: 'Deposit', receipt_no: receiptNumber(periodOf(clock()), bill.id) })
      .where('id', '=', bill.id)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1)
      throw conflict(`${title} changed meanwhile (paid or reported paid). Please refresh the page.`);
    await tx
      .insertInto('deductions')
      .values({
        id: crypto.randomUUID(),
        booking_id: bookingId,
        bill_id: bill.id,
        amount: bill.amount,
        reason: title,
        created_at: at,
      })
      .execute();
  }
  for (const other of plan.others)
    await tx
      .insertInto('deductions')
      .values({
        id: crypto.randomUUID(),
        booking_id: bookingId,
        bill_id: null,
        amount: other.amount,
        reason: other.reason,
        created_at: at,
      })
      .execute();
}

/** "₹5,735 of your deposit comes back (₹765 settled Electricity, October; ₹0 kept)." in the student's words. */
export function settlementWords(plan: Settlement): string {
  const back = `${formatRupees(plan.returned)} of your deposit comes back`;
  return plan.deducted ? `${back} (kept: ${plan.reasons.join('; ')}).` : `${back}.`;
}
