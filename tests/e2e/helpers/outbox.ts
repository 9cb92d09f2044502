import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Where the local server writes email without SMTP_URL (scripts/lib/local-secrets.mjs). */
const OUTBOX = '.netlify/outbox';

const addressOf = (message: ParsedMail) => (message.to && 'value' in message.to ? (message.to.value[0]?.address ?? '') : '');

/** Every message in the local outbox to `to` (addresses are unique per test), oldest first. */
export async function outboxMessagesTo(to: string): Promise<ParsedMail[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const messages = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(OUTBOX, file)))));
  return messages.filter((message) => addressOf(message).toLowerCase() === to.toLowerCase());
}

/** Waits for the message to `to` whose subject matches, and returns it. */
export async function waitForEmail(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxMessagesTo(to)).find((message) => subject.test(message.subject ?? ''));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** A header exactly as written (mailparser folds List-* headers into one parsed object). */
export function rawHeader(message: ParsedMail, name: string): string | undefined {
  const line = message.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}
