import { sql } from 'kysely';

/**
 * A stay's person in a query: the student's account (`account`, a users alias) or, for a resident the owner
 * listed by hand with no account here, the newest resident row of the stay (`bookingId`, a column reference).
 */
export const stayPerson = (field: 'name' | 'email' | 'phone', account: string, bookingId: string) =>
  sql<string>`coalesce(${sql.ref(`${account}.${field}`)}, (select ${sql.ref(`r.${field}`)} from residents r where r.booking_id = ${sql.ref(bookingId)} order by r.created_at desc limit 1), '')`;
