import { clock, type Db } from '../../db/database';
import { inTransaction, notify } from '../notifications/notify';
import { visitReminderAt, visitTimeText as visitTime } from 'contracts';
import { type Job, runEvery } from '../../jobs/runEvery';

/** Longer than any visit is reminded ahead (at most from 6 pm the evening before its day, 30 hours). */
const LOOK_AHEAD = 2 * 86_400_000;

/**
 * Reminds both sides of each confirmed visit when its reminder time has come (the evening before its day in
 * India: `visitReminderAt`), and only once: a conditional update claims it.
 */
export async function sendVisitReminders(db: Db, at = clock()): Promise<number> {
  const soon = await db
    .selectFrom('visits')
    .innerJoin('hostels', 'hostels.id', 'visits.hostel_id')
    .innerJoin('users', 'users.id', 'visits.student_id')
    .select([
      'visits.id',
      'visits.starts_at',
      'visits.student_id',
      'hostels.owner_id',
      'hostels.name',
      'users.name as student',
    ])
    .where('visits.status', '=', 'confirmed')
    .where('visits.reminded_at', 'is', null)
    .where('visits.starts_at', '>', new Date(at).toISOString())
    .where('visits.starts_at', '<=', new Date(at + LOOK_AHEAD).toISOString())
    .execute();
  let sent = 0;
  for (const v of soon.filter((visit) => visitReminderAt(visit.starts_at) <= at))
    await inTransaction(db, async (tx) => {
      const claimed = await tx
        .updateTable('visits')
        .set({ reminded_at: new Date(at).toISOString() })
        .where('id', '=', v.id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      if (!Number(claimed.numUpdatedRows)) return;
      const when = visitTime(v.starts_at);
      await notify(tx, v.student_id, 'info', `Reminder: your visit to ${v.name} is on ${when}.`, {
        link: '/student/my-bookings',
        mail: 'visit-student',
      });
      await notify(tx, v.owner_id, 'info', `Reminder: ${v.student} visits ${v.name} on ${when}.`, {
        link: '/owner/visits',
        mail: 'visit-owner',
      });
      sent++;
    });
  return sent;
}

/** Sends the reminders at start-up and then every 10 minutes, without keeping the process alive. */
export function scheduleVisitReminders(db: Db, log: (msg: string) => void): Job {
  return runEvery(() => sendVisitReminders(db), 10 * 60_000, log, 'visit reminders');
}
