import { CONTACT_HIDDEN } from 'contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Ten digits or more (a mobile number, a landline with its code), with spaces, dots, dashes or brackets
 * between them and an optional + in front; a date or a price has fewer. */
const PHONE = /\+?\d(?:[\s().-]*\d){9,}/g;

/** The text with every e-mail address and phone number in it replaced by a note that it is hidden. */
export const hideContacts = (text: string): string =>
  text.replace(EMAIL, CONTACT_HIDDEN).replace(PHONE, CONTACT_HIDDEN);

/** Whether a student and a hostel may see each other's contacts: a booking of hers there was approved, or a
 * visit confirmed. */
export async function contactsShared(
  db: Db | Transaction<Database>,
  hostelId: string,
  studentId: string,
): Promise<boolean> {
  const [approved, visit] = await Promise.all([
    db
      .selectFrom('bookings')
      .select('id')
      .where('hostel_id', '=', hostelId)
      .where('student_id', '=', studentId)
      .where('status', 'in', ['Active', 'Completed'])
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('visits')
      .select('id')
      .where('hostel_id', '=', hostelId)
      .where('student_id', '=', studentId)
      .where('status', '=', 'confirmed')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return Boolean(approved || visit);
}
