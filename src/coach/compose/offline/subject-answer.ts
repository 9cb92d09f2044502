import type { Understanding } from '../../understand/understand';
import { answerFromLibrary, type LibraryOutcome } from './library-answer';

/**
 * A leadership or metric question: the library's entries on that subject first, then the whole
 * library (which works the rep's own figures through, when there are any).
 */
export function answerOnSubject(text: string, u: Understanding): LibraryOutcome {
  const topics = u.ask === 'leadership' ? ['leadership'] : ['metrics'];
  const onSubject = answerFromLibrary(text, u, topics);
  const library = onSubject.understanding.outcome === 'answer' ? onSubject : answerFromLibrary(text, u);
  return library;
}
