import type { Config } from '@netlify/functions';
import { inquiryStatusPatchSchema } from '../../src/lib/schemas/admin';
import { requireAdmin } from '../../src/server/admin-session';
import { deleteInquiry, updateInquiryStatus } from '../../src/server/inquiries';
import { jsonError, jsonOk, readJsonObject, requireMethod, requireSameOrigin, validate } from '../../src/server/http';
import { lastPathSegment } from '../../src/server/path-params';

const NOT_FOUND = 'Inquiry not found. It may have been deleted.';

/** /api/inquiries/:id: PATCH {status} marks a lead new/contacted/closed; DELETE removes it. Admin session only. */
export default async (req: Request) => {
  const early = requireMethod(req, 'PATCH', 'DELETE') ?? requireSameOrigin(req);
  if (early) return early;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  const id = lastPathSegment(req);

  if (req.method === 'DELETE') {
    return (await deleteInquiry(id)) ? jsonOk({ ok: true }) : jsonError(404, NOT_FOUND);
  }
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const input = validate(inquiryStatusPatchSchema, body.value);
  if (!input.ok) return input.response;
  const result = await updateInquiryStatus(id, input.value.status);
  if (result.outcome === 'not-found') return jsonError(404, NOT_FOUND);
  if (result.outcome === 'conflict') return jsonError(409, 'This inquiry was changed at the same time. Reload and try again.');
  return jsonOk(result.inquiry);
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
export const config: Config = { path: '/api/inquiries/:id' };
