import { EMAIL_KINDS, type EmailKind } from 'contracts';
import { clock, now } from '../../db/database';
import type { AppDeps } from '../../http/deps';
import { MAIL_QUEUED, notificationWakeups } from './notify';

const SUBJECTS: Record<EmailKind, string> = {
  'booking-request': 'New booking request',
  'notice-given': "A student's notice to leave",
  'hostel-review': 'Your hostel listing',
  'payment-reported': 'A student says they paid rent',
  'booking-decision': 'Your booking request',
  'bill-due': 'Rent due',
  'payment-confirmed': 'Payment confirmed',
  'complaint-status': 'Your complaint',
  'bed-free': 'A bed is free',
  'message-to-owner': 'A student wrote to you',
  'message-to-student': 'A hostel answered you',
  'visit-owner': 'A visit to your hostel',
  'visit-student': 'Your visit',
};

/** The kinds of e-mail a user turned off, as stored in `users.email_off`. */
export const emailOffKinds = (stored: string): EmailKind[] =>
  stored.split(',').filter((kind): kind is EmailKind => kind in EMAIL_KINDS);

/** How long a process may take to send a message it claimed; after that any process may claim it again. */
export const MAIL_LEASE_MS = 2 * 60_000;

/** The Message-ID of a notification's e-mail: the same for every try, so a resend is the same message. */
export function messageIdOf(notificationId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'hostelhub.in';
  return `<notification-${notificationId}@${domain}>`;
}

/**
 * Sends the e-mail of queued notifications (a transactional outbox: the notification and its mail are one
 * row, so a crash loses neither). Each is claimed by a conditional update with a lease before it is sent,
 * so several API processes never send one at once, and a row whose sender died (still `sending` after its
 * lease) is claimed again by any process: mail is delivered at least once, always under its row's
 * Message-ID. A kind the user turned off is marked `off` and not sent. Returns how many were sent.
 */
export async function sendQueuedMail(deps: AppDeps): Promise<number> {
  const { db, mailer, config } = deps;
  const at = now();
  const queued = await db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.message',
      'notifications.link',
      'notifications.mail_kind',
      'notifications.mail_state',
      'notifications.mail_lease_until',
      'notifications.is_read',
      'notifications.mail_after',
      'users.name',
      'users.email',
      'users.email_off',
    ])
    .where((eb) =>
      eb.or([
        eb('notifications.mail_state', '=', 'queued'),
        eb.and([eb('notifications.mail_state', '=', 'sending'), eb('notifications.mail_lease_until', '<', at)]),
      ]),
    )
    .where((eb) => eb.or([eb('notifications.mail_after', 'is', null), eb('notifications.mail_after', '<=', at)]))
    .orderBy('notifications.created_at')
    .limit(50)
    .execute();
  let sent = 0;
  for (const n of queued) {
    const kind = n.mail_kind;
    if (!kind) continue;
    // a mail that waits to see whether the notification is read is not sent once it is
    const off = emailOffKinds(n.email_off).includes(kind) || (n.mail_after !== null && n.is_read === 1);
    const claimed = await db
      .updateTable('notifications')
      .set((eb) => ({
        mail_state: off ? 'off' : 'sending',
        mail_lease_until: off ? null : new Date(clock() + MAIL_LEASE_MS).toISOString(),
        mail_attempts: eb('mail_attempts', '+', 1),
      }))
      .where('id', '=', n.id)
      .where('mail_state', '=', n.mail_state)
      .where((eb) =>
        n.mail_lease_until === null
          ? eb('mail_lease_until', 'is', null)
          : eb('mail_lease_until', '=', n.mail_lease_until),
      )
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
        messageId: messageIdOf(n.id, config.mailFrom),
      });
      sent++;
    } catch {
      state = 'failed';
    }
    await db
      .updateTable('notifications')
      .set({ mail_state: state, mail_lease_until: null })
      .where('id', '=', n.id)
      .execute();
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
