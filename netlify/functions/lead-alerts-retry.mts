import type { Config } from '@netlify/functions';
import { retryLeadAlerts } from '../../src/server/email/lead-alert-queue';

/** Every 5 minutes: sends any new-lead alert that could not be sent when its lead arrived (SMTP down, function stopped). */
export default async () => {
  const { sent, failed } = await retryLeadAlerts();
  if (sent || failed) console.log(`Lead alert retry: ${sent} sent, ${failed} still failing`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
