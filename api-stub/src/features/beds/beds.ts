import { BOOKING_MESSAGES, type Gender, genderFits, type HostelType, type SharingType } from 'contracts';
import type { Kysely } from 'kysely';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { notify } from '../notifications/notify';

type Hostel = { id: string; name: string; type: HostelType; price: number };

/**
 * The bed a request asks for: the hostel's room option of `sharing` and its price a bed now. A hostel that lists
 * options needs one named, with a free bed; one that lists none is booked at its listed price. A student whose
 * gender the hostel does not take is refused in plain words.
 */
export async function chooseBed(
  db: Kysely<Database>,
  hostel: Hostel,
  sharing: SharingType | undefined,
  gender: Gender | null,
): Promise<{ sharing: SharingType | null; price: number }> {
  if (!genderFits(hostel.type, gender)) throw badRequest(BOOKING_MESSAGES.genderMismatch(hostel.type));
  const options = await db
    .selectFrom('room_options')
    .select(['sharing', 'price_per_bed', 'beds_free'])
    .where('hostel_id', '=', hostel.id)
    .execute();
  if (!options.length) return { sharing: null, price: hostel.price };
  if (!sharing) throw badRequest(BOOKING_MESSAGES.chooseSharing);
  const option = options.find((o) => o.sharing === sharing);
  if (!option) throw badRequest(BOOKING_MESSAGES.notOffered(sharing));
  if (option.beds_free <= 0) throw conflict(BOOKING_MESSAGES.optionFull(sharing));
  return { sharing, price: option.price_per_bed };
}

/**
 * A bed of `sharing` is free again (a stay cancelled or ended): everyone waiting for one is told. The listing's
 * counts of free beds stay the owner's to keep (they list beds they may not manage here).
 */
export async function bedFreed(tx: Kysely<Database>, hostelId: string, sharing: SharingType | null): Promise<void> {
  if (sharing) await tellWaitlist(tx, hostelId, [sharing]);
}

/**
 * Tells everyone still waiting for a bed of these options of a hostel (a notification and an e-mail) that one
 * is free, once: the entry is marked told in the same transaction.
 */
export async function tellWaitlist(tx: Kysely<Database>, hostelId: string, options: SharingType[]): Promise<number> {
  if (!options.length) return 0;
  const waiting = await tx
    .selectFrom('waitlist')
    .innerJoin('hostels', 'hostels.id', 'waitlist.hostel_id')
    .select(['waitlist.student_id', 'waitlist.sharing', 'hostels.name'])
    .where('waitlist.hostel_id', '=', hostelId)
    .where('waitlist.sharing', 'in', options)
    .where('waitlist.told_at', 'is', null)
    .orderBy('waitlist.created_at')
    .execute();
  const at = now();
  for (const entry of waiting) {
    const told = await tx
      .updateTable('waitlist')
      .set({ told_at: at })
      .where('student_id', '=', entry.student_id)
      .where('hostel_id', '=', hostelId)
      .where('sharing', '=', entry.sharing)
      .where('told_at', 'is', null)
      .executeTakeFirst();
    if (!Number(told.numUpdatedRows)) continue;
    await notify(
      tx,
      entry.student_id,
      'success',
      `A ${entry.sharing.toLowerCase()} sharing bed is free at ${entry.name}. Request it before someone else does.`,
      { link: `/student/hostels/${hostelId}`, mail: 'bed-free' },
    );
  }
  return waiting.length;
}
