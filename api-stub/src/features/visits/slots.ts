import {
  indiaDate,
  VISIT_DAYS_AHEAD,
  VISIT_MIN_NOTICE_MINUTES,
  VISIT_SLOT_MINUTES,
  type VisitingHours,
} from 'contracts';
import type { Transaction } from 'kysely';
import { clock, type Db } from '../../db/database';
import type { Database } from '../../db/schema';

const MINUTE = 60_000;
const INDIA_OFFSET = 330 * MINUTE;

/** The statuses that hold a slot. */
export const OPEN_STATUSES = ['requested', 'proposed', 'confirmed'] as const;

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** A hostel's weekly visiting hours, by weekday then time. */
export async function visitingHours(db: Db | Transaction<Database>, hostelId: string): Promise<VisitingHours['hours']> {
  const rows = await db
    .selectFrom('visiting_hours')
    .selectAll()
    .where('hostel_id', '=', hostelId)
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
  return rows.map((r) => ({ weekday: r.weekday, from: hhmm(r.start_minute), to: hhmm(r.end_minute) }));
}

/** Replaces a hostel's visiting hours (in the transaction of the write). */
export async function setVisitingHours(tx: Transaction<Database>, hostelId: string, hours: VisitingHours['hours']) {
  await tx.deleteFrom('visiting_hours').where('hostel_id', '=', hostelId).execute();
  const unique = new Map(hours.map((h) => [`${h.weekday} ${h.from}`, h]));
  for (const h of unique.values())
    await tx
      .insertInto('visiting_hours')
      .values({ hostel_id: hostelId, weekday: h.weekday, start_minute: minuteOf(h.from), end_minute: minuteOf(h.to) })
      .execute();
}

/** Every slot the hours give in the next VISIT_DAYS_AHEAD days (India time), at least the notice ahead. */
export function slotsOf(hours: VisitingHours['hours'], at = clock()): string[] {
  const slots = new Set<string>();
  for (let day = 0; day < VISIT_DAYS_AHEAD; day++) {
    const date = indiaDate(at + day * 86_400_000);
    const midnight = Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const h of hours.filter((x) => x.weekday === weekday))
      for (let m = minuteOf(h.from); m + VISIT_SLOT_MINUTES <= minuteOf(h.to); m += VISIT_SLOT_MINUTES) {
        const start = midnight + m * MINUTE;
        if (start >= at + VISIT_MIN_NOTICE_MINUTES * MINUTE) slots.add(new Date(start).toISOString());
      }
  }
  return [...slots].sort();
}

/** The hostel's slots nobody holds, soonest first. */
export async function freeSlots(db: Db | Transaction<Database>, hostelId: string, at = clock()): Promise<string[]> {
  const all = slotsOf(await visitingHours(db, hostelId), at);
  if (!all.length) return [];
  const held = await db
    .selectFrom('visits')
    .select('starts_at')
    .where('hostel_id', '=', hostelId)
    .where('status', 'in', [...OPEN_STATUSES])
    .where('starts_at', '>=', all[0])
    .execute();
  const taken = new Set(held.map((v) => v.starts_at));
  return all.filter((s) => !taken.has(s));
}
