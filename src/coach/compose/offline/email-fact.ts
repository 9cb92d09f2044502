import { coverage, namesTheSubject } from '../../retrieve/passages';
import { understand } from '../../understand/understand';
import type { EmailTask } from '../../types';
import { answerFromLibrary } from './library-answer';

/**
 * The fact an email was asked to carry. A rep writes "ALF CM asked if hospice covers room and
 * board" or "send the key HF indicators": the draft must answer that, in the library's own words,
 * not only say it is following up. Only rule, eligibility and quality entries qualify, only when one
 * speaks to most of the note: a thank-you for a tour carries no fact.
 */
const FACT_TOPICS = ['medicare', 'eligibility', 'quality'];
const FAMILY_TOPICS = ['medicare'];
/** The share of the note's own words the entry must speak to (a note carries more words than a question). */
const CLEAR_ANSWER = 0.5;

export function factToShare(task: Pick<EmailTask, 'context'>, toFamily = false): string | undefined {
  // The context says what the email is about (the customization says how to write it), and only
  // a question asked or a subject to teach makes a fact its business.
  const note = subjectOf(task.context);
  if (!note) return undefined;
  const u = { ...understand({ kind: 'research', query: note }), ask: 'fact' as const };
  if (u.particulars.needsLiveData) return undefined;
  // A family hears how the benefit works (respite, what is covered), never eligibility criteria:
  // whether their loved one qualifies is for the physician to discuss.
  const library = answerFromLibrary(note, u, toFamily ? FAMILY_TOPICS : FACT_TOPICS);
  const entry = library.passages[0];
  // A wrong fact in an email is worse than none: the entry must also name the question's subject.
  if (library.understanding.outcome !== 'answer' || !entry?.answer || coverage(note, entry) < CLEAR_ANSWER || !namesTheSubject(note, entry))
    return undefined;
  return `In short: ${entry.answer}`;
}

/** "asked if hospice covers room and board", "educate SNF nurses that…", "a summary of COPD indicators". */
const ASKED =
  /\b(?:asked|wants? to know|wanted to know|wondered|question(?:ed)?|confused)\s+(?:me\s+|us\s+)?((?:if|whether|how|what|when|why|who|which|about)\b.+)/i;
const TEACH =
  /\b(?:educate|explain|teach|remind|clarify|summary (?:of|on)|summari[sz]e|overview of|recap of|(?:quick )?reference (?:on|for|to)|something (?:about|on)|info(?:rmation)? (?:on|about)|rundown (?:on|of)|(?:one[- ]pager|cheat sheet|handout|tip sheet) (?:on|about|for)|the (?:key )?(?:indicators|criteria|rules?) (?:for|on))\b\s*(.+)/i;

function subjectOf(context: string): string | undefined {
  const match = ASKED.exec(context) ?? TEACH.exec(context);
  return match?.[1]?.trim();
}
