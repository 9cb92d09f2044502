import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import listHandler from '../../netlify/functions/inquiries-list.mts';
import itemHandler from '../../netlify/functions/inquiry-item.mts';
import followUpHandler from '../../netlify/functions/inquiry-follow-up.mts';
import notesHandler from '../../netlify/functions/inquiry-notes.mts';
import { FOLLOW_UP_MESSAGES, LEAD_NOTE_MAX_LENGTH, type DeskLead, type LeadNote } from '../../src/lib/schemas/lead-follow-up';
import { createSession } from '../../src/server/admin-session';
import { store } from '../../src/server/blobs';
import { uuidv7 } from '../../src/server/ids';
import { createInquiry } from '../../src/server/inquiries';
import { clear, startTestBlobs } from '../helpers/blobs';
import { SITE } from '../helpers/requests';

/**
 * The lead desk's follow-up (notes and next-contact day) through its functions, against a real
 * local Blobs server: what is saved is what the desk lists, concurrent notes are all kept, and a
 * deleted lead takes its notes and date with it.
 */
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());

let cookie = '';
beforeEach(async () => {
  process.env.SESSION_SECRET = 'lead-follow-up-suite-session-secret-0123456789';
  process.env.ADMIN_PASSWORD = 'lead follow-up suite passphrase';
  await Promise.all((['inquiries', 'lead-follow-up', 'admin'] as const).map(clear));
  cookie = `spartan_admin=${(await createSession())!.cookieValue}`;
});

const newLead = async (name = 'Jordan Rep') =>
  (
    await createInquiry({
      name,
      email: 'jordan@example.com',
      phone: '555-010-2030',
      company: '',
      serviceType: '',
      message: 'Help me get into two SNFs that use a competitor.',
    })
  ).id;

const send = (path: string, method: string, body?: unknown, headers: Record<string, string> = { cookie }) =>
  new Request(`${SITE}${path}`, {
    method,
    headers: { origin: SITE, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const addNote = (id: string, text: string) => notesHandler(send(`/api/inquiries/${id}/notes`, 'POST', { text }));
const setDay = (id: string, nextContactOn: string) => followUpHandler(send(`/api/inquiries/${id}/follow-up`, 'PUT', { nextContactOn }));

async function deskLeads(): Promise<DeskLead[]> {
  const response = await listHandler(send('/api/inquiries', 'GET'));
  expect(response.status).toBe(200);
  return (await response.json()) as DeskLead[];
}
const deskLead = async (id: string) => (await deskLeads()).find((lead) => lead.id === id);

describe('lead notes', () => {
  it('adds dated notes, oldest first, and lists them with the lead', async () => {
    const id = await newLead();
    expect((await deskLead(id))?.notes).toEqual([]);
    const first = await addNote(id, '  Called; left a message with the DON.  ');
    expect(first.status).toBe(201);
    const saved = (await first.json()) as LeadNote;
    expect(saved.text).toBe('Called; left a message with the DON.');
    expect(Math.abs(Date.parse(saved.createdAt) - Date.now())).toBeLessThan(10_000);
    expect((await addNote(id, 'She asked for the\nIntensive outline.')).status).toBe(201);
    const notes = (await deskLead(id))!.notes;
    expect(notes.map((note) => note.text)).toEqual(['Called; left a message with the DON.', 'She asked for the\nIntensive outline.']);
    expect(notes[0]).toEqual(saved);
  });

  it('keeps every one of 40 notes added at the same moment, beside a status change and a date change', async () => {
    const id = await newLead();
    const texts = Array.from({ length: 40 }, (_, n) => `Concurrent note ${n}`);
    const responses = await Promise.all([
      ...texts.map((text) => addNote(id, text)),
      itemHandler(send(`/api/inquiries/${id}`, 'PATCH', { status: 'contacted' })),
      setDay(id, '2026-12-03'),
    ]);
    expect(responses.map((response) => response.status)).toEqual([...texts.map(() => 201), 200, 200]);
    const lead = (await deskLead(id))!;
    expect(lead.notes.map((note) => note.text).sort()).toEqual([...texts].sort());
    expect(new Set(lead.notes.map((note) => note.id)).size).toBe(40);
    expect(lead.status).toBe('contacted');
    expect(lead.nextContactOn).toBe('2026-12-03');
  });

  it('refuses an empty, over-long or garbled note with a clear 400 and stores nothing', async () => {
    const id = await newLead();
    for (const [text, message] of [
      ['   ', FOLLOW_UP_MESSAGES.noteRequired],
      ['x'.repeat(LEAD_NOTE_MAX_LENGTH + 1), `Note must be at most ${LEAD_NOTE_MAX_LENGTH} characters`],
      ['bad \u202E direction', 'Note contains invisible text-direction characters. Please type it again.'],
    ]) {
      const response = await addNote(id, text!);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: { message: string }[] }).issues[0]?.message).toBe(message);
    }
    expect((await store('lead-follow-up').list()).blobs).toEqual([]);
  });

  it('answers 404 for a lead that does not exist and 401 without a session, storing nothing', async () => {
    const missing = await addNote(uuidv7(), 'A note on nobody');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe(FOLLOW_UP_MESSAGES.leadNotFound);
    expect((await addNote('not-an-id', 'A note on nobody')).status).toBe(404);
    const id = await newLead();
    const anonymous = await notesHandler(send(`/api/inquiries/${id}/notes`, 'POST', { text: 'Sneaky' }, {}));
    expect(anonymous.status).toBe(401);
    expect((await store('lead-follow-up').list()).blobs).toEqual([]);
  });

  it('answers a wrong method with a JSON 405', async () => {
    const id = await newLead();
    const response = await notesHandler(send(`/api/inquiries/${id}/notes`, 'GET'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await followUpHandler(send(`/api/inquiries/${id}/follow-up`, 'POST', { nextContactOn: '' }))).status).toBe(405);
  });
});

describe('next-contact day', () => {
  it('sets, changes and clears the day; the last one chosen wins', async () => {
    const id = await newLead();
    expect((await deskLead(id))?.nextContactOn).toBeNull();
    const set = await setDay(id, '2026-12-01');
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ nextContactOn: '2026-12-01' });
    expect((await setDay(id, '2027-01-15')).status).toBe(200);
    expect((await deskLead(id))?.nextContactOn).toBe('2027-01-15');
    expect(await (await setDay(id, '')).json()).toEqual({ nextContactOn: null });
    expect((await deskLead(id))?.nextContactOn).toBeNull();
  });

  it('refuses days that do not exist or are not days, with the shared message', async () => {
    const id = await newLead();
    for (const day of ['2026-02-30', '2026-13-01', '12/01/2026', '2026-12-1', '1999-12-31', 'tomorrow', '2026-12-01T00:00:00Z']) {
      const response = await setDay(id, day);
      expect(response.status, day).toBe(400);
      expect(((await response.json()) as { issues: { message: string }[] }).issues[0]?.message).toBe(FOLLOW_UP_MESSAGES.dateInvalid);
    }
    expect((await setDay(id, '2028-02-29')).status).toBe(200);
  });
});

describe('deleting a lead', () => {
  it('removes its notes and date, and leaves other leads’ follow-up alone', async () => {
    const [gone, kept] = [await newLead('Privacy Request'), await newLead('Still Here')];
    for (const id of [gone, kept]) {
      await addNote(id, 'First call done');
      await setDay(id, '2026-12-10');
    }
    expect((await itemHandler(send(`/api/inquiries/${gone}`, 'DELETE'))).status).toBe(200);
    const keys = (await store('lead-follow-up').list()).blobs.map((blob) => blob.key);
    expect(keys.some((key) => key.startsWith(gone))).toBe(false);
    expect(keys.filter((key) => key.startsWith(kept))).toHaveLength(2);
    expect((await addNote(gone, 'Too late')).status).toBe(404);
    expect((await setDay(gone, '2026-12-11')).status).toBe(404);
  });

  it('never leaves a note or date behind when they race the delete', async () => {
    const id = await newLead();
    await Promise.all([
      ...Array.from({ length: 10 }, (_, n) => addNote(id, `Racing note ${n}`)),
      setDay(id, '2026-12-12'),
      itemHandler(send(`/api/inquiries/${id}`, 'DELETE')),
      ...Array.from({ length: 10 }, (_, n) => addNote(id, `Later racing note ${n}`)),
    ]);
    expect((await store('lead-follow-up').list({ prefix: `${id}/` })).blobs).toEqual([]);
    expect(await deskLead(id)).toBeUndefined();
  });
});
