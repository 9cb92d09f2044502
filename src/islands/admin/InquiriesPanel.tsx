import { useId, useMemo, useRef, useState } from 'react';
import { INQUIRY_CSV_COLUMNS, exportFileName } from '../../lib/admin-exports';
import { toCsv } from '../../lib/csv';
import { countByStatus, filterInquiries, type StatusFilter } from '../../lib/inquiry-filter';
import { INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from '../../lib/schemas/inquiry';
import { downloadTextFile } from './download-file';
import { STATUS_LABELS } from './format';
import InquiryCard from './InquiryCard';
import { EMPTY_TEXT } from './messages';

interface Props {
  inquiries: readonly Inquiry[];
  onStatusChange: (inquiry: Inquiry, status: InquiryStatus) => Promise<void>;
  onDelete: (inquiry: Inquiry) => void;
}

/** Cards per page: a desk with hundreds of leads stays one short scroll per page on a phone. */
const PAGE_SIZE = 20;

export default function InquiriesPanel({ inquiries, onStatusChange, onDelete }: Props) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [requestedPage, setPage] = useState(0);
  const listRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const shown = useMemo(() => filterInquiries(inquiries, query, status), [inquiries, query, status]);
  const counts = useMemo(() => countByStatus(inquiries), [inquiries]);
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
        <button
          type="button"
          className="btn btn-outline"
          disabled={shown.length === 0}
          onClick={() => downloadTextFile(exportFileName('inquiries'), toCsv(INQUIRY_CSV_COLUMNS, shown))}
        >
          Export CSV
        </button>
      </div>
      <p className="muted text-sm" role="status" ref={listRef}>
        {summary(shown.length, inquiries.length, filtering, first, pageItems.length)}
        {filtering && shown.length > 0 ? ' (the export contains these)' : ''}
      </p>
      {shown.length === 0 ? (
        <p className="muted py-6 text-center">No inquiries match this search.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {pageItems.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} onStatusChange={(next) => onStatusChange(inquiry, next)} onDelete={() => onDelete(inquiry)} />
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

/** "12 inquiries, newest first", "Showing 2 of 179 inquiries", or with paging "Showing 1–20 of 179 inquiries, newest first". */
function summary(matching: number, total: number, filtering: boolean, first: number, onPage: number): string {
  const range = matching > PAGE_SIZE ? `${first + 1}–${first + onPage}` : String(matching);
  if (filtering)
    return matching > PAGE_SIZE
      ? `Showing ${range} of ${matching} matching (${total} inquiries)`
      : `Showing ${matching} of ${total} inquiries`;
  if (total > PAGE_SIZE) return `Showing ${range} of ${total} inquiries, newest first`;
  return `${total} ${total === 1 ? 'inquiry' : 'inquiries'}, newest first`;
}
