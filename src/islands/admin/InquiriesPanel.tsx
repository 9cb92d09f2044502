import { useId, useMemo, useState } from 'react';
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

export default function InquiriesPanel({ inquiries, onStatusChange, onDelete }: Props) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const id = useId();
  const shown = useMemo(() => filterInquiries(inquiries, query, status), [inquiries, query, status]);
  const counts = useMemo(() => countByStatus(inquiries), [inquiries]);
  const filtering = query.trim() !== '' || status !== 'all';

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
            onChange={(event) => setQuery(event.target.value)}
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
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
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
      <p className="muted text-sm" role="status">
        {filtering
          ? `Showing ${shown.length} of ${inquiries.length} inquiries`
          : `${inquiries.length} ${inquiries.length === 1 ? 'inquiry' : 'inquiries'}, newest first`}
        {filtering && shown.length > 0 ? ' (the export contains these)' : ''}
      </p>
      {shown.length === 0 ? (
        <p className="muted py-6 text-center">No inquiries match this search.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {shown.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} onStatusChange={(next) => onStatusChange(inquiry, next)} onDelete={() => onDelete(inquiry)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
