import type { CoachTask } from '../../src/coach/types';
import type { PhiCase } from './privacy-cases';

/**
 * Identifiers from a case still present in a text (as typed, or in their NFKC/look-alike-folded form).
 * A number counts only as a whole token: a source's file name (bp102c09.pdf) is not an age of 102.
 */
export function leaked(text: string, identifiers: readonly string[]): string[] {
  const haystack = text.toLowerCase();
  return identifiers.filter((identifier) => {
    const forms = new Set([identifier, identifier.normalize('NFKC')].map((form) => form.toLowerCase()));
    return [...forms].some((form) =>
      /^\d+$/.test(form) ? new RegExp(`(?<![\\w.])${form}(?![\\w])`).test(haystack) : haystack.includes(form),
    );
  });
}

/** Puts a case's text into one of the five task kinds in turn, so every tool's fields are covered. */
export function taskFor(testCase: PhiCase, index: number): CoachTask {
  switch (index % 5) {
    case 0:
      return { kind: 'chat', prompt: testCase.text, history: [] };
    case 1:
      return { kind: 'playbook', scenario: testCase.text };
    case 2:
      return { kind: 'objection', objection: testCase.text };
    case 3:
      return { kind: 'research', query: testCase.text };
    default:
      return { kind: 'email', templateType: 'follow_up', recipientName: 'Sarah Jones', context: testCase.text };
  }
}
