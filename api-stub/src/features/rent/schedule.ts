import type { Db } from '../../db/database';
import { generateBills, sendRentReminders } from './bills';
import { chargeLateFees } from './lateFees';

/** Bills the month, charges late fees and sends reminders at start-up and then every hour, without keeping the process alive. */
export function scheduleRent(db: Db, log: (msg: string) => void): () => void {
  const run = () =>
    generateBills(db)
      .then(() => chargeLateFees(db))
      .then(() => sendRentReminders(db))
      .catch((error: unknown) => log(`rent run failed: ${String(error)}`));
  void run();
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
