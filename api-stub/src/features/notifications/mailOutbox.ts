import { EMAIL_KINDS, type EmailKind } from 'contracts';
import type { AppDeps } from '../../http/deps';
import { MAIL_QUEUED, notificationWakeups } from './notify';

const SUBJECTS: Record<EmailKind, string> = {
  'booking-request': 'New booking request',
  'notice-given': 'A student gave notice',
  'hostel-review': 'Your hostel listing',
  'payment-reported': 'A student says they paid rent',
  'booking-decision': 'Your booking request',
  'bill-due': 'Rent due',
  'payment-confirmed': 'Payment confirmed',
  'complaint-status': 'Your complaint',
};

/** The kinds of e-mail a user turned off, as stored in `users.email_off`. */
export const emailOffKinds = (stored: string): EmailKind[] =>
  stored.split(',').filter((kind): kind is EmailKind => kind in EMAIL_KINDS);

/**
 * Sends the e-mail of queued notifications (a transactional outbox: the notification and its mail are one
 * row, so a crash loses neither). Each is claimed by a conditional update before it is sent, so several
 * API processes never send one twice; a kind the user turned off is marked `off` and not sent.
 * Returns how many were sent.
 */
export async function sendQueuedMail(deps: AppDeps): Promise<number> {
  const { db, mailer, config } = deps;
  const queued = await db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.message',
      'notifications.link',
      'notifications.mail_kind',
      'users.name',
      'users.email',
      'users.email_off',
    ])
    .where('notifications.mail_state', '=', 'queued')
    .orderBy('notifications.created_at')
    .limit(50)
    .execute();
  let sent = 0;
  for (const n of queued) {
    const kind = n.mail_kind;
    if (!kind) continue;
    const off = emailOffKinds(n.email_off).includes(kind);
    const claimed = await db
      .updateTable('notifications')
      .set({ mail_state: off ? 'off' : 'sending' })
      .where('id', '=', n.id)
      .where('mail_state', '=', 'queued')
      .executeTakeFirst();
    if (off || Number(claimed.numUpdatedRows) !== 1) continue;
    const link = n.link ? `\n\nOpen it on Hostel Hub: ${config.siteUrl}${n.link}` : '';
    const settings = `\n\nYou get this e-mail because "${EMAIL_KINDS[kind].label}" is on in your settings. Turn it off there any time.`;
    let state: 'sent' | 'failed' = 'sent';
    try {
      await mailer.send({
        to: n.email,
        subject: `${SUBJECTS[kind]} - Hostel Hub`,
        text: `Hello ${n.name},\n\n${n.message}${link}${settings}\n\nHostel Hub`,
      });
      sent++;
    } catch {
      state = 'failed';
    }
    await db.updateTable('notifications').set({ mail_state: state }).where('id', '=', n.id).execute();
  }
  return sent;
}

/**
 * Sends queued mail as soon as this process queues some, and looks every 10 s for mail other processes
 * queued or a crash left behind. The returned function stops it and waits for a send in progress.
 */
export function startMailOutbox(deps: AppDeps, log: (msg: string) => void): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let again = false;
  let busy = false;
  const run = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = (async () => {
      do {
        again = false;
        try {
          await sendQueuedMail(deps);
        } catch (error) {
          log(`mail outbox: ${String(error)}`);
        }
      } while (again);
      busy = false;
    })();
  };
  notificationWakeups.on(MAIL_QUEUED, run);
  const timer = setInterval(run, 10_000);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    notificationWakeups.off(MAIL_QUEUED, run);
    await running;
  };
}
