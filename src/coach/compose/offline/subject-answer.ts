import type { Understanding } from '../../understand/understand';
import { answerFromLibrary, type LibraryOutcome } from './library-answer';

/**
 * A leadership or metric question: the library's entries on that subject first, then the whole
 * library (which works the rep's own figures through, when there are any). When neither answers,
 * the subject's entry that retrieval places clearly ahead of the others answers: a leader's long
 * story ("4 months in, 55% of goal, all drop-ins at the same 6 SNFs, how do I have that convo")
 * shares few words with any entry, yet one entry on coaching a rep is plainly the one it asks for,
 * and a question back would only make the leader retype it.
 */
export function answerOnSubject(text: string, u: Understanding): LibraryOutcome {
  const topics = u.ask === 'leadership' ? ['leadership'] : ['metrics'];
  const onSubject = answerFromLibrary(text, u, topics);
  if (onSubject.understanding.outcome === 'answer') return onSubject;
  const library = answerFromLibrary(text, u);
  if (library.understanding.outcome === 'answer') return library;
  const leader = answerFromLibrary(text, u, topics, { subjectLeaderMayAnswer: true });
  return leader.understanding.outcome === 'answer' ? leader : library;
}
