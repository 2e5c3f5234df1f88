import crypto from 'node:crypto';
import { periodLabel, RESIDENT_STAY_MESSAGES, type ResidentStayPayload, sharingOfBeds } from 'contracts';
import type { Kysely } from 'kysely';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict } from '../../http/errors';
import { newBillId, receiptNumber } from '../rent/bills';

/** The note of a stay the owner set up for a resident they listed (no request was made). */
export const LISTED_NOTE = 'Listed by the owner';

interface ListedResident {
  id: string;
  hostel_id: string;
  hostel_name: string;
  user_id: string | null;
  room_no: string;
  floor: number;
  beds: number;
}

/**
 * Gives a resident the owner listed by hand a stay, in the caller's transaction: an active booking with the rent
 * agreed, linked to the resident row (at most one: only while the row has none) and, when the owner holds a
 * deposit, that deposit as a bill paid in cash. The student's account, when linked, owns the stay and its bills.
 */
export async function startResidentStay(
  tx: Kysely<Database>,
  resident: ListedResident,
  stay: Required<Pick<ResidentStayPayload, 'checkInDate'>> & { rent: number; depositReceived: number },
): Promise<string> {
  const id = crypto.randomUUID();
  const at = now();
  await tx
    .insertInto('bookings')
    .values({
      id,
      student_id: resident.user_id,
      hostel_id: resident.hostel_id,
      room_info: `Room ${resident.room_no}, Floor ${resident.floor}`,
      check_in_date: stay.checkInDate,
      duration_months: 1,
      note: LISTED_NOTE,
      status: 'Active',
      created_at: at,
      decided_at: at,
      deposit: stay.depositReceived,
      sharing: sharingOfBeds(resident.beds),
      price_per_bed: stay.rent,
    })
    .execute();
  const linked = await tx
    .updateTable('residents')
    .set({ booking_id: id })
    .where('id', '=', resident.id)
    .where('booking_id', 'is', null)
    .where('left_at', 'is', null)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) !== 1) throw conflict(RESIDENT_STAY_MESSAGES.already);
  if (stay.depositReceived > 0) {
    const billId = newBillId();
    const period = stay.checkInDate.slice(0, 7);
    await tx
      .insertInto('bills')
      .values({
        id: billId,
        kind: 'deposit',
        student_id: resident.user_id,
        booking_id: id,
        hostel_id: resident.hostel_id,
        hostel_name: resident.hostel_name,
        period,
        month: periodLabel(period),
        amount: stay.depositReceived,
        due_date: stay.checkInDate,
        status: 'Paid',
        paid_at: at,
        method: 'Cash',
        receipt_no: receiptNumber(period, billId),
        created_at: at,
      })
      .execute();
  }
  return id;
}
