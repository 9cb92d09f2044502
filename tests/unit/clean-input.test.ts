import { describe, expect, it } from 'vitest';
import { emailTemplateInputSchema } from '../../src/lib/schemas/ai';
import { chatRequestSchema } from '../../src/lib/schemas/chat';
import { inquiryInputSchema } from '../../src/lib/schemas/inquiry';
import { subscribeInputSchema } from '../../src/lib/schemas/newsletter';
import { validate } from '../../src/server/http';

/** What a person types is stored clean, and junk gets a clear message, never stored. */
const valid = {
  name: 'Jordan Rep',
  email: 'jordan@example.com',
  phone: '(555) 010-2030',
  company: 'Riverbend Hospice',
  message: 'Please call about SNF coaching.',
};

async function firstError(input: unknown): Promise<{ path: string; message: string }> {
  const result = validate(inquiryInputSchema, input);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.response.status).toBe(400);
  const body = (await result.response.json()) as { issues: { path: string; message: string }[] };
  return body.issues[0]!;
}

describe('clean input', () => {
  it('normalises names, companies and messages to NFC and trims them', () => {
    const decomposed = 'Rene\u0301e Zoe\u0308'; // "Renée Zoë" typed with combining marks
    const parsed = inquiryInputSchema.parse({
      ...valid,
      name: `  ${decomposed} `,
      company: 'Cafe\u0301 Hospice',
      message: 'Line one\r\nLine two\rLine three',
    });
    expect(parsed.name).toBe('Renée Zoë');
    expect(parsed.name).toBe(parsed.name.normalize('NFC'));
    expect(parsed.company).toBe('Café Hospice');
    expect(parsed.message).toBe('Line one\nLine two\nLine three');
  });

  it.each([
    ['a CR/LF in the name', { name: 'Jordan\r\nBcc: x@evil.example' }, 'name', /^Name contains a line break or control character/],
    ['a NUL in the company', { company: 'River\u0000bend' }, 'company', /^Company contains a line break or control character/],
    [
      'an escape in the message',
      { message: 'Hello there \u001b[31m red' },
      'message',
      /^Message contains a line break or control character/,
    ],
    ['a bidi override in the name', { name: 'Jordan \u202Egpj.exe' }, 'name', /^Name contains invisible text-direction characters/],
    [
      'a bidi isolate in the message',
      { message: 'Please call \u2066me\u2069 tomorrow' },
      'message',
      /^Message contains invisible text-direction characters/,
    ],
    ['U+FFFD in the name', { name: 'Jos\uFFFD Rep' }, 'name', /^Name contains a garbled character/],
    ['a control character in the phone', { phone: '555-010-2030\u0000' }, 'phone', /^Phone contains a line break or control character/],
    ['a line break in the email', { email: 'jordan@example.com\nbcc@evil.example' }, 'email', /^Please enter a valid email address$/],
    ['a bidi mark in the email', { email: 'jordan\u200F@example.com' }, 'email', /^Please enter a valid email address$/],
    ['U+FFFD in the email', { email: 'jor\uFFFDdan@example.com' }, 'email', /^Please enter a valid email address$/],
  ])('refuses %s with a clear message', async (_label, change, path, message) => {
    const issue = await firstError({ ...valid, ...change });
    expect(issue.path).toBe(path);
    expect(issue.message).toMatch(message);
  });

  it('keeps line breaks and tabs in a multi-line message but not in one-line fields', () => {
    expect(inquiryInputSchema.safeParse({ ...valid, message: 'Hi,\n\tplease call me.' }).success).toBe(true);
    expect(inquiryInputSchema.safeParse({ ...valid, name: 'Jordan\tRep' }).success).toBe(false);
  });

  it('requires at least 10 digits in the phone number, whatever the punctuation', async () => {
    for (const phone of ['555-0102', '(555) 010-203', '+1 (555) --- ---', 'call me maybe!']) {
      const issue = await firstError({ ...valid, phone });
      expect(issue).toEqual({ path: 'phone', message: 'Please enter a valid phone number' });
    }
    for (const phone of ['5550102030', '(555) 010-2030', '+1 555.010.2030', '555 010 2030 ext. 12'])
      expect(inquiryInputSchema.safeParse({ ...valid, phone }).success).toBe(true);
  });

  it('cleans the other public payloads the same way', () => {
    expect(subscribeInputSchema.safeParse({ email: 'a\u0000@b.co' }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ prompt: 'How do I \u202Eapproach a DON?' }).success).toBe(false);
    expect(chatRequestSchema.parse({ prompt: 'Cafe\u0301 meeting with a DON?' }).prompt).toBe('Café meeting with a DON?');
    expect(
      emailTemplateInputSchema.safeParse({ context: 'Dr. Patel referred a patient yesterday.', recipientName: 'Dr.\nPatel' }).success,
    ).toBe(false);
  });
});
