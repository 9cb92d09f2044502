import type { ChatTask, CoachProvider, CoachTask, PlaybookTask, ProviderAnswer } from '../../types';
import { composeChatAnswer, servicesReply } from './chat';
import { composeEmail } from './email';
import { composeObjection } from './objection-answer';
import { answerFromLibrary } from './library-answer';
import { answerOnSubject } from './subject-answer';
import { composePlaybook } from './playbook';
import { planWithLibrary } from './plan-library';
import { composeResearch } from './research';
import { workedMetrics } from './metric-math';
import { laterYearNote } from './later-year';
import { isOffTopic, questionBack } from '../../understand/intent';
import { understand, summaryOf, usesLeadershipWords, type Understanding } from '../../understand/understand';
import { requestWords } from '../../request-words';
import { vagueRequestQuestion } from '../../understand/vague';
import { practiceReply, practiceScore } from '../../../lib/practice/offline-practice';

/** Chat replies: practice mode uses the scripted personas and rubric, coaching uses composeChatAnswer. */
function chatReply(task: ChatTask): string {
  if (!task.practice) return composeChatAnswer(task).text;
  return task.practice.action === 'score'
    ? practiceScore(task.history, task.prompt, task.practice.persona)
    : practiceReply(task.practice.persona, task.history, task.prompt);
}

/** A leadership or metric question (see subject-answer.ts). */
function composeFromSubject(text: string, u: Understanding): ProviderAnswer {
  const library = answerOnSubject(text, u);
  return { text: library.text, sources: library.sources, understanding: library.understanding };
}

/** A plan for an account, with the library's entry on the same situation when it has one. */
function composePlan(task: PlaybookTask, u: Understanding): ProviderAnswer {
  // A leader's question gets the library's leadership answer. When the library has none, one in the
  // leadership vocabulary gets a question back; one read as a team's only by its signs (leads-a-team.ts:
  // "team of 5, referrals flat") keeps the plan with the library's entry it got before.
  if (u.ask === 'leadership') {
    const led = composeFromSubject(requestWords(task), u);
    if (led.understanding?.outcome === 'answer' || usesLeadershipWords(requestWords(task))) return led;
  }
  // The rep's figures worked through come first ("what pace do we need oct-dec... and how do I run
  // the push?"): a plan that ignores the arithmetic asked for answers half the request.
  const worked = workedMetrics(requestWords(task));
  const numbers = worked.length ? `${['**Your numbers:**', ...worked.map((line) => `- ${line}`)].join('\n')}\n\n` : '';
  // "Use our referral history from St. Luke's": the plan is built from what the rep typed, and says so.
  const cannotSee = u.particulars.needsLiveData
    ? '*Offline I can’t see your referral history, CRM or a facility’s current numbers: this plan is built from what you typed. Add your own figures to it.*\n\n'
    : '';
  const plan = cannotSee + numbers + composePlaybook(task);
  // A request that is not about hospice sales gets only the question back, never a library entry.
  if (isOffTopic(requestWords(task))) return { text: plan, sources: [], understanding: summaryOf(u, 'clarify') };
  const library = answerFromLibrary(requestWords(task), u, ['field', 'objections', 'leadership']);
  const top = library.understanding.outcome === 'answer' ? library.passages[0] : undefined;
  // The library's entry is the plan's substance and goes first; generic sections give way to it (plan-library.ts).
  const text = top?.answer ? planWithLibrary(plan, top, !!task.desiredOutcomes?.trim()) : plan;
  return { text, sources: [], understanding: summaryOf(u) };
}

/** Routes a request by what it asks (the rep's one-tap correction included), not by the tool it came from. */
function answerByAsk(task: Exclude<CoachTask, ChatTask>, u: Understanding): ProviderAnswer {
  const words = requestWords(task);
  switch (u.ask) {
    case 'objection':
      return composeObjection(words, u);
    case 'account-plan':
      return composePlan(task.kind === 'playbook' ? task : { kind: 'playbook', scenario: words }, u);
    case 'leadership':
      return task.kind === 'playbook' ? composePlan(task, u) : composeFromSubject(words, u);
    case 'metric':
      return composeFromSubject(words, u);
    case 'services':
      return { text: servicesReply(), sources: [], understanding: summaryOf(u) };
    case 'unclear':
      return { text: vagueRequestQuestion(words) ?? questionBack(words), sources: [], understanding: summaryOf(u, 'clarify') };
    default:
      return composeResearch(words, u);
  }
}

/**
 * The offline coach: answers every coach task from the site's own knowledge, with no network.
 * Pure and synchronous underneath, so it runs in a function, in a test or in the browser. It first
 * reads what the request asks (understand/), then answers that question or asks one back.
 */
export function answerOffline(task: CoachTask): ProviderAnswer {
  if (task.kind === 'chat') {
    if (task.practice) return { text: chatReply(task), sources: [] };
    const { text, outcome } = composeChatAnswer(task);
    return withLaterYearNote({ text, sources: [], understanding: summaryOf(understand(task), outcome) }, task.prompt);
  }
  const u = understand(task, task.askAs);
  if (task.kind === 'email') return { text: composeEmail(task), sources: [], understanding: summaryOf(u) };
  return withLaterYearNote(answerByAsk(task, u), requestWords(task));
}

/**
 * A later fiscal year's payment figures asked for: a plain line first that the library holds FY
 * 2026's (later-year.ts), and the answer counts as a deferral, not as the figure asked for.
 */
function withLaterYearNote(answer: ProviderAnswer, words: string): ProviderAnswer {
  const note = laterYearNote(words);
  if (!note) return answer;
  return {
    ...answer,
    text: `${note}\n\n${answer.text}`,
    understanding: answer.understanding && { ...answer.understanding, outcome: 'defer' },
  };
}

/** Splits a reply into small pieces (a line, or a few words of a long line) for streaming. */
export function* chunkReply(text: string, wordsPerChunk = 8): Generator<string> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const words = lines[i]!.split(' ');
    for (let w = 0; w < words.length; w += wordsPerChunk) {
      const piece = words.slice(w, w + wordsPerChunk).join(' ');
      yield w + wordsPerChunk < words.length ? `${piece} ` : piece;
    }
    if (i < lines.length - 1) yield '\n';
  }
}

export const offlineCoach: CoachProvider = {
  engine: 'offline',
  async answer(task) {
    return answerOffline(task);
  },
  async *streamChat(task: ChatTask) {
    yield* chunkReply(chatReply(task));
  },
};
