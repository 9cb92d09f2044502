import type { CsvColumn } from './csv';
import type { AdminSubscriber } from './schemas/admin';
import type { DeskLead, LeadNote } from './schemas/lead-follow-up';

/** The columns of the two admin CSV exports, one place for both the island and its tests. */
export const INQUIRY_CSV_COLUMNS: readonly CsvColumn<DeskLead>[] = [
  { header: 'Submitted at', value: (row) => row.submittedAt },
  { header: 'Status', value: (row) => row.status },
  { header: 'Next contact', value: (row) => row.nextContactOn },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Company', value: (row) => row.company },
  { header: 'Service', value: (row) => row.serviceType },
  { header: 'Message', value: (row) => row.message },
  { header: 'Notes', value: (row) => row.notes.map(noteLine).join('\n') },
  { header: 'ID', value: (row) => row.id },
];

/** "2026-11-20 14:05 UTC: Called, left a message" — one line per note, oldest first, in one cell. */
export const noteLine = (note: LeadNote) => `${note.createdAt.slice(0, 10)} ${note.createdAt.slice(11, 16)} UTC: ${note.text}`;

export const SUBSCRIBER_CSV_COLUMNS: readonly CsvColumn<AdminSubscriber>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Subscribed at', value: (row) => row.subscribedAt },
  { header: 'Unsubscribe link', value: (row) => row.unsubscribeUrl },
  { header: 'ID', value: (row) => row.id },
];

/** e.g. spartan-inquiries-2026-11-21.csv */
export function exportFileName(kind: 'inquiries' | 'subscribers', now = new Date()): string {
  return `spartan-${kind}-${now.toISOString().slice(0, 10)}.csv`;
}
