import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/**
 * Questions the offline coach could not answer well, kept on the device until the full coach
 * (Gemini) can: when this site answers with Gemini and the phone has no signal, a question the
 * offline library has no entry for is saved here instead of being answered with a neighbouring
 * one, and the tool asks again when the connection is back (as leads wait in the outbox).
 */
export type DeferredTool = 'playbook' | 'objection';

export interface DeferredQuestion {
  id: string;
  tool: DeferredTool;
  url: string;
  body: Record<string, unknown>;
  savedAt: number;
}

export const DEFERRED_NOTICE =
  'Saved on this phone: the offline coach has no good answer for this one, so the full coach will answer it when you are back online. Keep this page open or come back to it.';
export const ANSWERED_LATER_NOTICE = 'Answered now that you are back online (the question you saved without signal).';

/** Set when an answer came from Gemini: only then is there a better coach to wait for. */
const KEYED_FLAG = 'spartan_coach_keyed';

let idbStore: UseStore | undefined;
const store = () => (idbStore ??= createStore('spartan-coach-deferred', 'questions'));

export function rememberEngine(engine: string): void {
  try {
    if (engine === 'gemini') localStorage.setItem(KEYED_FLAG, '1');
    else if (engine === 'offline' && navigator.onLine) localStorage.removeItem(KEYED_FLAG);
  } catch {
    // Private mode without storage: nothing to remember, nothing is deferred.
  }
}

export function siteAnswersWithGemini(): boolean {
  try {
    return localStorage.getItem(KEYED_FLAG) === '1';
  } catch {
    return false;
  }
}

export async function deferQuestion(question: Omit<DeferredQuestion, 'id' | 'savedAt'>): Promise<void> {
  const id = `${question.tool}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await set(id, { ...question, id, savedAt: Date.now() } satisfies DeferredQuestion, store());
}

export async function deferredFor(tool: DeferredTool): Promise<DeferredQuestion[]> {
  const all = await entries<string, DeferredQuestion>(store());
  return all
    .map(([, item]) => item)
    .filter((item) => item.tool === tool)
    .sort((a, b) => a.savedAt - b.savedAt);
}

export const forgetDeferred = (id: string) => del(id, store());
