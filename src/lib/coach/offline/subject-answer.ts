import type { Understanding } from '../understand/understand';
import { answerFromLibrary, type LibraryOutcome } from './library-answer';
import { workedMetrics } from './metric-math';

/**
 * A leadership or metric question: the library's entries on that subject first, then the whole
 * library. A metric question that carries its own figures gets them worked through first; with
 * the arithmetic done it is answered even when no entry speaks to the rest of it.
 */
export function answerOnSubject(text: string, u: Understanding): LibraryOutcome {
  const topics = u.ask === 'leadership' ? ['leadership'] : ['metrics'];
  const onSubject = answerFromLibrary(text, u, topics);
  const library = onSubject.understanding.outcome === 'answer' ? onSubject : answerFromLibrary(text, u);
  const worked = u.ask === 'metric' ? workedMetrics(text) : [];
  if (worked.length === 0) return library;
  const numbers = ['**Your numbers:**', ...worked.map((line) => `- ${line}`)].join('\n');
  if (library.understanding.outcome === 'answer') return { ...library, text: `${numbers}\n\n${library.text}` };
  return { ...library, text: numbers, understanding: { ...library.understanding, outcome: 'answer' } };
}
