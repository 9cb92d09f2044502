import { describe, expect, it } from 'vitest';
import { countByStatus, filterInquiries } from '../../src/lib/inquiry-filter';
import type { Inquiry } from '../../src/lib/schemas/inquiry';

const base = { email: 'rep@example.com', phone: '555-010-2030', submittedAt: '2026-11-21T10:00:00.000Z' };
const inquiries: Inquiry[] = [
  {
    ...base,
    id: '1',
    name: 'Dana Liaison',
    company: 'Riverbend Hospice',
    serviceType: 'Virtual Coaching — 60 Minutes',
    message: 'Help with SNF access',
    status: 'new',
  },
  { ...base, id: '2', name: 'Sam Director', message: 'Team workshop for eight reps', status: 'contacted', email: 'sam@hillside.example' },
  { ...base, id: '3', name: 'Ana Ortiz', company: 'Hillside Hospice', message: 'Closed the loop, thanks', status: 'closed' },
];

const ids = (list: Inquiry[]) => list.map((inquiry) => inquiry.id);

describe('filterInquiries', () => {
  it('returns everything for an empty query and "all"', () => {
    expect(ids(filterInquiries(inquiries, '  ', 'all'))).toEqual(['1', '2', '3']);
  });

  it('matches any field, case-insensitively', () => {
    expect(ids(filterInquiries(inquiries, 'riverbend', 'all'))).toEqual(['1']);
    expect(ids(filterInquiries(inquiries, 'VIRTUAL coaching', 'all'))).toEqual(['1']);
    expect(ids(filterInquiries(inquiries, 'hillside', 'all'))).toEqual(['2', '3']);
    expect(ids(filterInquiries(inquiries, 'workshop', 'all'))).toEqual(['2']);
    expect(ids(filterInquiries(inquiries, '010-2030', 'all'))).toEqual(['1', '2', '3']);
  });

  it('needs every word to match', () => {
    expect(ids(filterInquiries(inquiries, 'hillside closed', 'all'))).toEqual(['3']);
    expect(ids(filterInquiries(inquiries, 'hillside nowhere', 'all'))).toEqual([]);
  });

  it('filters by status, together with the query', () => {
    expect(ids(filterInquiries(inquiries, '', 'contacted'))).toEqual(['2']);
    expect(ids(filterInquiries(inquiries, 'hillside', 'closed'))).toEqual(['3']);
    expect(ids(filterInquiries(inquiries, 'riverbend', 'closed'))).toEqual([]);
  });
});

describe('countByStatus', () => {
  it('counts each status and the total', () => {
    expect(countByStatus(inquiries)).toEqual({ all: 3, new: 1, contacted: 1, closed: 1 });
    expect(countByStatus([])).toEqual({ all: 0, new: 0, contacted: 0, closed: 0 });
  });
});
