import type { Inquiry, ValidInquiry } from '../lib/schemas/inquiry';
import { store } from './blobs';
import { uuidv7 } from './ids';

/** Inquiries: one Blobs record per lead, keyed by a time-sortable id (DESIGN §4). */
export async function createInquiry(input: ValidInquiry, now = new Date()): Promise<Inquiry> {
  const inquiry: Inquiry = {
    id: uuidv7(now.getTime()),
    name: input.name,
    email: input.email,
    phone: input.phone,
    ...(input.company ? { company: input.company } : {}),
    ...(input.serviceType ? { serviceType: input.serviceType } : {}),
    message: input.message,
    submittedAt: now.toISOString(),
    status: 'new',
  };
  // onlyIfNew: a (vanishingly unlikely) id collision can never overwrite another lead.
  const result = await store('inquiries').setJSON(inquiry.id, inquiry, { onlyIfNew: true });
  if (!result.modified) throw new Error('Inquiry id collision');
  return inquiry;
}

/** Every inquiry, newest first. */
export async function listInquiries(): Promise<Inquiry[]> {
  const inquiries = store('inquiries');
  const { blobs } = await inquiries.list();
  const records = await Promise.all(blobs.map(({ key }) => inquiries.get(key, { type: 'json' }) as Promise<Inquiry | null>));
  return records
    .filter((record): record is Inquiry => record !== null)
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id));
}
