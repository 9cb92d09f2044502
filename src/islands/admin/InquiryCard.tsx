import { useId, useState } from 'react';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../lib/schemas/inquiry';
import type { DeskLead } from '../../lib/schemas/lead-follow-up';
import { STATUS_LABELS, formatDateTime, mailtoHref, telHref } from './format';
import LeadFollowUp from './LeadFollowUp';

interface Props {
  inquiry: DeskLead;
  today: string;
  onStatusChange: (status: InquiryStatus) => Promise<void>;
  onSetNextContact: (day: string) => Promise<boolean>;
  onAddNote: (text: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One lead with its follow-up. Everything the visitor or the owner typed is rendered as text by React, never as HTML. */
export default function InquiryCard({ inquiry, today, onStatusChange, onSetNextContact, onAddNote, onDelete }: Props) {
  const [saving, setSaving] = useState(false);
  const id = useId();

  const changeStatus = async (status: InquiryStatus) => {
    setSaving(true);
    try {
      await onStatusChange(status);
    } finally {
      setSaving(false);
    }
  };

  return (
    <article className="card flex flex-col gap-3" aria-labelledby={`${id}-name`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {/* h2: the cards are the panel's top level, as the other tabs' sections are (heading order). */}
          <h2 id={`${id}-name`} className="text-lg font-bold break-words">
            {inquiry.name}
          </h2>
          {inquiry.company && <p className="muted break-words">{inquiry.company}</p>}
        </div>
        {inquiry.serviceType && (
          <span className="inline-flex max-w-full items-center rounded-full border border-[var(--line)] bg-[var(--bg-soft)] px-3 py-1 text-xs font-semibold break-words text-[var(--fg)]">
            {inquiry.serviceType}
          </span>
        )}
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd className="min-w-0 break-words">
          <a className="underline" href={mailtoHref(inquiry.email)}>
            {inquiry.email}
          </a>
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          <a className="underline" href={telHref(inquiry.phone)}>
            {inquiry.phone}
          </a>
        </dd>
        <dt className="font-semibold">Received</dt>
        <dd>
          <time dateTime={inquiry.submittedAt}>{formatDateTime(inquiry.submittedAt)}</time>
        </dd>
      </dl>
      <p className="rounded-md bg-[var(--bg-soft)] p-3 break-words whitespace-pre-wrap">{inquiry.message}</p>
      <LeadFollowUp lead={inquiry} today={today} onSetNextContact={onSetNextContact} onAddNote={onAddNote} />
      <footer className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={`${id}-status`} className="label text-sm">
            Status
          </label>
          <select
            id={`${id}-status`}
            className="field w-44"
            value={inquiry.status}
            disabled={saving}
            onChange={(event) => void changeStatus(event.target.value as InquiryStatus)}
          >
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline" onClick={onDelete}>
          Delete<span className="sr-only"> inquiry from {inquiry.name}</span>
        </button>
      </footer>
    </article>
  );
}
