import type { DeskLead } from './schemas/lead-follow-up';

/** Where a lead stands against its next-contact day, on the owner's calendar. */
export type DueState = 'overdue' | 'today' | 'upcoming' | 'none';

export type LeadOrder = 'due' | 'newest';

/** Today on the device's own calendar (`2026-11-30`): a follow-up is due on the owner's day, not UTC's. */
export function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function dueState(nextContactOn: string | null, today: string): DueState {
  if (!nextContactOn) return 'none';
  if (nextContactOn < today) return 'overdue';
  return nextContactOn === today ? 'today' : 'upcoming';
}

/**
 * "Who is due": leads with a next-contact day first, earliest day first (so the most overdue
 * lead heads the desk), then leads without one, newest first. Ties keep the newest first.
 * `newest` is the plain order the server sends.
 */
export function sortLeads<Lead extends Pick<DeskLead, 'nextContactOn' | 'submittedAt' | 'id'>>(
  leads: readonly Lead[],
  order: LeadOrder,
): Lead[] {
  const newestFirst = (a: Lead, b: Lead) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id);
  if (order === 'newest') return [...leads].sort(newestFirst);
  return [...leads].sort((a, b) => {
    if (a.nextContactOn && b.nextContactOn) return a.nextContactOn.localeCompare(b.nextContactOn) || newestFirst(a, b);
    if (a.nextContactOn) return -1;
    if (b.nextContactOn) return 1;
    return newestFirst(a, b);
  });
}

/** How many leads are due today or overdue: the desk's headline. */
export function countDue(leads: readonly Pick<DeskLead, 'nextContactOn'>[], today: string): number {
  return leads.filter((lead) => {
    const state = dueState(lead.nextContactOn, today);
    return state === 'overdue' || state === 'today';
  }).length;
}
