import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** A stable Message-ID (`<…@…>`): a message sent again after a crash is recognisably the same one. */
  messageId?: string;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  /** 'smtp' with a configured server, else 'outbox' (each message a .eml file in the outbox folder). */
  mode: 'smtp' | 'outbox';
}

/** Mail through nodemailer: SMTP when `smtpUrl` is set, otherwise written as files into `outboxDir`,
 * so password resets work offline end to end. */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
}: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): Mailer {
  // nodemailer is loaded with the first message, not at every start of the API (0.08 s)
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  if (smtpUrl) {
    return { mode: 'smtp', send: async (m) => void (await (await transportOnce()).sendMail({ from, ...m })) };
  }
  return {
    mode: 'outbox',
    send: async (m) => {
      const info = await (await transportOnce()).sendMail({ from, ...m });
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}
