import { jsonError } from '../../src/server/http';
import { siteOrigin } from '../../src/server/site-origin';
import { verifyTrigger } from '../../src/server/newsletter/trigger';
import { sendWeeklyIssue } from '../../src/server/newsletter/weekly-send';

/**
 * Background function (the `-background` name: 15 minutes, answered 202 at once): sends this
 * week's issue. Only the schedule and the admin's 'Send now' can start it (a signed header).
 */
export default async (req: Request) => {
  const trigger = verifyTrigger(req);
  if (!trigger) return jsonError(401, 'Not allowed');
  const result = await sendWeeklyIssue({ origin: siteOrigin(), trigger });
  console.log(
    result.status === 'sent'
      ? `Weekly send of ${result.tipId}: ${result.sent} sent, ${result.failed} failed, ${result.skipped} already had it`
      : `Weekly send: ${result.status === 'no-tip-due' ? 'no tip due' : result.reason}`,
  );
  return new Response(null, { status: 202 });
};
