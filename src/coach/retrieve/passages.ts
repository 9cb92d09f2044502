import MiniSearch from 'minisearch';
import { keepRecent } from '../recent';
import type { Source } from '../types';
import { isContraction, isStopword, stem } from '../text';
import { KNOWLEDGE } from '../knowledge/library';
import { expandSynonyms, synonymGroupsIn } from '../knowledge/synonyms';
import { ETHICS, FUNDAMENTALS, OBJECTIONS, PILLARS, PROGRAMS, RESOURCES, SERVICES, STAGES } from '../knowledge/content';
import { MONTHLY_GOALS, RAMP_30_DAY_GOALS, RESPONSE_RULE_TEXT, START_OF_CARE, TIERS, goalLines } from '../knowledge/field-numbers';
import { SITE_PAGES } from '../knowledge/pages';
import { CARE_SETTINGS } from '../knowledge/settings';

/**
 * The site's knowledge cut into passages for retrieval: each has a heading, a few lines of text
 * (already in the words the site uses) and the page it comes from.
 */
export interface Passage {
  id: string;
  /** What the site offers for sale ranks lower unless the question is about buying it. */
  kind?: 'offer';
  heading: string;
  lines: string[];
  source: Source;
  /** Extra words that should find this passage. */
  keywords?: string;
  /** Knowledge-base passages: the direct answer to the passage's question. */
  answer?: string;
  /** Knowledge-base passages: the public sources (CMS, eCFR, the LCD) research cites. */
  sources?: Source[];
  /** Knowledge-base passages: the library's subject (medicare, eligibility, metrics, leadership...). */
  topic?: string;
  /** Knowledge-base passages: the questions the entry answers, in reps' words. */
  questions?: string[];
  /** Knowledge-base passages: what to say in the field. */
  say?: string[];
  /** Knowledge-base passages: when the facts were checked (YYYY-MM-DD). */
  asOf?: string;
}

function buildPassages(): Passage[] {
  const passages: Passage[] = KNOWLEDGE.map((k) => ({
    id: `knowledge-${k.id}`,
    heading: k.heading,
    answer: k.answer,
    lines: k.lines,
    source: k.sources[0]!,
    sources: k.sources,
    keywords: k.keywords,
    topic: k.topic,
    questions: k.questions,
    say: k.say,
    asOf: k.asOf,
  }));
  for (const s of STAGES) {
    passages.push({
      id: `stage-${s.id}`,
      heading: `${s.title}: stage ${s.order} of the Spartan Method`,
      lines: [
        s.purpose,
        `Activities: ${s.activities.join('; ')}.`,
        `Exit artifact: ${s.exitArtifact}.`,
        `Decision to advance: ${s.decisionToAdvance}`,
      ],
      source: SITE_PAGES.method,
      keywords: 'method stage process sales cycle',
    });
  }
  for (const p of PILLARS) {
    passages.push({
      id: `pillar-${p.id}`,
      heading: `${p.title}: a pillar of the Spartan Method`,
      lines: [p.description, ...p.practices],
      source: SITE_PAGES.method,
    });
  }
  for (const f of FUNDAMENTALS) {
    passages.push({
      id: `fundamental-${f.id}`,
      heading: f.title,
      lines: [f.description],
      source: SITE_PAGES.method,
      keywords: 'fundamentals basics',
    });
  }
  for (const e of ETHICS) {
    passages.push({
      id: `ethics-${e.id}`,
      heading: e.title,
      lines: [e.description],
      source: SITE_PAGES.method,
      keywords: 'ethics compliance legal oig',
    });
  }
  for (const o of OBJECTIONS) {
    passages.push({
      id: `objection-${o.id}`,
      heading: `Objection: “${o.objection}”`,
      lines: [o.response, `Tip: ${o.tip}`],
      source: SITE_PAGES.objections,
      keywords: `objection pushback ${o.keywords.join(' ')}`,
    });
  }
  for (const s of CARE_SETTINGS) {
    passages.push({
      id: `setting-${s.id}`,
      // The questions reps ask about a setting, so its passage competes with the library's entries.
      questions: [
        `what does a ${s.inSentence.replace(/^the /, '')} care about`,
        `what does the ${s.primaryContact} care about`,
        `how do i work with a ${s.inSentence.replace(/^the /, '')}`,
        `who decides at a ${s.inSentence.replace(/^the /, '')}`,
      ],
      heading: `Working with: ${s.label}`,
      lines: [
        `Who decides: ${s.decisionMakers.join('; ')}.`,
        `What it usually needs solved: ${s.needs.join('; ')}.`,
        `Questions to ask: ${s.discoveryQuestions.slice(0, 3).join(' ')}`,
        `Education to offer: ${s.education}.`,
      ],
      source: SITE_PAGES.playbooks,
      keywords: s.searchTerms,
    });
  }
  for (const s of SERVICES) {
    passages.push({
      id: `service-${s.id}`,
      heading: `${s.title} (${s.price}, ${s.duration})`,
      lines: [s.solution, `Includes: ${s.includes.join('; ')}.`, s.outcome],
      source: SITE_PAGES.services,
      kind: 'offer',
      keywords: `coaching service price cost ${s.audience}`,
    });
  }
  for (const p of PROGRAMS) {
    passages.push({
      id: `program-${p.id}`,
      heading: `${p.title} (${p.duration})`,
      lines: [p.description, `Outcomes: ${p.outcomes.slice(0, 3).join('; ')}.`, `Who it’s for: ${p.whoItsFor}`],
      source: SITE_PAGES.programs,
      kind: 'offer',
      keywords: `program training ${p.kind}`,
    });
  }
  for (const r of RESOURCES) {
    passages.push({
      id: `resource-${r.id}`,
      heading: r.title,
      lines: [r.description],
      source: { uri: r.path, title: r.title },
      keywords: 'printable sheet resource download',
    });
  }
  passages.push({
    id: 'numbers-monthly',
    questions: [
      'what monthly metrics should a hospice rep track',
      'how many visits should i make a month',
      'monthly goals for a hospice liaison',
      'what conversion rate should i hit',
    ],
    heading: 'Monthly targets for a hospice rep',
    lines: [
      ...goalLines(MONTHLY_GOALS),
      `Time to start of care: ${START_OF_CARE.goal} (tracked in buckets ${START_OF_CARE.buckets.join(', ')})`,
    ],
    source: SITE_PAGES.metrics,
    keywords:
      'metrics numbers goals targets scorecard kpi touches visits referrals admissions conversion quota how many visits per week per day per month face-to-face calls activity',
  });
  passages.push({
    id: 'numbers-ramp',
    questions: ['what should a new rep hit in the first 30 days', 'new rep ramp goals', 'first month numbers for a new liaison'],
    heading: 'The first 30 days for a new rep',
    lines: goalLines(RAMP_30_DAY_GOALS),
    source: SITE_PAGES.quickStart,
    keywords: 'new rep first month onboarding ramp 30 day start',
  });
  passages.push({
    id: 'numbers-tiers',
    questions: [
      'how should i tier my accounts',
      'how often should i visit each account',
      'a b c tiers territory',
      'how do i prioritize my accounts',
    ],
    heading: 'Tiering your territory',
    lines: [
      ...TIERS.map((t) => `${t.tier} accounts: ${t.cadence.toLowerCase()}. ${t.definition}`),
      'Re-tier every account monthly from its referrals and conversion.',
    ],
    source: SITE_PAGES.territory,
    keywords: 'territory tier prioritize prioritise accounts route planning cadence frequency abc',
  });
  passages.push({
    id: 'numbers-speed',
    questions: [
      'how fast should we respond to a referral',
      'referral response time rule',
      'how quickly should we contact the family after a referral',
    ],
    heading: 'Speed rules for every referral',
    lines: [RESPONSE_RULE_TEXT.respond, RESPONSE_RULE_TEXT.contact, RESPONSE_RULE_TEXT.startOfCare, RESPONSE_RULE_TEXT.thank],
    source: SITE_PAGES.method,
    keywords: 'response time speed fast same day four hour rule intake',
  });
  return passages;
}

/**
 * Retrieval runs on MiniSearch (BM25 with fuzzy and prefix matching and field boosts), the same
 * code on the server and in the browser's offline coach. Terms go through the coach's own
 * tokenizer (stopwords, light stemming), so "referrals" meets "referral".
 */
interface Doc {
  id: string;
  heading: string;
  questions: string;
  body: string;
  keywords: string;
}

/** Words in nearly every passage: they would let a long generic passage outrank the specific one. */
const TOO_COMMON = new Set(['hospice', 'patient', 'rep']);
/** One term of MiniSearch's tokenizer, the way the coach's tokenize() treats a word (kept cheap: it runs for every word indexed). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (isContraction(lower)) return null;
  const word = lower.replace(/'s$/, '').replace(/'/g, '');
  if (word.length < 2 || isStopword(word)) return null;
  const token = stem(word);
  return TOO_COMMON.has(token) ? null : token;
}

/** Built once per process (or page), on first use. */
let cached: { passages: Map<string, Passage>; search: MiniSearch<Doc> } | undefined;

export function passageIndex() {
  if (!cached) {
    const list = buildPassages();
    const search = new MiniSearch<Doc>({ fields: ['heading', 'questions', 'body', 'keywords'], processTerm });
    search.addAll(
      list.map((p) => ({
        id: p.id,
        heading: p.heading,
        questions: (p.questions ?? []).join(' '),
        body: [p.answer ?? '', ...p.lines, ...(p.say ?? [])].join(' '),
        keywords: p.keywords ?? '',
      })),
    );
    cached = { passages: new Map(list.map((p) => [p.id, p])), search };
  }
  return cached;
}

const OFFERS_WANTED =
  // "Programs" alone is often the rep's own ("a dementia heavy program"); Spartan's are asked for as such.
  // "How much" is a price only of training ("how much is the HQRP penalty" asks a rule's figure).
  /\b(?:(?:your|spartan(?:'s)?|which|what|training|coaching) programs?|programs? (?:do |does )?(?:you|spartan) (?:offer|run|have|sell)|pricing|prices?|workshops?|packages?|enrol+(?:ment)?|sign (?:me |us )?up|hire|your services|spartan services|what do you (?:offer|sell|charge)|coaching (?:program|package|services?|sessions?|for (?:my|our))|training (?:program|course|for (?:my|our|me))|how much (?:does|is|do|are) (?:the (?:training|coaching|programs?|courses?|workshops?)|your (?:\w+ )?(?:training|coaching|programs?|courses?|services?|workshops?)|coaching|training)|(?:cost|price) of (?:coaching|training|a program))\b/i;

/** True when the rep is asking about Spartan's paid training or coaching, the only time offers are shown. */
export function wantsOffers(query: string): boolean {
  return OFFERS_WANTED.test(query);
}

const SEARCH_OPTIONS = {
  // The questions an entry answers are the closest thing to the rep's own words.
  boost: { heading: 2.5, questions: 3, keywords: 2, body: 1 },
  // Short words are too easy to mistake ("long" is one letter from "lung", "week" a prefix of "weekend").
  prefix: (term: string) => term.length >= 5,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'OR' as const,
};

/**
 * Passages for a query, best first. Synonyms of the query's terms are searched too, at half
 * weight. Offers (services, programs) are left out unless the rep asks about buying training.
 */
export function searchPassages(query: string, limit = 4, topics?: readonly string[]): { passage: Passage; score: number }[] {
  const offers = wantsOffers(query);
  const ranked = rankingFor(query).filter(({ passage }) =>
    topics ? !!passage.topic && topics.includes(passage.topic) : offers || passage.kind !== 'offer',
  );
  // Keep only passages in the same league as the best one: weak keyword overlaps are noise.
  const best = ranked[0]?.score ?? 0;
  return ranked.filter((hit) => hit.score >= best * 0.4).slice(0, limit);
}

/**
 * Every passage the query finds, best first, for the last queries asked: in a run of the blind
 * requests a third of the searches repeated an earlier query. A passage's score does not depend
 * on which topics a caller wants (they only filter), so one ranking serves every caller.
 */
const rankingFor = keepRecent(64, (query) => rankAll(query, wantsOffers(query)));

/** Every passage the query finds, best first. */
function rankAll(query: string, offers: boolean): { passage: Passage; score: number }[] {
  const { passages, search } = passageIndex();
  const expanded = expandSynonyms(query).slice(query.length).trim();
  // A fact question ("Can a resident…?", "What is…?") is answered by the knowledge base first.
  const knowledgeBoost = /^\s*(?:can|could|does|do|is|are|what|whats|what's|how|when|who|which|why|should|will)\b/i.test(query) ? 2 : 1.5;
  const results = search.search(
    // A group of synonyms together weighs about as much as one word of the rep's own.
    {
      ...SEARCH_OPTIONS,
      queries: expanded
        ? [query, { queries: [expanded], boostTerm: (_term: string, _i: number, terms: string[]) => 0.6 / Math.sqrt(terms.length) }]
        : [query],
    },
    {
      // The knowledge base answers fact questions; the site's setting and method passages advise.
      boostDocument: (id: string) => {
        const passage = passages.get(id);
        return offers && passage?.kind === 'offer' ? 3 : passage?.answer ? knowledgeBoost : 1;
      },
    },
  );
  return results.map((result) => ({ passage: passages.get(result.id)!, score: result.score }));
}

/** Every stemmed term a passage can be found by (for coverage: how much of the question it speaks to). */
const termCache = new Map<string, Set<string>>();
function passageTerms(passage: Passage): Set<string> {
  let terms = termCache.get(passage.id);
  if (!terms) {
    // The entry's own claim about what it answers: its questions, heading, short answer and keywords
    // (not its detail lines, which mention many neighbouring topics in passing).
    const text = [passage.heading, ...(passage.questions ?? []), passage.answer ?? passage.lines[0] ?? '', passage.keywords ?? ''].join(
      ' ',
    );
    terms = new Set(
      text
        .split(/[^\p{L}\p{N}'-]+/u)
        .map((word) => processTerm(word))
        .filter((term): term is string => !!term),
    );
    termCache.set(passage.id, terms);
  }
  return terms;
}

/** Words of a question that say nothing about which entry answers it. */
const GENERIC = new Set(
  'question know tell explain mean need want help good work thing way get use say ask make go find look think someone anyone us our my me pt pts medicare rule rules tmrw tomorrow today tonight yesterday first new next last week month really actually just like pls please thx thanks ok okay hey hi so also still yet maybe probably soon anymore anyway right wrong best better quick quickly exactly mine feel dont doesnt come over says said told asked mentioned versus vs difference diff between compare compared true'
    .split(' ')
    .map((word) => processTerm(word) ?? word),
);

/** The question's own terms (stemmed, without stopwords and generic words). */
export function salientTerms(query: string): string[] {
  // "a weekly 1:1 w a rep": the meeting's name is written in digits, which are no terms on their own.
  const terms = query
    .replace(/\b1\s*(?::|-|on)\s*1s?\b/gi, ' one-on-one ')
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => processTerm(word))
    .filter((term): term is string => !!term && !GENERIC.has(term) && !/^\d+$/.test(term));
  return [...new Set(terms)];
}

/**
 * The share of the question's own terms (and their synonyms) a passage speaks to, 0..1. Retrieval
 * ranks; coverage says whether the best passage answers THIS question or only its neighbourhood.
 */
export function coverage(query: string, ...together: Passage[]): number {
  const terms = salientTerms(query);
  if (terms.length === 0) return 0;
  const known = new Set(together.flatMap((passage) => [...passageTerms(passage)]));
  const synonyms = new Set(salientTerms(expandSynonyms(query).slice(query.length)));
  // Same stem, same first five letters, or one letter off (reps type "hospce", "agregate").
  // A term the passage says in other words counts as said: "couple" is covered by an entry on the
  // "last few days", "doc" by one on the attending physician.
  const saidOtherwise = new Set(
    synonymGroupsIn(query).flatMap((group) => {
      // The passage must hold a whole member phrase ("last few days"), not one common word of it ("days").
      const holdsOne = group.some((phrase) => {
        const words = salientTerms(phrase);
        return words.length > 0 && words.every((word) => known.has(word));
      });
      return holdsOne ? salientTerms(group.join(' ')) : [];
    }),
  );
  const hit = terms.filter(
    (term) =>
      known.has(term) ||
      saidOtherwise.has(term) ||
      (term.length >= 5 && [...known].some((k) => k.length >= 5 && (k.slice(0, 5) === term.slice(0, 5) || oneEditApart(k, term)))),
  );
  const viaSynonym = synonyms.size && [...synonyms].some((term) => known.has(term)) ? 0.5 : 0;
  return Math.min(1, (hit.length + viaSynonym) / terms.length);
}

/** How many entries claim each term (see passageTerms): the fewer, the more a term says. */
let claimCounts: Map<string, number> | undefined;
function claimCount(term: string): number {
  if (!claimCounts) {
    claimCounts = new Map();
    for (const passage of passageIndex().passages.values())
      for (const claimed of passageTerms(passage)) claimCounts.set(claimed, (claimCounts.get(claimed) ?? 0) + 1);
  }
  return claimCounts.get(term) ?? 0;
}

/** A term at most this many entries claim names a subject ("respite", "morphine"); "office" (9) does not. */
const SPECIFIC_CLAIMS = 4;

/**
 * True when the passage speaks to the most specific thing the text names: its term that the
 * fewest entries claim ("immunotherapy", "morphine", "radiation"), not only to its common words
 * ("stop", "come back"); with `specificOnly`, only when that term is specific at all. Words no
 * entry claims are left out: they can't tell entries apart.
 */
export function namesTheSubject(text: string, passage: Passage, specificOnly = false): boolean {
  const rarest = subjectTerm(text);
  if (!rarest) return false;
  return (!specificOnly || claimCount(rarest) <= SPECIFIC_CLAIMS) && coverage(rarest, passage) === 1;
}

/** Who said it or who it is about ("the CM told the son..."): people in the story, not its subject. */
const PEOPLE = new Set(
  'cm cms don dons sw np rn md ed hospitalist administrator admin daughter son wife husband mom dad grandson granddaughter niece nephew'
    .split(' ')
    .map((word) => processTerm(word) ?? word),
);

/**
 * True when the passage claims any of the text's specific terms (few entries claim it), not only
 * the rarest: "the holiday weekend... the NOE went in a week late" is about the NOE, though
 * "holiday" is rarer. Used for the entry retrieval already ranks first.
 */
export function namesASpecificTerm(text: string, passage: Passage): boolean {
  const claimed = passageTerms(passage);
  return salientTerms(text).some(
    (term) => !PEOPLE.has(term) && claimCount(term) > 0 && claimCount(term) <= SPECIFIC_CLAIMS && claimed.has(term),
  );
}

/** The text's term that the fewest entries claim (its most specific subject), if any entry claims one. */
export function subjectTerm(text: string): string | undefined {
  const known = salientTerms(text).filter((term) => claimCount(term) > 0 && !PEOPLE.has(term));
  return known.length ? known.reduce((a, b) => (claimCount(b) < claimCount(a) ? b : a)) : undefined;
}

/**
 * How close the question is to the nearest phrasing an entry lists (Jaccard overlap of their
 * terms, 0..1): among entries that cover a question equally, the one written for it wins.
 */
export function questionMatch(query: string, passage: Passage): number {
  const asked = new Set(salientTerms(query));
  if (asked.size === 0) return 0;
  let best = 0;
  for (const question of passage.questions ?? []) {
    const listed = new Set(salientTerms(question));
    const shared = [...asked].filter((term) => listed.has(term)).length;
    best = Math.max(best, shared / (asked.size + listed.size - shared));
  }
  return best;
}

/** True when two words differ by one inserted, deleted or changed letter. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
