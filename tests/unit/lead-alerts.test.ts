import { createServer, type Server } from 'node:http';
import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import inquiriesHandler from '../../netlify/functions/inquiries.mts';
import { store } from '../../src/server/blobs';
import { deliverLeadAlert, retryLeadAlerts, type LeadAlertRecord } from '../../src/server/email/lead-alert-queue';
import { uuidv7 } from '../../src/lib/uuidv7';
import { clear, startTestBlobs } from '../helpers/blobs';
import { jsonPost, SITE } from '../helpers/requests';
import { startTestSmtp, waitForMessages, type TestSmtp } from '../helpers/smtp';

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let smtp: TestSmtp;
let webhook: { server: Server; url: string; bodies: unknown[]; status: number };

beforeAll(async () => {
  blobs = await startTestBlobs();
  smtp = await startTestSmtp();
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      bodies.push({ contentType: req.headers['content-type'], body: JSON.parse(text) as unknown });
      res.statusCode = webhook.status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  webhook = { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`, bodies, status: 200 };
});
afterAll(async () => {
  await smtp.stop();
  await new Promise((resolve) => webhook.server.close(resolve));
  await blobs.stop();
});

beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.SMTP_URL = smtp.url;
  process.env.OWNER_EMAIL = 'owner@spartan.test';
  process.env.MAIL_FROM = 'Spartan Hospice Sales <desk@spartan.test>';
  delete process.env.LEAD_WEBHOOK_URL;
  delete process.env.MAIL_OUTBOX_DIR;
  smtp.messages.length = 0;
  smtp.failNext(0);
  webhook.bodies.length = 0;
  webhook.status = 200;
  await Promise.all((['inquiries', 'lead-alerts', 'ratelimits', 'admin'] as const).map(clear));
});
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.OWNER_EMAIL;
  delete process.env.MAIL_FROM;
  delete process.env.LEAD_WEBHOOK_URL;
});

/** A Netlify context whose waitUntil work the test can wait for. */
function contextWithWaitUntil(): { context: Context; settled: () => Promise<unknown> } {
  const pending: Promise<unknown>[] = [];
  return {
    context: { ip: '203.0.113.7', waitUntil: (promise: Promise<unknown>) => pending.push(promise) } as unknown as Context,
    settled: () => Promise.all(pending),
  };
}

const LEAD = {
  name: 'Jordan Rivera',
  email: 'jordan.rivera@riverbendhospice.org',
  phone: '555-010-4477',
  company: 'Riverbend Hospice',
  serviceType: 'Sales Leadership Intensive',
  message: 'Our liaisons need help with SNF discharge planners.\nCan we talk this week?',
};

async function submitLead(fields: Record<string, unknown> = {}) {
  const { context, settled } = contextWithWaitUntil();
  const response = await inquiriesHandler(jsonPost('/api/inquiries', { ...LEAD, ...fields }), context);
  return { response, settled, id: ((await response.clone().json()) as { id?: string }).id };
}

describe('new-lead alert', () => {
  it('emails the owner once, after the response: name and service in the subject, every field, a link to /admin, reply-to the lead', async () => {
    const { response, settled, id } = await submitLead();
    expect(response.status).toBe(201);
    await settled();
    const [message] = await waitForMessages(smtp, 1);
    expect(smtp.messages).toHaveLength(1);
    expect(message!.subject).toBe('New lead: Jordan Rivera (Sales Leadership Intensive)');
    expect(message!.to && 'text' in message!.to ? message!.to.text : '').toBe('owner@spartan.test');
    expect(message!.replyTo?.value[0]?.address).toBe(LEAD.email);
    expect(message!.from?.value[0]?.address).toBe('desk@spartan.test');
    for (const value of [
      LEAD.name,
      LEAD.email,
      LEAD.phone,
      LEAD.company,
      LEAD.serviceType,
      'Our liaisons need help with SNF discharge planners.',
      id!,
    ]) {
      expect(message!.text).toContain(value);
      expect(message!.html).toContain(value);
    }
    expect(message!.text).toContain(`${SITE}/admin`);
    expect(message!.html).toContain(`href="${SITE}/admin"`);
    expect(message!.html).toContain('<html lang="en">');
    const record = (await store('lead-alerts').get(id!, { type: 'json' })) as LeadAlertRecord;
    expect(record.emailSentAt).toBeTruthy();
    expect(record.doneAt).toBeTruthy();
  });

  it('escapes what the visitor typed in the HTML part', async () => {
    const { settled } = await submitLead({ message: '<img src=x onerror=alert(1)> please call' });
    await settled();
    const [message] = await waitForMessages(smtp, 1);
    expect(message!.html).not.toContain('<img src=x');
    expect(message!.html).toContain('&lt;img src=x onerror=alert(1)&gt; please call');
  });

  it('posts a Slack-compatible {"text"} to LEAD_WEBHOOK_URL once, as well as the email', async () => {
    process.env.LEAD_WEBHOOK_URL = webhook.url;
    const { settled } = await submitLead();
    await settled();
    await waitForMessages(smtp, 1);
    expect(webhook.bodies).toHaveLength(1);
    const { contentType, body } = webhook.bodies[0] as { contentType: string; body: { text: string } };
    expect(contentType).toBe('application/json');
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toContain('New lead: Jordan Rivera (Sales Leadership Intensive)');
    expect(body.text).toContain(`Phone: ${LEAD.phone}`);
    expect(body.text).toContain(`${SITE}/admin`);
  });

  it('stores the lead and answers 201 while SMTP is down; the scheduled retry then sends exactly one alert', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'; // nothing listens there
    const { response, settled, id } = await submitLead();
    expect(response.status).toBe(201);
    await settled();
    expect(await store('inquiries').get(id!, { type: 'json' })).toMatchObject({ name: LEAD.name });
    const kept = (await store('lead-alerts').get(id!, { type: 'json' })) as LeadAlertRecord;
    expect(kept.doneAt).toBeUndefined();
    expect(kept.attempts).toBe(1);
    expect(kept.lastError).toMatch(/^email: /);
    expect(JSON.stringify(kept)).not.toContain(LEAD.email);

    process.env.SMTP_URL = smtp.url;
    expect(await retryLeadAlerts()).toEqual({ sent: 1, failed: 0 });
    expect(await retryLeadAlerts()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toContain('Jordan Rivera');
  });

  it('a provider refusal (451) is kept and retried; the webhook that did succeed is not repeated', async () => {
    process.env.LEAD_WEBHOOK_URL = webhook.url;
    smtp.failNext(1);
    const { settled, id } = await submitLead();
    await settled();
    expect(smtp.messages).toHaveLength(0);
    expect(webhook.bodies).toHaveLength(1);
    expect(((await store('lead-alerts').get(id!, { type: 'json' })) as LeadAlertRecord).lastError).toContain('451');
    await retryLeadAlerts();
    expect(smtp.messages).toHaveLength(1);
    expect(webhook.bodies).toHaveLength(1);
  });

  it('a submission delivered twice (offline outbox) alerts once, and concurrent senders send once', async () => {
    const submissionId = uuidv7();
    const first = await submitLead({ submissionId });
    const second = await submitLead({ submissionId });
    await Promise.all([first.settled(), second.settled()]);
    expect(first.id).toBe(second.id);
    await Promise.all([deliverLeadAlert(first.id!), deliverLeadAlert(first.id!), retryLeadAlerts()]);
    await waitForMessages(smtp, 1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('bad input stores nothing and alerts nobody', async () => {
    const { response, settled } = await submitLead({ email: 'not-an-email' });
    expect(response.status).toBe(400);
    await settled();
    expect((await store('lead-alerts').list()).blobs).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('new-lead alert without email or webhook', () => {
  it('stores the lead and keeps no alert record when nothing can receive it', async () => {
    delete process.env.SMTP_URL;
    const { response, settled, id } = await submitLead();
    expect(response.status).toBe(201);
    await settled();
    expect(await store('inquiries').get(id!, { type: 'json' })).toMatchObject({ name: LEAD.name });
    expect((await store('lead-alerts').list()).blobs).toHaveLength(0);
  });
});
