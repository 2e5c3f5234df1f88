import type { Db } from '../../db/database';
import { generateBills, sendRentReminders } from './bills';
import { chargeLateFees } from './lateFees';
import { type Job, runEvery } from '../../jobs/runEvery';

/** Bills the month, charges late fees and sends reminders at start-up and then every hour, without keeping the process alive. */
export function scheduleRent(db: Db, log: (msg: string) => void): Job {
  const run = async () => {
    await generateBills(db);
    await chargeLateFees(db);
    await sendRentReminders(db);
  };
  return runEvery(run, 3_600_000, log, 'rent run');
}
