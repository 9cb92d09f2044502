import type { DeskLead } from '../lib/schemas/lead-follow-up';
import { listInquiries } from './inquiries';
import { listFollowUps } from './lead-follow-up';

/** Every lead, newest first, each with its notes and next-contact date (none yet: an empty list and null). */
export async function listDeskLeads(): Promise<DeskLead[]> {
  const [inquiries, followUps] = await Promise.all([listInquiries(), listFollowUps()]);
  return inquiries.map((inquiry) => ({ ...inquiry, ...(followUps.get(inquiry.id) ?? { notes: [], nextContactOn: null }) }));
}
