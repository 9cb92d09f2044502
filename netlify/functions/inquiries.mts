import type { Config, Context } from '@netlify/functions';
import { inquiryInputSchema } from '../../src/lib/schemas/inquiry';
import { createInquiry } from '../../src/server/inquiries';
import { jsonOk } from '../../src/server/http';
import { parsePublicPost } from '../../src/server/public-post';

/** POST /api/inquiries: store one lead. (GET, the admin's list, is inquiries-list.mts.) */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: inquiryInputSchema,
    rateLimit: { bucket: 'inquiries', limit: 5, windowSeconds: 60 },
  });
  if (!parsed.ok) return parsed.response;
  const inquiry = await createInquiry(parsed.value);
  return jsonOk({ ok: true, id: inquiry.id }, { status: 201 });
};

export const config: Config = {
  path: '/api/inquiries',
  // POST only: the admin's GET is its own function so this route's tight per-IP limit
  // (a spam backstop) never throttles the owner reading the list.
  method: 'POST',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
