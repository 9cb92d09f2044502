import type { Inquiry, InquiryStatus } from './schemas/inquiry';
import type { LeadNote } from './schemas/lead-follow-up';

export type StatusFilter = InquiryStatus | 'all';

/**
 * The admin's inquiry search: every word of the query must appear (case-insensitive) in the
 * name, email, phone, company, service, message or the owner's notes, and the status must match
 * the filter.
 */
export function filterInquiries<Lead extends Inquiry & { notes?: readonly LeadNote[] }>(
  inquiries: readonly Lead[],
  query: string,
  status: StatusFilter,
): Lead[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return inquiries.filter((inquiry) => {
    if (status !== 'all' && inquiry.status !== status) return false;
    if (words.length === 0) return true;
    const notes = inquiry.notes?.map((note) => note.text) ?? [];
    const haystack = [inquiry.name, inquiry.email, inquiry.phone, inquiry.company, inquiry.serviceType, inquiry.message, ...notes]
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export function countByStatus(inquiries: readonly Inquiry[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: inquiries.length, new: 0, contacted: 0, closed: 0 };
  for (const inquiry of inquiries) counts[inquiry.status] += 1;
  return counts;
}
