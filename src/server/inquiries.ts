import type { Inquiry, InquiryStatus, ValidInquiry } from '../lib/schemas/inquiry';
import { BLOB_READ_CONCURRENCY, getJsonRecord, mapLimited, store } from './blobs';
import { uuidv7 } from './ids';
import { deleteLeadFollowUp } from './lead-follow-up';
import { isLeadDeleted, markLeadDeleted } from './lead-tombstones';

/**
 * Inquiries: one Blobs record per lead, keyed by a time-sortable id (docs/architecture.md §4). When the browser
 * sent a submissionId (a UUIDv7), it is the key, so delivering the same submission twice stores
 * it once: the second write is refused by onlyIfNew and the stored lead is returned.
 */
export async function createInquiry(input: ValidInquiry, now = new Date()): Promise<Inquiry> {
  const inquiries = store('inquiries');
  if (input.submissionId) {
    const existing = (await inquiries.get(input.submissionId, { type: 'json' })) as Inquiry | null;
    if (existing) return existing;
    // A lead the owner has deleted (a privacy request) is never brought back by a late retry.
    if (await isLeadDeleted(input.submissionId)) return deletedPlaceholder(input.submissionId);
  }
  const inquiry: Inquiry = {
    id: input.submissionId ?? uuidv7(now.getTime()),
    name: input.name,
    email: input.email,
    phone: input.phone,
    ...(input.company ? { company: input.company } : {}),
    ...(input.serviceType ? { serviceType: input.serviceType } : {}),
    message: input.message,
    submittedAt: now.toISOString(),
    status: 'new',
  };
  // onlyIfNew: nothing can overwrite another lead; for a submissionId it makes concurrent
  // deliveries of one submission store exactly one record.
  const result = await inquiries.setJSON(inquiry.id, inquiry, { onlyIfNew: true });
  if (result.modified) return inquiry;
  const stored = input.submissionId ? ((await inquiries.get(inquiry.id, { type: 'json' })) as Inquiry | null) : null;
  if (stored) return stored;
  throw new Error('Inquiry id collision');
}

function deletedPlaceholder(id: string): Inquiry {
  return { id, name: '', email: '', phone: '', message: '', submittedAt: new Date(0).toISOString(), status: 'closed' };
}

/** Every inquiry, newest first. */
export async function listInquiries(): Promise<Inquiry[]> {
  const inquiries = store('inquiries');
  const { blobs } = await inquiries.list();
  const records = await mapLimited(blobs, BLOB_READ_CONCURRENCY, ({ key }) => getJsonRecord<Inquiry>('inquiries', key));
  return records
    .filter((record): record is Inquiry => record !== null)
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id));
}

/** Inquiry ids are UUIDv7: anything else cannot be a stored key. */
export const INQUIRY_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export type StatusUpdate = { outcome: 'updated'; inquiry: Inquiry } | { outcome: 'not-found' } | { outcome: 'conflict' };

/**
 * Sets an inquiry's status. The write is conditional on the record's current ETag, so two
 * admins' changes cannot silently overwrite each other. A delete racing the update can never
 * bring the lead back: delete writes its tombstone before removing the record, and the update
 * checks for a tombstone after writing, undoing its own write when it finds one.
 */
export async function updateInquiryStatus(id: string, status: InquiryStatus): Promise<StatusUpdate> {
  if (!INQUIRY_ID_PATTERN.test(id)) return { outcome: 'not-found' };
  const inquiries = store('inquiries');
  const { blobs } = await inquiries.list({ prefix: id });
  const entry = blobs.find((blob) => blob.key === id);
  if (!entry) return { outcome: 'not-found' };
  const current = (await inquiries.get(id, { type: 'json' })) as Inquiry | null;
  if (!current) return { outcome: 'not-found' };
  const inquiry: Inquiry = { ...current, status };
  const result = await inquiries.setJSON(id, inquiry, { onlyIfMatch: entry.etag });
  if (!result.modified) return { outcome: 'conflict' };
  if (await isLeadDeleted(id)) {
    await inquiries.delete(id);
    return { outcome: 'not-found' };
  }
  return { outcome: 'updated', inquiry };
}

/** Deletes one inquiry with its notes and follow-up date (privacy requests). False when there was nothing to delete. */
export async function deleteInquiry(id: string): Promise<boolean> {
  if (!INQUIRY_ID_PATTERN.test(id)) return false;
  const inquiries = store('inquiries');
  if ((await inquiries.get(id)) === null) return false;
  await markLeadDeleted(id);
  await inquiries.delete(id);
  await deleteLeadFollowUp(id);
  return true;
}
