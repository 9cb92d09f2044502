import type { ProviderAnswer, Source } from '../../types';
import { coverage, namesTheSubject, salientTerms, searchPassages, subjectTerm, type Passage } from '../../retrieve/passages';
import { findObjection } from '../../retrieve/match';
import { OBJECTION_ANGLES } from '../../knowledge/objection-angles';
import { detectSettings } from '../../knowledge/settings';
import { clip, firstSentences } from '../../text';
import { claimOf } from '../../understand/objection-claim';
import { summaryOf, type Understanding } from '../../understand/understand';
import { withCompetitorUnnamed } from './library-answer';

/**
 * An objection answered from the entry retrieval ranks first for the claim, with the rule behind it.
 *
 * Reps type objections in their own words ("she could live a year, im not signing that", "your
 * intake takes forever"): few of those words are the library's, so an entry written for the very
 * situation covers little of the claim, and a coverage bar alone sends the rep a generic card on
 * the theme ("a concern about time") or a question back. Retrieval, which weighs the entries' listed
 * phrasings, synonyms and keywords, usually still ranks the entry for the situation first. When it
 * does so clearly, that entry is the answer: its short answer leads, then its moves and its words,
 * and the rule the objection turns on (a Medicare or eligibility entry ranked close behind) follows,
 * so the answer carries the library's substance and speaks to this objection, not to its theme.
 */

/** Objection entries answer the feeling; the rules' entries answer the fact the claim gets wrong. */
const OBJECTION_TOPICS = ['objections', 'medicare', 'eligibility'];
const RULE_TOPICS = new Set(['medicare', 'eligibility']);
/** The first entry must lead the next one of its own kind by this factor to be trusted with a claim it covers little of. */
const CLEAR_LEAD = 1.2;
/** ...and speak to at least this share of the claim's own words (a story with nothing in common is not this entry's), */
const MIN_COVERAGE = 0.2;
/** ...and to at least this many of them: one shared word ("brochure", "office") is a coincidence, not the situation. */
const MIN_TERMS_SPOKEN_TO = 2;
/** A claim of fewer words is what the objection cards were written for ("we already have a hospice we like"). */
const DESCRIBED_TERMS = 3;
/** A clause of the claim long enough to be a second worry ("...and we can never take her back to the hospital"). */
const CLAUSE_TERMS = 3;

const isRule = (passage: Passage) => RULE_TOPICS.has(passage.topic ?? '');

/**
 * The entry retrieval clearly prefers for one claim. When the claim names a specific term another
 * entry is written about ("immunotherapy") and that entry speaks to more of the claim (or as much,
 * when the objection's card points away from the first entry too), retrieval may have ranked the
 * first on the claim's everyday words ("still", "come back") while the subject is elsewhere: then
 * the choice is left to the caller.
 */
function leadFor(claim: string, cardEntry?: Passage): { lead: Passage; hits: { passage: Passage; score: number }[] } | undefined {
  const hits = searchPassages(claim, 8, OBJECTION_TOPICS).filter((hit) => !!hit.passage.answer);
  const [first] = hits;
  if (!first) return undefined;
  const covers = coverage(claim, first.passage);
  if (covers < MIN_COVERAGE || Math.round(covers * salientTerms(claim).length) < MIN_TERMS_SPOKEN_TO) return undefined;
  // The card that recognised the objection points to another entry that retrieval found too ("a
  // palliative NP in the building": the palliative entry, not the one on buildings): two readers
  // disagree, and the choice is left to the caller.
  if (cardEntry && cardEntry !== first.passage && hits.some((hit) => hit.passage === cardEntry)) return undefined;
  const named = (passage: Passage) => namesTheSubject(claim, passage, true);
  const subject = subjectTerm(claim);
  if (subject && !named(first.passage)) {
    const firstCovers = covers;
    // A tie is broken by the card that recognised the objection: when its own entry is not the first,
    // two readers out of three put the subject elsewhere.
    const cardDisagrees = !!cardEntry && cardEntry !== first.passage;
    const contender = (passage: Passage) => {
      if (passage === first.passage || !named(passage)) return false;
      const covers = coverage(claim, passage);
      return covers > firstCovers || (covers === firstCovers && cardDisagrees);
    };
    if ([...hits, ...searchPassages(subject, 3, OBJECTION_TOPICS)].some((hit) => contender(hit.passage))) return undefined;
  }
  // Two entries of the same kind ranked level ("living past six months", "what the prognosis means")
  // leave the choice to the caller; an entry of the other kind close behind is not a rival but the
  // other half of the answer (the feeling and the rule).
  const rival = hits.find((hit) => hit !== first && isRule(hit.passage) === isRule(first.passage));
  if (rival && first.score < CLEAR_LEAD * rival.score) return undefined;
  return { lead: first.passage, hits };
}

/** The claim's clauses: "she can't see her own doctor anymore and we can never take her back to the hospital". */
const clausesOf = (claim: string) =>
  claim
    .split(/[.;!?]+\s+|,?\s+(?:and|but|plus|so)\s+/i)
    .map((clause) => clause.trim())
    .filter((clause) => salientTerms(clause).length >= CLAUSE_TERMS);

/**
 * The entry retrieval clearly prefers for the claim, and with it the entries that carry the rest:
 * the entry of the other kind retrieval ranks among the first (the rule behind a feeling, or the
 * way to answer the feeling behind a rule), and the entry for a second worry in another clause.
 */
export function entriesForClaim(claim: string, cardEntry?: Passage): { lead: Passage; also: Passage[] } | undefined {
  const found = leadFor(claim, cardEntry);
  if (!found) return undefined;
  const { lead, hits } = found;
  const also: Passage[] = [];
  const otherKind = hits.find((hit) => hit.passage !== lead && isRule(hit.passage) !== isRule(lead));
  if (otherKind) also.push(otherKind.passage);
  const clauses = clausesOf(claim);
  if (clauses.length > 1)
    for (const clause of clauses) {
      const part = leadFor(clause)?.lead;
      if (part && part !== lead && !also.includes(part)) {
        also.push(part);
        break;
      }
    }
  return { lead, also };
}

const sourcesOf = (passages: Passage[]) => {
  const sources: Source[] = [];
  for (const passage of passages)
    for (const source of passage.sources ?? [passage.source]) if (!sources.some((s) => s.uri === source.uri)) sources.push(source);
  return sources;
};

/** The objection card the text matches, and the entry its own wording finds first (the card's entry). */
function cardOf(objectionText: string): { entry?: Passage; ask?: string; tip?: string } | undefined {
  const card = findObjection(objectionText);
  if (!card) return undefined;
  const wording = card.kind === 'printed' ? card.match.objection.objection : card.card.objection;
  const entry = searchPassages(wording, 1, ['objections'])[0]?.passage;
  if (card.kind === 'card') return { entry, ask: card.card.ask, tip: card.card.tip };
  const angles = OBJECTION_ANGLES[card.match.objection.id];
  return { entry, ask: angles?.ask[0], tip: firstSentences(card.match.objection.tip, 2) };
}

/**
 * The entry's answer: short answer first, its lines, what to say; then the short answers of the
 * entries that carry the rest of the claim; then the card's question for the same objection and
 * the next step in the speaker's setting.
 */
export function answerFromEntries(
  objectionText: string,
  lead: Passage,
  also: Passage[],
  u: Understanding,
  confidence: number,
): ProviderAnswer {
  const out = [`**Short answer:** ${lead.answer}`, '', `## ${lead.heading}`, ''];
  out.push(...lead.lines.slice(0, 5).map((line) => `- ${clip(line, 380)}`));
  if (lead.say?.length) out.push('', '**What to say:**', ...lead.say.map((line) => `- ${line}`));
  for (const passage of also) {
    const label = isRule(passage) ? 'The rule behind it' : 'Answering the worry';
    out.push('', `**${label} (${passage.heading}):** ${passage.answer}`);
  }
  // The card for the same objection as the entry: its question and tip are the rep's next move.
  const card = cardOf(objectionText);
  if (card?.entry === lead && card.ask && card.tip) out.push('', `**Ask:** “${card.ask}”`, '', `**Coaching tip:** ${card.tip}`);
  // The next step is for whoever said it, so its setting is read from the speaker ("ALF director:"),
  // not from the story, which often names other places and people (the SNF rehab, the family).
  const speaker = objectionText.slice(0, Math.max(0, objectionText.indexOf(claimOf(objectionText))));
  const setting = speaker ? detectSettings(speaker).primary : undefined;
  if (setting) out.push('', `**Next step with ${setting.inSentence}:** offer ${setting.education}.`);
  const used = [lead, ...also];
  const dates = used.map((p) => p.asOf).filter((d): d is string => !!d);
  if (dates.length)
    out.push(
      '',
      `*Checked against the sources as of ${dates.sort()[0]}. Figures change by fiscal year: confirm current ones at the source.*`,
    );
  return { text: out.join('\n'), sources: sourcesOf(used), understanding: summaryOf(u, 'answer', confidence) };
}

/** The objection answered from the entry retrieval clearly prefers for its claim, when there is one. */
export function answerFromRetrieval(objectionText: string, claim: string, u: Understanding): ProviderAnswer | undefined {
  // "We use Crestview for everything": no entry knows the name, but every entry on competitors knows "another hospice".
  const searched = withCompetitorUnnamed(claim, u);
  if (salientTerms(searched).length < DESCRIBED_TERMS) return undefined;
  const found = entriesForClaim(searched, cardOf(objectionText)?.entry);
  if (!found) return undefined;
  return answerFromEntries(objectionText, found.lead, found.also, u, Math.min(1, 0.5 * (0.5 + u.confidence / 2) + 0.2));
}
