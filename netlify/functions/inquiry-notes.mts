import type { Config } from '@netlify/functions';
import { FOLLOW_UP_MESSAGES, leadNoteInputSchema } from '../../src/lib/schemas/lead-follow-up';
import { requireAdmin } from '../../src/server/admin-session';
import { jsonError, jsonOk, readJsonObject, requireMethod, requireSameOrigin, validate } from '../../src/server/http';
import { addLeadNote } from '../../src/server/lead-follow-up';
import { pathSegmentFromEnd } from '../../src/server/path-params';

/** POST /api/inquiries/:id/notes {text}: adds a dated note to a lead. Admin session only. */
export default async (req: Request) => {
  const early = requireMethod(req, 'POST') ?? requireSameOrigin(req);
  if (early) return early;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const input = validate(leadNoteInputSchema, body.value);
  if (!input.ok) return input.response;
  const result = await addLeadNote(pathSegmentFromEnd(req, 1), input.value.text);
  if (result.outcome === 'not-found') return jsonError(404, FOLLOW_UP_MESSAGES.leadNotFound);
  return jsonOk(result.value, { status: 201 });
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
export const config: Config = { path: '/api/inquiries/:id/notes' };
