import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { emailMode, mailFrom } from './config';

/** One message. Every message has both parts: `text` (plain) and `html` (htmlDocument). */
export interface OutgoingEmail {
  /** What kind of message this is, for the outbox file name and logs (never the message text). */
  kind: 'lead-alert' | 'confirm' | 'welcome' | 'newsletter' | 'newsletter-test';
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A stable Message-ID where a retry could repeat a message, so mail clients can fold duplicates. */
  messageId?: string;
  /** RFC 2369 / RFC 8058 unsubscribe targets for the List-Unsubscribe headers. */
  unsubscribe?: { url: string; mailto: string };
}

class EmailNotConfiguredError extends Error {
  constructor() {
    super('Email is not configured: set SMTP_URL');
  }
}

let smtp: { url: string; transporter: Transporter } | null = null;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transporter: nodemailer.createTransport(url) };
  return smtp.transporter;
}

function mailOptions(email: OutgoingEmail): SendMailOptions {
  return {
    from: mailFrom(),
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    ...(email.messageId ? { messageId: email.messageId } : {}),
    ...(email.unsubscribe
      ? {
          // One List-Unsubscribe header with both targets (nodemailer's `list` option writes one
          // header per target, which Gmail and Yahoo do not read as one-click). RFC 8058: the
          // provider's unsubscribe button POSTs `List-Unsubscribe=One-Click` to the https URL.
          headers: {
            'List-Unsubscribe': `<${email.unsubscribe.url}>, <${email.unsubscribe.mailto}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

/**
 * Sends one message through SMTP_URL, or writes it to the local outbox as an `.eml` file and
 * prints one line saying where (the line names the kind and file only: no address, no text).
 * Throws when the provider refuses the message, so callers can keep it for a retry.
 */
export async function sendEmail(email: OutgoingEmail): Promise<void> {
  const mode = emailMode();
  if (mode.kind === 'off') throw new EmailNotConfiguredError();
  if (mode.kind === 'smtp') {
    await smtpTransport(mode.url).sendMail(mailOptions(email));
    return;
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mailOptions(email));
  await mkdir(mode.directory, { recursive: true });
  const file = join(
    mode.directory,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.kind}-${randomBytes(4).toString('hex')}.eml`,
  );
  await writeFile(file, info.message as Buffer);
  console.log(`  Email (${email.kind}) written to ${file}`);
}
