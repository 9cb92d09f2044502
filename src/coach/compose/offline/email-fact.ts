import { coverage, namesTheSubject, salientTerms, type Passage } from '../../retrieve/passages';
import { understand } from '../../understand/understand';
import type { EmailTask } from '../../types';
import { answerFromLibrary } from './library-answer';
import { capitalise, tokenize } from '../../text';

/**
 * The fact an email was asked to carry. A rep writes "ALF CM asked if hospice covers room and
 * board" or "send the key HF indicators": the draft must answer that, in the library's own words,
 * not only say it is following up. Only rule, eligibility and quality entries qualify, only when one
 * speaks to most of the note: a thank-you for a tour carries no fact.
 */
const FACT_TOPICS = ['medicare', 'eligibility', 'quality', 'objections'];
const FAMILY_TOPICS = ['medicare'];
/** The share of the note's own words the entry must speak to (a note carries more words than a question). */
const CLEAR_ANSWER = 0.5;
/** ...and an objection entry to more than that share, and to at least this many of its words. */
const MIN_TERMS_SPOKEN_TO = 2;

/**
 * Why: "send her the dementia indicators", "a quick breakdown of GIP vs continuous care", "she likes
 * numbers": a rep asking for criteria, a comparison or a reference wants the entry's lines (the
 * FEV1, the 88%, the 8 hours), not only its one-sentence answer. "Asked if hospice covers room and
 * board" is answered by the answer alone.
 */
const WANTS_DETAIL =
  /\b(?:indicators?|criteria|breakdown|(?:one|1)[- ]?pager|basics|explainer|cheat sheet|handout|tip sheet|summary|overview|rundown|recap|numbers|bullets?|difference|differ|vs\.?|versus|look for|how (?:\w+ ){0,3}works?)\b/i;
const DETAIL_LINES = 4;

export function factToShare(task: Pick<EmailTask, 'context' | 'customization'>, toFamily = false): string | undefined {
  // The context says what the email is about (the customization says how to write it), and only
  // a question asked or a subject to teach makes a fact its business. Of the subjects the library
  // answers clearly, the one it answers most fully wins: "asked what we look for in end stage heart
  // failure. following up after a hallway chat" is about heart failure, not the hallway, and "which
  // residents might be appropriate… send her the dementia indicators" is about the indicators.
  let best: ClearAnswer | undefined;
  const diagnosis = diagnosisSubject(task.context);
  for (const note of diagnosis ? [diagnosis, ...subjectsOf(task.context)] : subjectsOf(task.context)) {
    const fact = clearAnswer(note, toFamily);
    if (fact && (!best || fact.coverage > best.coverage)) best = fact;
  }
  if (!best) return undefined;
  const detail = WANTS_DETAIL.test(`${task.context}\n${task.customization ?? ''}`)
    ? best.lines.slice(0, DETAIL_LINES)
    : linesOnTheNote(best.lines, task.context, best.answer);
  return [`In short: ${best.answer}`, ...detail.map((line) => `- ${line}`)].join('\n');
}

/** Words of a note that say nothing about its subject (everything in a hospice email has them). */
const GENERIC = new Set([
  'hospice',
  'patient',
  'pt',
  'care',
  'team',
  'family',
  'email',
  'send',
  'follow',
  'thank',
  'asked',
  'ask',
  'want',
  'explain',
  'value',
  'add',
]);
const ON_THE_NOTE_LINES = 2;

/**
 * Why: "explain the oncologist can stay on as attending and we send updates", "families think
 * hospice pays the rent": the entry's one-sentence answer may not carry the very terms the rep
 * typed, while one of its lines does. The lines that share a content word with the note, beyond
 * its answer's, go with the answer, at most two.
 */
function linesOnTheNote(lines: readonly string[], note: string, answer: string): string[] {
  // ("medicare-certified" speaks to "certified".)
  const words = (text: string) => tokenize(text.replace(/-/g, ' '));
  const asked = new Set(words(note).filter((word) => !GENERIC.has(word)));
  const answered = new Set(words(answer));
  return lines.filter((line) => words(line).some((word) => asked.has(word) && !answered.has(word))).slice(0, ON_THE_NOTE_LINES);
}

/**
 * Eligibility asked about in any words: "eligibility basics", "the indicators", "when their pts qualify",
 * "the LCD", "is a CHF patient appropriate", "what you look for in end-stage liver", "when to refer".
 */
const ELIGIBILITY_ASKED =
  /\b(?:eligib\w*|indicators?|criteria|qualif\w*|guidelines|lcds?|appropriate|suitable|candidates?|look(?:s|ing)? for|ready for (?:a )?hospice|when to (?:refer|call)|triggers?|red flags)\b/i;

/**
 * "want to share ESRD hospice eligibility basics", "a value add w the ALS indicators in plain words",
 * "big-stroke pts who plateau... send stroke/CVA eligibility basics": a diagnosis named with its
 * eligibility is the email's subject however the rep frames the ask, so the draft carries that
 * diagnosis's indicators, not a promise of a one-pager.
 */
function diagnosisSubject(context: string): string | undefined {
  if (!ELIGIBILITY_ASKED.test(context)) return undefined;
  const diagnosis = understand({ kind: 'research', query: context }).particulars.diagnosis;
  return diagnosis ? `${diagnosis} hospice eligibility indicators` : undefined;
}

interface ClearAnswer {
  answer: string;
  lines: string[];
  coverage: number;
}

/** "who covers while she's out", "who's covering the unit": a person standing in, not what the benefit covers. */
const PERSON_COVERING = /\bwho(?:(?:'|’)s|\s+is|\s+will|\s+would|\s+can)?\s+(?:be\s+)?cover(?:s|ing)?\b/i;

export function clearAnswer(note: string, toFamily: boolean): ClearAnswer | undefined {
  if (PERSON_COVERING.test(note)) return undefined;
  const u = { ...understand({ kind: 'research', query: note }), ask: 'fact' as const };
  if (u.particulars.needsLiveData) return undefined;
  // A family hears how the benefit works (respite, what is covered), never eligibility criteria:
  // whether their loved one qualifies is for the physician to discuss.
  const library = answerFromLibrary(note, u, toFamily ? FAMILY_TOPICS : FACT_TOPICS);
  const entry = library.passages[0];
  // A wrong fact in an email is worse than none: the entry must also name the question's subject.
  const covered = entry ? coverage(note, entry) : 0;
  if (library.understanding.outcome !== 'answer' || !entry?.answer || covered < CLEAR_ANSWER || !namesTheSubject(note, entry))
    return undefined;
  if (entry.topic !== 'objections') return { answer: entry.answer, lines: entry.lines, coverage: covered };
  // An objection entry may correct the very belief the note reports ("doctors think they lose their
  // patients", "families assume hospice pays the rent"), but it is written to the rep: its lines are
  // moves to make, and its answer opens with one. Only one that cites a public rule (CMS, the eCFR)
  // holds a fact to tell a source; the others hold sales moves ("a named contact rebuilds trust").
  // It is further from what an email is about, so it must speak to more than half the note, and to
  // two of its words at least: "the intake line" shares only "line" with lines of chemotherapy.
  if (!citesPublicRule(entry) || covered <= CLEAR_ANSWER || Math.round(covered * salientTerms(note).length) < MIN_TERMS_SPOKEN_TO)
    return undefined;
  const fact = factOfObjection(entry.answer);
  return fact ? { answer: fact, lines: [], coverage: covered } : undefined;
}

/** A source outside the site itself: CMS, the eCFR, Medicare.gov, the OIG. */
const citesPublicRule = (entry: Passage) => (entry.sources ?? [entry.source]).some((source) => /^https?:\/\//.test(source.uri));

/**
 * "He doesn't have to: when a patient elects hospice…", "Ask what is behind it (…): in most states a
 * resident can…": what precedes the first colon is the move (agree, ask, reframe), what follows it
 * the fact. A sentence about "your own hospice" is an aside to the rep, not something to tell a source.
 */
export function factOfObjection(answer: string): string | undefined {
  const colon = answer.indexOf(': ');
  const lead = colon === -1 ? '' : answer.slice(0, colon);
  const body = lead && !/[.!?]\s/.test(lead) ? answer.slice(colon + 2) : answer;
  const sentences = body.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((sentence) => !/\byour (?:own )?hospice\b/i.test(sentence));
  const fact = sentences.join(' ').trim();
  return fact ? capitalise(fact) : undefined;
}

/**
 * "asked if hospice covers room and board", "asked for the COPD indicators", "confused about GIP vs continuous care".
 * A few words of where or when may stand between the asking and the question ("asked me after rounds
 * what…", "keeps asking us in the hallway whats…", "asked last wk what…"): up to five words after a
 * preposition, or up to three others, none of them a question word (nor "to": "asked me to send…").
 */
const ASKED =
  /\b(?:asked|asking|ask|wants? to know|wanted to know|wondered|wondering|question(?:ed)?|confused)\s+(?:me\s+|us\s+)?(?:(?:at|in|on|after|during|before|by)\s+(?:(?!(?:if|whether|how|what|whats|when|why|who|which)\b)[\w'-]+\s+){1,5}|(?:(?!(?:if|whether|how|what|whats|when|why|who|which|about|for|to|me|us)\b)[\w'-]+\s+){1,3})?((?:if|whether|how|what|whats|what's|when|why|who|which|about|for)\b.+)/gi;
/**
 * "we talked about when a COPD pt is appropriate", "we covered that pts keep their oncologist as
 * attending", "offices keep mixing up palliative care and hospice": what was discussed, or what is
 * confused, is the subject the email recaps.
 */
const DISCUSSED =
  /\b(?:talked|spoke|chatted)\s+(?:\w+\s+){0,2}?(?:about|through|over)\s+(.+)|\b(?:discussed|went over|go over|(?:we|i) covered|reviewed|walked (?:her|him|them) through|mix(?:es|ed|ing)? up|mixing)\s+(?:that\s+)?(.+)/gi;
/** "educate SNF nurses that…", "a summary of COPD indicators", "send her the dementia indicators", "a one-pager style email on benefit periods". */
const TEACH =
  /\b(?:educate|explain(?:ing)?|teach|the basics (?:on|of|about)|remind|clarify|summary (?:of|on)|summari[sz]e|overview of|recap of|breakdown (?:of|on)|(?:quick )?reference (?:on|for|to)|something (?:about|on)|info(?:rmation)? (?:on|about)|rundown (?:on|of)|(?:one[- ]pager|cheat sheet|handout|tip sheet)(?: style)?(?: e-?mail)? (?:on|about|for)|(?:send|share|give)\w* (?:her|him|them|the team) (?:the|our|a|some)|the (?:key )?(?:indicators|criteria|rules?) (?:for|on))\b\s*(.+)/gi;
/** "value add for the CMs: what GIP is and when it fits": a question after a colon or dash names the subject. */
const TOPIC_QUESTION = /(?:^|[:\u2013\u2014]\s*|\s-\s+)((?:what|whats|when|which|how|why)\b.+)/gi;
/** "office staff think hospice and palliative care are the same thing": a belief to correct names the subject. */
/** "her worry: pts leave them", "his big worry is that pts come off their meds": a worry is a belief to answer too. */
const BELIEVED =
  /\b(?:think|thinks|believe|believes|assum(?:e|es|ed|ing)|expect(?:s|ing)?|(?:under the )?impression|heard|worried|worries|worry(?:\s+is)?|concerned|afraid|fears?)\s*(?::\s*|\s)(?:that\s+)?(.+)/gi;

/** A meeting or a call asked for, which names no subject to teach. */
const MEETING_ASKED =
  /^for\s+(?:a\s+|an\s+)?(?:(?:quick|short|real|brief|few)\s+)?(?:\d+[\s-]*(?:min\w*|minutes?|hours?|hrs?)\s+)?(?:call|meeting|mtg|sit[- ]?down|visit|chat|coffee|time|slot|huddle|conversation)\b/i;

/** What the email was asked to teach: each match up to its sentence's end, up to its first comma, and up to a clause of purpose or reason. */
export function subjectsOf(context: string): string[] {
  // ("whats GIP" is "what is GIP": the library is searched with the rep's words, and "whats" is none of its.)
  const text = context.replace(/\babt\b/gi, 'about').replace(/\bwhat'?s\b/gi, 'what is');
  const found: string[] = [];
  for (const pattern of [ASKED, TEACH, BELIEVED, DISCUSSED, TOPIC_QUESTION]) {
    for (const match of text.matchAll(pattern)) {
      const sentence = (match[1] ?? match[2])!.split(/[.;!?](?:\s|$)|\n/)[0]!.trim();
      // (And at the clause that says what it is for or why: "… for their morning huddle", "… since they don't do PFTs".)
      const clause = sentence.split(/\s+(?:for (?:their|the|our|her|his|a)|since|because|bc|so (?:that|they|she|he|we))\s+/)[0]!.trim();
      found.push(sentence, sentence.split(',')[0]!.trim(), clause);
    }
  }
  // ("ask for a quick 10 min call" asks for time, not about a subject: "10 min" is no renal clearance.)
  return [...new Set(found)].filter((subject) => subject.split(/\s+/).length >= 2 && !MEETING_ASKED.test(subject));
}
