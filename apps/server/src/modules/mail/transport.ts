import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './outbox.repository.ts';

export interface MailTransport {
  send(mail: OutboxRow, from: string): Promise<void>;
  close(): void;
}

function message(mail: OutboxRow, from: string) {
  return {
    from,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    // Stable per outbox row: a resend after a crash carries the same id, so it can be deduplicated.
    messageId: `<${mail.id}@tradelink.outbox>`,
  };
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://127.0.0.1:2525). */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail, from) {
      await transporter.sendMail(message(mail, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each mail is written as an .eml file under DATA_DIR/outbox, named by its outbox
 * id, so a developer can open it and a resend overwrites rather than duplicates.
 */
export function createFolderTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, from) {
      const info = await transporter.sendMail(message(mail, from));
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${mail.id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}
