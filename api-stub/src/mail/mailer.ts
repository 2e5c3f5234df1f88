import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { mode: 'smtp', send: async (m) => void (await transport.sendMail({ from, ...m })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    send: async (m) => {
      const info = await transport.sendMail({ from, ...m });
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}
