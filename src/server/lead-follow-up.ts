import type { LeadFollowUp, LeadNote } from '../lib/schemas/lead-follow-up';
import { UUIDV7_PATTERN } from '../lib/uuidv7';
import { BLOB_READ_CONCURRENCY, getJsonRecord, mapLimited, store } from './blobs';
import { uuidv7 } from './ids';
import { isLeadDeleted } from './lead-tombstones';

/**
 * The owner's notes and next-contact date for each lead, in their own store beside the leads.
 * Every note is a record of its own (`<lead id>/notes/<uuidv7>`), never an entry in a shared
 * array, so two notes added at once (two tabs, a phone and a laptop) are both kept: no write ever
 * reads another note first. The next-contact date is one record per lead
 * (`<lead id>/next-contact`), written whole, so the last date chosen wins and a status change
 * on the lead record never conflicts with it.
 */
const STORE = 'lead-follow-up';
const notesPrefix = (leadId: string) => `${leadId}/notes/`;
const nextContactKey = (leadId: string) => `${leadId}/next-contact`;

export type FollowUpWrite<T> = { outcome: 'saved'; value: T } | { outcome: 'not-found' };

/** A lead exists when its record is stored and it is not being deleted. */
async function leadExists(leadId: string): Promise<boolean> {
  if (!UUIDV7_PATTERN.test(leadId)) return false;
  return (await store('inquiries').getMetadata(leadId)) !== null && !(await isLeadDeleted(leadId));
}

/**
 * Writes, then checks for a delete that raced the write: deleteInquiry marks the lead deleted
 * before it sweeps this store, so a write that lands after the sweep sees the mark and undoes
 * itself. Nothing of a deleted lead survives.
 */
async function writeUnlessDeleted<T>(leadId: string, key: string, write: () => Promise<T>): Promise<FollowUpWrite<T>> {
  if (!(await leadExists(leadId))) return { outcome: 'not-found' };
  const value = await write();
  if (await isLeadDeleted(leadId)) {
    await store(STORE).delete(key);
    return { outcome: 'not-found' };
  }
  return { outcome: 'saved', value };
}

export async function addLeadNote(leadId: string, text: string, now = new Date()): Promise<FollowUpWrite<LeadNote>> {
  const note: LeadNote = { id: uuidv7(now.getTime()), text, createdAt: now.toISOString() };
  const key = `${notesPrefix(leadId)}${note.id}`;
  return writeUnlessDeleted(leadId, key, async () => {
    // onlyIfNew: a note is never overwritten, even by a (vanishingly unlikely) id collision.
    const result = await store(STORE).setJSON(key, note, { onlyIfNew: true });
    if (!result.modified) throw new Error('Lead note id collision');
    return note;
  });
}

/** Sets the next-contact day, or clears it with ''. */
export async function setNextContact(leadId: string, day: string): Promise<FollowUpWrite<{ nextContactOn: string | null }>> {
  const key = nextContactKey(leadId);
  return writeUnlessDeleted(leadId, key, async () => {
    if (day === '') await store(STORE).delete(key);
    else await store(STORE).setJSON(key, { nextContactOn: day });
    return { nextContactOn: day === '' ? null : day };
  });
}

/** Every lead's follow-up, by lead id: one listing of the store, then the records, a few at a time. */
export async function listFollowUps(): Promise<Map<string, LeadFollowUp>> {
  const { blobs } = await store(STORE).list();
  const byLead = new Map<string, LeadFollowUp>();
  const entry = (leadId: string) => {
    let followUp = byLead.get(leadId);
    if (!followUp) byLead.set(leadId, (followUp = { notes: [], nextContactOn: null }));
    return followUp;
  };
  await mapLimited(blobs, BLOB_READ_CONCURRENCY, async ({ key }) => {
    const [leadId = '', kind] = key.split('/');
    if (kind === 'notes') {
      const note = await getJsonRecord<LeadNote>(STORE, key);
      if (note) entry(leadId).notes.push(note);
    } else if (kind === 'next-contact') {
      const record = await getJsonRecord<{ nextContactOn: string }>(STORE, key);
      if (record) entry(leadId).nextContactOn = record.nextContactOn;
    }
  });
  for (const followUp of byLead.values()) followUp.notes.sort((a, b) => a.id.localeCompare(b.id));
  return byLead;
}

/** Removes every note and the date of a lead (called by deleteInquiry after it marks the lead deleted). */
export async function deleteLeadFollowUp(leadId: string): Promise<void> {
  const { blobs } = await store(STORE).list({ prefix: `${leadId}/` });
  await mapLimited(blobs, BLOB_READ_CONCURRENCY, ({ key }) => store(STORE).delete(key));
}
