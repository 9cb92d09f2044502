import { beforeAll, describe, expect, it } from 'vitest';
import { findNamesWithNlp, loadNlp } from '../../src/coach/guard/names-nlp';
import { redactPatientIdentifiers, redactTask } from '../../src/coach/guard/privacy';
import type { CoachTask } from '../../src/coach/types';

/**
 * Round s16, with phrasings of our own: names in the shapes practice lines and emails take. In a
 * role-play with the family, the person the rep asks for or opens a sentence to ("is this X?",
 * "X, I know ..."); a person asked about in a room with what they are doing between ("how's X doing
 * in 118"); a name in apposition to a patient word that carries a diagnosis ("X, the COPD pt who");
 * and, against over-removal, staff whose role carries a word before it ("X, the new pt coordinator")
 * and a relative's state after "is" ("his wife is worn out").
 */

beforeAll(loadNlp);

const both = (text: string) => [redactPatientIdentifiers(text), redactPatientIdentifiers(text, findNamesWithNlp)];
const toDaughter = (prompt: string): CoachTask => ({
  kind: 'chat',
  prompt,
  history: [],
  practice: { persona: 'adult-daughter', action: 'reply' },
});

describe('privacy guard: names in practice lines and emails', () => {
  it('removes the family member the rep asks for or speaks to in a role-play with the family', () => {
    for (const [prompt, name] of [
      ['hello, am I speaking with Odette? this is Kay from Spartan about your father', 'Odette'],
      ['Marguerite, I can hear how tired you are, can we talk about your mom', 'Marguerite'],
    ] as const) {
      for (const result of [redactTask(toDaughter(prompt)), redactTask(toDaughter(prompt), findNamesWithNlp)]) {
        expect(result.found, prompt).toContain('name');
        expect(JSON.stringify(result.task), prompt).not.toContain(name);
      }
    }
  });

  it('removes a person asked about in a room, with what they are doing between, and the room', () => {
    for (const [text, name] of [
      ["how's Bertram doing in 310? the aide says he sleeps all day", 'Bertram'],
      ['is Faith resting in room 6 or up in the chair', 'Faith'],
    ] as const) {
      for (const result of both(text)) {
        expect(result.text, text).not.toContain(name);
        expect(result.found, text).toContain('room');
      }
    }
  });

  it('removes a name in apposition to a patient word that says what they have', () => {
    for (const [text, name] of [
      ['email the CM about Winifred, the CHF pt who keeps going back to the ER', 'Winifred'],
      ['follow up w dr. sato re lucius, pt w/ pancreatic ca who wants to go home', 'lucius'],
      ['please check on Ottoline, our new patient on 2 west', 'Ottoline'],
    ] as const) {
      for (const result of both(text)) expect(result.text, text).not.toContain(name);
    }
  });

  it('keeps staff named with a role that carries a word or two before it', () => {
    for (const text of [
      'Rosalie, the new pt coordinator at Elm Ridge, wants an inservice on dementia',
      'call back Ignatius, the patient advocate at St. Brendan, about the complaint',
    ]) {
      for (const result of both(text)) expect(result.found, text).toEqual([]);
    }
  });

  it("keeps a relative's state after 'is' as typed", () => {
    for (const text of ['the pt came back in again, his wife is worn out', 'her husband is burnt out and the kids are far away']) {
      expect(redactPatientIdentifiers(text).text, text).toBe(text);
    }
  });
});
