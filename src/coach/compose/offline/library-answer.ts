import {
  coverage,
  namesASpecificTerm,
  namesTheSubject,
  questionMatch,
  salientTerms,
  searchPassages,
  type Passage,
} from '../../retrieve/passages';
import { workedMetrics } from './metric-math';
import type { Source, UnderstandingSummary } from '../../types';
import { clip, escapeRegExp } from '../../text';
import { comparedThings, questionParts } from '../../understand/question-parts';
import { asksOnePatientsOutcome, ONE_PATIENT_CAVEAT } from '../../understand/one-patient';
import { summaryOf, understand, type Understanding } from '../../understand/understand';

/**
 * Answers a question from the knowledge library, or says honestly that it can't. The best entry
 * must speak to the question's own words (coverage), not only to its topic: a question about who
 * attests the face-to-face must not get general eligibility. When no entry does, the coach asks one
 * specific question (naming the closest entries it has) or, when the question needs live data,
 * says what it can answer offline. Never a neighbouring answer presented as the answer.
 */

/**
 * How much of the question the best entry must speak to before it is given as the answer. A long,
 * chatty question carries context words no entry repeats, so the bar falls a little with length.
 */
const ANSWER_COVERAGE = 0.6;
const requiredCoverage = (query: string) => {
  const terms = salientTerms(query).length;
  // A long question is mostly the rep's situation ("4 months in, 55% of goal, her calls are all
  // drop-ins..."): the words the library must match are a smaller share of it.
  return terms <= 4 ? ANSWER_COVERAGE : terms <= 7 ? 0.5 : terms <= 12 ? 0.42 : 0.36;
};

/** A leadership or metric question answered by an entry on that very subject needs less overlap than one from another subject. */
const SUBJECT_COVERAGE = 0.3;
const onSubject = (u: Understanding, passage: { topic?: string }) =>
  (u.ask === 'leadership' && passage.topic === 'leadership') || (u.ask === 'metric' && passage.topic === 'metrics');
/** The same for an objection's claim, whose rarest word may be incidental. */
const OBJECTION_SUBJECT_COVERAGE = 0.4;
/** Retrieval's first entry answers a long question when it leads the next by this factor and covers this share. */
const CLEAR_LEAD = 1.2;
const CLEAR_LEAD_COVERAGE = 0.25;
/** Within one subject's entries, a long leader's story shares fewer words with the entry that leads. */
const SUBJECT_LEAD_COVERAGE = 0.15;
/** Below this, even a close entry is only offered as a suggestion. */
const SUGGEST_COVERAGE = 0.3;

export interface LibraryOutcome {
  text: string;
  sources: Source[];
  understanding: UnderstandingSummary;
  /** The entries used (or offered), best first: Gemini gets the same ones. */
  passages: Passage[];
}

const sourcesOf = (passages: Passage[]) => {
  const sources: Source[] = [];
  for (const passage of passages)
    for (const source of passage.sources ?? [passage.source]) if (!sources.some((s) => s.uri === source.uri)) sources.push(source);
  return sources;
};

const asOfLine = (passages: Passage[]) => {
  const dates = passages.map((p) => p.asOf).filter((d): d is string => !!d);
  return dates.length
    ? `*Checked against the sources as of ${dates.sort()[0]}. Figures change by fiscal year: confirm current ones at the source.*`
    : undefined;
};

const CLINICAL_SCORE = /^(?:fast|pps|kps|nyha|ecog|ef|mac|bmi|albumin)\b/i;

/**
 * One entry as the answer: the short answer first, the detail, what to say, then the entries that
 * answer the request's other questions, then a related entry.
 */
function answerText(top: Passage, related: Passage[], otherQuestions: Passage[] = []): string {
  const out = [`**Short answer:** ${top.answer ?? clip(top.lines[0] ?? '', 360)}`, ''];
  out.push(`## ${top.heading}`, '');
  out.push(...top.lines.slice(top.answer ? 0 : 1, 6).map((line) => `- ${clip(line, 380)}`));
  if (top.say?.length) out.push('', '**What to say:**', ...top.say.map((line) => `- ${line}`));
  for (const passage of otherQuestions) {
    out.push('', `## ${passage.heading}`, '', `**Short answer:** ${passage.answer}`, '');
    out.push(...passage.lines.slice(0, 2).map((line) => `- ${clip(line, 380)}`));
  }
  for (const passage of related.slice(0, 1)) {
    out.push('', `## Related: ${passage.heading}`, '', `- ${passage.answer ?? clip(passage.lines[0] ?? '', 320)}`);
  }
  const asOf = asOfLine([top, ...otherQuestions, ...related.slice(0, 1)]);
  if (asOf) out.push('', asOf);
  return out.join('\n');
}

const LIVE_DATA_DEFER = [
  'Offline I can’t see live or private data: a facility’s census this week, who holds a job today, your CRM, or the news.',
  'What I can answer from the Spartan library: Medicare hospice rules, eligibility indicators by diagnosis, quality measures, metrics and how to talk about them, objections and account plans.',
];

/** One specific question back, naming what the library does have that is closest. */
function clarifyText(u: Understanding, query: string, near: Passage[]): string {
  const out: string[] = [];
  if (u.particulars.needsLiveData) {
    out.push(...LIVE_DATA_DEFER);
    out.push(
      '',
      near.length
        ? `Closest I can help with: ${near.map((p) => `**${p.heading}**`).join(' or ')}. Want one of those, or shall I explain where to find the live figure?`
        : 'Shall I explain where that figure is published, or how to work it out from your own records?',
    );
    return out.join('\n');
  }
  if (near.length) {
    out.push(
      `I want to answer exactly what you asked (“${clip(query, 100)}”), and I don’t have an entry on that. Do you mean ${near
        .map((p) => `**${p.heading}**`)
        .join(' or ')}? Or tell me the setting, diagnosis or rule you’re asking about.`,
    );
  } else {
    out.push(
      `I want to answer exactly what you asked (“${clip(query, 100)}”), but it isn’t in my library. Which is it about: a Medicare hospice rule, eligibility for a diagnosis, a metric, a leadership question, an objection or an account?`,
    );
  }
  return out.join('\n');
}

/**
 * "We love Meadowbrook Hospice": no entry can know a competitor's name, so the name is read as
 * what it is to the library, another hospice; the answer still shows the name in its understood line.
 */
export function withCompetitorUnnamed(query: string, u: Understanding): string {
  const name = u.particulars.competitor?.replace(/ Hospice$/, '');
  if (!name || name === 'already uses another hospice') return query;
  return query.replace(new RegExp(`\\b${escapeRegExp(name)}(?:\\s+(?:hospice|home health|healthcare))?\\b`, 'gi'), 'another hospice');
}

/** The entry that answers a question best, with how much of it it covers (shared by the whole request and each of its parts). */
function rankedFor(query: string, limit: number, topics?: readonly string[]) {
  const hits = searchPassages(query, limit, topics);
  const scored = hits.map((hit) => ({ ...hit, coverage: coverage(query, hit.passage), closeness: questionMatch(query, hit.passage) }));
  // Among passages BM25 ranks close, the one that speaks to more of the question wins; then the one
  // whose listed questions are closest to the rep's words.
  return scored.sort((a, b) => b.coverage - a.coverage || b.closeness - a.closeness || b.score - a.score);
}

/**
 * "When did HOPE replace HIS, and what's the penalty if we miss HQRP?": each further question in
 * the request gets the entry that answers it, when none of the entries already shown does.
 */
function entriesForOtherQuestions(query: string, shown: Passage[], topics?: readonly string[]): Passage[] {
  const found: Passage[] = [];
  for (const part of questionParts(query)) {
    // A fragment ("what level would that be") leans on the rest of the request: the whole answers it;
    // one word that names a subject ("when do we need the NOMNC") is a question of its own.
    const terms = salientTerms(part).length;
    if (terms === 0) continue;
    if ([...shown, ...found].some((passage) => coverage(part, passage) >= requiredCoverage(part))) continue;
    const best = rankedFor(part, 6, topics).find((hit) => !!hit.passage.answer);
    if (!best || [...shown, ...found].some((passage) => passage.id === best.passage.id)) continue;
    const namesIt = namesTheSubject(part, best.passage, true);
    if (terms === 1 ? namesIt : best.coverage >= (namesIt ? Math.min(requiredCoverage(part), SUBJECT_COVERAGE) : requiredCoverage(part)))
      found.push(best.passage);
  }
  // Each thing a request compares ("HCI vs CAHPS", "revocation, live discharge, and transfer") gets
  // the entry written for it, unless an entry shown already names it in its heading or questions: an
  // entry that only mentions a transfer in passing does not say what a transfer is.
  for (const thing of comparedThings(query)) {
    const titled = (passage: Passage) => [passage.heading, ...(passage.questions ?? [])].some((line) => line.toLowerCase().includes(thing));
    if ([...shown, ...found].some(titled)) continue;
    const [first, second] = searchPassages(thing, 3, topics);
    if (!first?.passage.answer || coverage(thing, first.passage) < 1 || (second && first.score < CLEAR_LEAD * second.score)) continue;
    if (![...shown, ...found].some((passage) => passage.id === first.passage.id)) found.push(first.passage);
  }
  return found.slice(0, 2);
}

/** The kinds of request whose separate questions are each answered (a claim or an email is one thing). */
const ANSWERS_EACH_QUESTION = new Set(['fact', 'metric', 'leadership']);

/** The library's answer to a question, or a clarifying question / deferral when it has none. */
export function answerFromLibrary(
  asked: string,
  known?: Understanding,
  topics?: readonly string[],
  options: { objectionEntryMayLead?: boolean; subjectLeaderMayAnswer?: boolean } = {},
): LibraryOutcome {
  const u = known ?? understand({ kind: 'research', query: asked });
  const query = withCompetitorUnnamed(asked, u);
  // A wider pool than is shown: coverage, not BM25 alone, decides which entry answers.
  const scored = rankedFor(query, 8, topics);
  let top = scored[0];
  // A two-part question ("how many visits a month, and what conversion rate?") is answered by
  // two entries together: the best one, with the second as its related entry.
  const pair =
    scored[1] && top && top.coverage >= SUGGEST_COVERAGE && scored[1].coverage >= SUGGEST_COVERAGE
      ? coverage(query, top.passage, scored[1].passage)
      : 0;
  // An entry that speaks to the most specific thing a question names ("respite", "ALS") answers it
  // although the question is padded with the rep's situation ("cg is burnt out, dtr wants a break");
  // An objection's rarest word is more often incidental ("your brochure looks cheap"), so the entry
  // that names it ("morphine will kill him faster") must also speak to more of a claim long enough
  // to have a subject besides its complaint.
  const namesIt = !!top && namesTheSubject(query, top.passage, true) && (u.ask !== 'objection' || salientTerms(query).length >= 3);
  const required =
    top && (onSubject(u, top.passage) || (namesIt && u.ask !== 'objection'))
      ? Math.min(requiredCoverage(query), SUBJECT_COVERAGE)
      : namesIt
        ? Math.min(requiredCoverage(query), OBJECTION_SUBJECT_COVERAGE)
        : requiredCoverage(query);
  if (top && top.coverage < required && pair >= required) top = { ...top, coverage: pair };
  // "copd hospice criteria? pt on 3L o2, in the ED 3x": when every close entry is about the diagnosis
  // the rep named, asking which one they mean is no help; the closest answers.
  const diagnosis = u.particulars.diagnosis;
  const close = scored.filter((hit) => hit.coverage >= SUGGEST_COVERAGE).slice(0, 2);
  if (top && top.coverage < required && diagnosis && close.length && close.every((hit) => coverage(diagnosis, hit.passage) === 1))
    top = { ...top, coverage: required };
  // "SW told the daughter her mom HAS to be a DNR, is that true?? she's upset": a question padded with
  // the story around it still names one specific subject ("dnr"); the entry retrieval ranks first
  // for it, when it names that subject, answers rather than a question back.
  const bestScored = scored.reduce<(typeof scored)[number] | undefined>(
    (best, hit) => (!best || hit.score > best.score ? hit : best),
    undefined,
  );
  // Of entries retrieval ranks about level (none clearly ahead), the one on the diagnosis the rep
  // named is first: a near-tie in scores ("parkinsons pt bedbound, choking on pills") must not hand
  // the question to the general entry because the library grew by one unrelated entry. (Over the
  // whole library only: within one subject's entries the whole library is asked next.)
  const onTheDiagnosis = (passage: Passage) => !!diagnosis && coverage(diagnosis, passage) === 1 && namesTheSubject(query, passage, true);
  const firstRanked =
    !topics && bestScored && !onTheDiagnosis(bestScored.passage)
      ? (scored.find((hit) => hit.passage.answer && hit.score * CLEAR_LEAD >= bestScored.score && onTheDiagnosis(hit.passage)) ??
        bestScored)
      : bestScored;
  // The same when retrieval clearly prefers one entry that speaks to a quarter of the question:
  // "NOE didn't get filed til Thursday, is that late?" has one entry, however much the rep says.
  const runnerUp = scored.filter((hit) => hit !== firstRanked).reduce((best, hit) => Math.max(best, hit.score), 0);
  // (Only over the whole library: a claim read against the rules' entries must name its subject.)
  // (Or within one subject's entries, when the caller asks it: subject-answer.ts.)
  const clearlyFirst =
    (!topics || !!options.subjectLeaderMayAnswer) &&
    !!firstRanked &&
    firstRanked.coverage >= (topics ? SUBJECT_LEAD_COVERAGE : CLEAR_LEAD_COVERAGE) &&
    firstRanked.score >= CLEAR_LEAD * runnerUp;
  // An objection's rarest word may be incidental ("your brochure looks cheap"), so its entry answers
  // only when the caller allows it (a card on another theme is the alternative), names that word and
  // leads retrieval clearly: "son says morphine is what killed grandpa" has one entry, the one on morphine.
  const objectionEntryLeads =
    !!options.objectionEntryMayLead &&
    !!firstRanked &&
    namesTheSubject(query, firstRanked.passage, true) &&
    firstRanked.score >= CLEAR_LEAD * runnerUp;
  // "can they just switch? is there a limit? does her benefit period start over": when the entry
  // retrieval prefers only shares the question's common words (benefit, period), an entry that
  // names its specific subject ("switch": the transfer entry) and speaks to a fair share of it answers
  // when no entry covers enough of the question.
  const subjectEntry =
    u.ask !== 'objection' && !topics && firstRanked && !namesTheSubject(query, firstRanked.passage, true)
      ? scored.find((hit) => hit.passage.answer && hit.coverage >= SUGGEST_COVERAGE && namesTheSubject(query, hit.passage, true))
      : undefined;
  if (top && top.coverage < required && subjectEntry) top = { ...subjectEntry, coverage: required };
  if (
    top &&
    top.coverage < required &&
    firstRanked &&
    firstRanked.passage.answer &&
    (u.ask === 'objection'
      ? objectionEntryLeads
      : namesTheSubject(query, firstRanked.passage, true) || (!topics && namesASpecificTerm(query, firstRanked.passage)) || clearlyFirst)
  )
    top = { ...firstRanked, coverage: required };
  // "same thing for copd. pt on 3L home o2, winded walking to the bathroom, 3 admits": a story long
  // enough that no entry covers much of it, but retrieval's two first entries are both on the
  // diagnosis named; the first answers. (Not for an objection: there the diagnosis is the story's
  // context, "done w chemo", and the claim is the subject.)
  const byScore = [...scored].sort((a, b) => b.score - a.score).slice(0, 2);
  if (
    top &&
    top.coverage < required &&
    diagnosis &&
    u.ask !== 'objection' &&
    byScore.length === 2 &&
    byScore.every((hit) => coverage(diagnosis, hit.passage) === 1) &&
    byScore[0]!.passage.answer
  )
    top = { ...byScore[0]!, coverage: required };
  // The rep's own figures worked through (ADC, conversion, the cap...) answer the part the library can't.
  const worked = workedMetrics(query);
  // "ADC is 64 right now, we want 80": figures the rep typed are no live data to fetch.
  const needsLiveData = u.particulars.needsLiveData && !worked.length;
  if ((!top || top.coverage < required) && worked.length)
    return {
      text: ['**Your numbers:**', ...worked.map((line) => `- ${line}`)].join('\n'),
      sources: [],
      understanding: summaryOf(u, 'answer', 0.6),
      passages: top ? [top.passage] : [],
    };
  if (!top || top.coverage < required || needsLiveData) {
    const near = scored
      .filter((hit) => hit.coverage >= SUGGEST_COVERAGE)
      .slice(0, 2)
      .map((hit) => hit.passage);
    return {
      text: clarifyText({ ...u, particulars: { ...u.particulars, needsLiveData } }, query, near),
      sources: [],
      understanding: summaryOf(u, needsLiveData ? 'defer' : 'clarify', top?.coverage ?? 0),
      passages: near,
    };
  }
  // "GIP versus continuous care", "the difference between X and Y": the second entry is half the answer.
  const comparing = /\b(?:vs\.?|versus|difference between|compared? (?:to|with)|or)\b/i.test(query);
  const related = scored
    .slice(1)
    .filter((hit, index) => {
      const secondHalf = index === 0 && (pair >= required || (comparing && hit.coverage >= SUGGEST_COVERAGE));
      return (hit.coverage >= required || secondHalf) && !!hit.passage.answer;
    })
    .map((hit) => hit.passage);
  const otherQuestions = ANSWERS_EACH_QUESTION.has(u.ask)
    ? entriesForOtherQuestions(query, [top.passage, ...related.slice(0, 1)], topics)
    : [];
  const used = [top.passage, ...otherQuestions, ...related.slice(0, 1)];
  // The rep's own figures are repeated as given, so the answer visibly works from them.
  // A patient's scores ("FAST 6e", "PPS 40%", "NYHA III") are shown too: the answer is read against them.
  const clinicalScore = u.particulars.figures.some((figure) => CLINICAL_SCORE.test(figure));
  // A leader's or a metric question's figures are the asker's own ("rep is at 55% of goal").
  const ownFigures =
    u.particulars.figures.length > 0 &&
    (clinicalScore || u.ask === 'leadership' || u.ask === 'metric' || /\b(?:our|my|we|we're|i|i'm|us)\b/i.test(query));
  const figures = ownFigures && !worked.length ? `*Your figures: ${u.particulars.figures.join(', ')}.*\n\n` : '';
  const numbers = worked.length ? `${['**Your numbers:**', ...worked.map((line) => `- ${line}`)].join('\n')}\n\n` : figures;
  // "is he gonna get recertified?": the rule, after saying this one patient's outcome can't be known here.
  const caveat = asksOnePatientsOutcome(query) ? `*${ONE_PATIENT_CAVEAT}*\n\n` : '';
  return {
    text: numbers + caveat + answerText(top.passage, related, otherQuestions),
    sources: sourcesOf(used),
    understanding: summaryOf(u, 'answer', Math.min(1, top.coverage * (0.5 + u.confidence / 2))),
    passages: [top.passage, ...otherQuestions, ...related],
  };
}
