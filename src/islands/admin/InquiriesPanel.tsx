import { useId, useMemo, useRef, useState } from 'react';
import { INQUIRY_CSV_COLUMNS, exportFileName } from '../../lib/admin-exports';
import { toCsv } from '../../lib/csv';
import { countByStatus, filterInquiries, type StatusFilter } from '../../lib/inquiry-filter';
import { countDue, localDay, sortLeads, type LeadOrder } from '../../lib/lead-due';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../lib/schemas/inquiry';
import type { DeskLead } from '../../lib/schemas/lead-follow-up';
import { downloadTextFile } from './download-file';
import { STATUS_LABELS } from './format';
import InquiryCard from './InquiryCard';
import { EMPTY_TEXT } from './messages';

interface Props {
  inquiries: readonly DeskLead[];
  onStatusChange: (inquiry: DeskLead, status: InquiryStatus) => Promise<void>;
  onSetNextContact: (inquiry: DeskLead, day: string) => Promise<boolean>;
  onAddNote: (inquiry: DeskLead, text: string) => Promise<boolean>;
  onDelete: (inquiry: DeskLead) => void;
}

const ORDER_LABELS: Record<LeadOrder, string> = { due: 'Follow-up due first', newest: 'Newest first' };

/** Cards per page: a desk with hundreds of leads stays one short scroll per page on a phone. */
const PAGE_SIZE = 20;

export default function InquiriesPanel({ inquiries, onStatusChange, onSetNextContact, onAddNote, onDelete }: Props) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [order, setOrder] = useState<LeadOrder>('due');
  const [requestedPage, setPage] = useState(0);
  const listRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const shown = useMemo(() => sortLeads(filterInquiries(inquiries, query, status), order), [inquiries, query, status, order]);
  const counts = useMemo(() => countByStatus(inquiries), [inquiries]);
  // Read on every render, so a desk left open past midnight shows the new day's due leads at its next change.
  const today = localDay();
  const due = countDue(inquiries, today);
  const filtering = query.trim() !== '' || status !== 'all';
  // Deleting the last card of the last page, or a narrower search, never leaves an empty page.
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount - 1);
  const first = page * PAGE_SIZE;
  const pageItems = shown.slice(first, first + PAGE_SIZE);
  const goTo = (next: number) => {
    setPage(next);
    listRef.current?.scrollIntoView({ block: 'start' });
  };

  if (inquiries.length === 0) return <p className="muted py-10 text-center text-lg">{EMPTY_TEXT.inquiries}</p>;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-search`} className="label text-sm">
            Search inquiries
          </label>
          <input
            id={`${id}-search`}
            type="text"
            className="field"
            placeholder="Name, email, company, service or message"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="label text-sm">
            Show
          </label>
          <select
            id={`${id}-status`}
            className="field w-52"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(0);
            }}
          >
            <option value="all">All statuses ({counts.all})</option>
            {INQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]} ({counts[value]})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-order`} className="label text-sm">
            Order
          </label>
          <select
            id={`${id}-order`}
            className="field w-56"
            value={order}
            onChange={(event) => {
              setOrder(event.target.value as LeadOrder);
              setPage(0);
            }}
          >
            {(Object.keys(ORDER_LABELS) as LeadOrder[]).map((value) => (
              <option key={value} value={value}>
                {ORDER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={shown.length === 0}
          onClick={() => downloadTextFile(exportFileName('inquiries'), toCsv(INQUIRY_CSV_COLUMNS, shown))}
        >
          Export CSV
        </button>
      </div>
      {due > 0 && <p className="font-semibold">{due === 1 ? '1 lead is' : `${due} leads are`} due for contact today or overdue.</p>}
      <p className="muted text-sm" role="status" ref={listRef}>
        {summary(shown.length, inquiries.length, filtering, first, pageItems.length, order)}
        {filtering && shown.length > 0 ? ' (the export contains these)' : ''}
      </p>
      {shown.length === 0 ? (
        <p className="muted py-6 text-center">No inquiries match this search.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {pageItems.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard
                inquiry={inquiry}
                today={today}
                onStatusChange={(next) => onStatusChange(inquiry, next)}
                onSetNextContact={(day) => onSetNextContact(inquiry, day)}
                onAddNote={(text) => onAddNote(inquiry, text)}
                onDelete={() => onDelete(inquiry)}
              />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label="Inquiry pages" className="flex flex-wrap items-center justify-between gap-3">
          <button type="button" className="btn btn-outline" disabled={page === 0} onClick={() => goTo(page - 1)}>
            Previous
          </button>
          <p className="muted text-sm">
            Page {page + 1} of {pageCount}
          </p>
          <button type="button" className="btn btn-outline" disabled={page === pageCount - 1} onClick={() => goTo(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

/** "12 inquiries, newest first", "Showing 2 of 179 inquiries", or with paging "Showing 1–20 of 179 inquiries, follow-up due first". */
function summary(matching: number, total: number, filtering: boolean, first: number, onPage: number, order: LeadOrder): string {
  const range = matching > PAGE_SIZE ? `${first + 1}–${first + onPage}` : String(matching);
  const ordered = ORDER_LABELS[order].toLowerCase();
  if (filtering)
    return matching > PAGE_SIZE
      ? `Showing ${range} of ${matching} matching (${total} inquiries)`
      : `Showing ${matching} of ${total} inquiries`;
  if (total > PAGE_SIZE) return `Showing ${range} of ${total} inquiries, ${ordered}`;
  return `${total} ${total === 1 ? 'inquiry' : 'inquiries'}, ${ordered}`;
}
