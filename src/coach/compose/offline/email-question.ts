import { understand } from '../../understand/understand';
import { answerOnSubject } from './subject-answer';
import { composeResearch } from './research';

/**
 * A question typed into the email tool ("whats the FY26 cap amount", "how do I work out our median
 * LOS?"). The rep wants the answer, in a draft they can send: a generic follow-up that only says it
 * is following up answers nothing. The draft carries what the research tool would answer (its
 * short answer and its first lines), in plain email text.
 */

/**
 * The note opens as a question or ends with a question mark: it asks, it does not tell what happened.
 * "can a pt…", "does hospice…" ask; "did a 20 min in-service for the CNAs" tells, so an opening
 * helper verb counts only before whom or what it asks about.
 */
const ASKS =
  /^(?:what|whats|what's|when|how|who|whose|where|which|why)\b|^(?:do|does|can|could|is|are|will|would|should|must)\s+(?:a|an|the|we|i|you|they|she|he|it|hospice|medicare|medicaid|pts?|patients?|my|our|their|your)\b|\?\s*$/i;
/** The answer's lines an email carries: the main section's, then a related section's (which may hold the year's figure). */
const MAIN_LINES = 4;
const RELATED_LINES = 2;

export function answerToQuestion(context: string): string | undefined {
  const question = context.trim();
  if (!ASKS.test(question)) return undefined;
  const u = understand({ kind: 'research', query: question });
  // A question about facts or figures; how to handle a source or run a team is coaching, not an email's content.
  if (u.ask !== 'fact' && u.ask !== 'metric') return undefined;
  const answer = u.ask === 'metric' ? answerOnSubject(question, u) : composeResearch(question, u);
  if (answer.understanding?.outcome !== 'answer') return undefined;
  return asEmailText(answer.text);
}

/**
 * The research answer's markdown as email text: "In short: …" and its lines as a list; what to say
 * (words for the rep), the coach's notes in italics and the headings stay out.
 */
export function asEmailText(markdown: string): string | undefined {
  const out: string[] = [];
  let section: 'main' | 'related' | 'skip' = 'main';
  let taken = 0;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const short = /^\*\*Short answer:\*\*\s*(.+)/.exec(line);
    if (short) {
      out.push(`In short: ${plain(short[1]!)}`);
      continue;
    }
    if (/^##\s/.test(line)) {
      const related = /^##\s+Related\b/i.test(line);
      if (section === 'main' && taken === 0 && !related) continue;
      section = related ? 'related' : 'skip';
      taken = 0;
      continue;
    }
    // "**What to say:**", "**Your numbers:**": a labelled block. Words for the rep to say stay out.
    if (/^\*\*[^*]+:\*\*\s*$/.test(line)) {
      section = /say/i.test(line) ? 'skip' : section;
      continue;
    }
    const item = /^-\s+(.+)/.exec(line);
    // ("Acknowledge: years with a patient are a relationship…": an objection entry's move, for the rep.)
    if (!item || section === 'skip' || /^Acknowledge\b/i.test(item[1]!)) continue;
    if (taken >= (section === 'main' ? MAIN_LINES : RELATED_LINES)) continue;
    out.push(`- ${plain(item[1]!)}`);
    taken++;
  }
  return out.length && out[0]!.startsWith('In short:') ? out.join('\n') : undefined;
}

const plain = (text: string) => text.replace(/\*\*/g, '').replace(/(^|\s)\*([^*]+)\*/g, '$1$2');
