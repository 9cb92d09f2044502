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
  if (onSubject.understanding.outcome === 'answer') return withMetricEntry(onSubject, u);
  const library = answerFromLibrary(text, u);
  if (library.understanding.outcome === 'answer') return withMetricEntry(library, u);
  const leader = answerFromLibrary(text, u, topics, { subjectLeaderMayAnswer: true });
  return leader.understanding.outcome === 'answer' ? leader : library;
}

/**
 * "41 live dc's out of 260, what's our rate and what should I break it down by": when the rep's
 * figures are worked but no entry covers the rest of the story, the answer would be the arithmetic
 * alone. The metric the request names has its own entry (what it counts, how to read it, what to
 * split it by); it follows the numbers.
 */
function withMetricEntry(answer: LibraryOutcome, u: Understanding): LibraryOutcome {
  const metric = u.particulars.metric;
  if (!metric || answer.text.includes('**Short answer:**')) return answer;
  const entry = answerFromLibrary(metric, { ...u, ask: 'metric' }, ['metrics']);
  if (entry.understanding.outcome !== 'answer') return answer;
  return { ...answer, text: `${answer.text}\n\n${entry.text}`, sources: entry.sources, passages: [...entry.passages] };
}
