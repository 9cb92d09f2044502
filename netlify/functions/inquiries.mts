import type { Config, Context } from '@netlify/functions';
import { inquiryInputSchema } from '../../src/lib/schemas/inquiry';
import { createInquiry } from '../../src/server/inquiries';
import { alertNewLead } from '../../src/server/email/lead-alert-queue';
import { decoyRoundTrip } from '../../src/server/decoy';
import { jsonOk } from '../../src/server/http';
import { uuidv7 } from '../../src/server/ids';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/inquiries: store one lead, then alert the owner after the response. (GET, the admin's list, is inquiries-list.mts.) */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: inquiryInputSchema,
    rateLimit: rateLimitRule(config),
  });
  if (!parsed.ok) return parsed.response;
  if (parsed.isBot) {
    // The same answer a person gets, with an id of the same form; nothing is stored.
    await decoyRoundTrip('inquiries');
    return accepted(parsed.value.submissionId ?? uuidv7());
  }
  const inquiry = await createInquiry(parsed.value);
  // A lead the owner deleted comes back as an empty placeholder: nothing to alert.
  if (inquiry.email) await alertNewLead(inquiry, context);
  return accepted(inquiry.id);
};

const accepted = (id: string) => jsonOk({ ok: true, id }, { status: 201 });

export const config: Config = {
  path: '/api/inquiries',
  // POST only: the admin's GET is its own function so this route's tight per-IP limit
  // (a spam backstop) never throttles the owner reading the list.
  method: 'POST',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
