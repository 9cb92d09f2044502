import type { Source } from '../types';
import { tokenize } from '../text';
import { ETHICS, FUNDAMENTALS, OBJECTIONS, PILLARS, PROGRAMS, RESOURCES, SERVICES, STAGES } from './content';
import { MONTHLY_GOALS, RAMP_30_DAY_GOALS, RESPONSE_RULE_TEXT, START_OF_CARE, TIERS, goalLines } from './field-numbers';
import { SITE_PAGES } from './pages';
import { CARE_SETTINGS } from './settings';

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
}

export interface IndexedPassage extends Passage {
  tokens: Map<string, number>;
  headingTokens: Set<string>;
  length: number;
}

function buildPassages(): Passage[] {
  const passages: Passage[] = [];
  for (const s of STAGES) {
    passages.push({
      id: `stage-${s.id}`,
      heading: `${s.title}: stage ${s.order} of the Spartan Method`,
      lines: [s.purpose, `Activities: ${s.activities.join('; ')}.`, `Exit artifact: ${s.exitArtifact}.`, `Decision to advance: ${s.decisionToAdvance}`],
      source: SITE_PAGES.method,
      keywords: 'method stage process sales cycle',
    });
  }
  for (const p of PILLARS) {
    passages.push({ id: `pillar-${p.id}`, heading: `${p.title}: a pillar of the Spartan Method`, lines: [p.description, ...p.practices], source: SITE_PAGES.method });
  }
  for (const f of FUNDAMENTALS) {
    passages.push({ id: `fundamental-${f.id}`, heading: f.title, lines: [f.description], source: SITE_PAGES.method, keywords: 'fundamentals basics' });
  }
  for (const e of ETHICS) {
    passages.push({ id: `ethics-${e.id}`, heading: e.title, lines: [e.description], source: SITE_PAGES.method, keywords: 'ethics compliance legal oig' });
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
    passages.push({ id: `resource-${r.id}`, heading: r.title, lines: [r.description], source: { uri: r.path, title: r.title }, keywords: 'printable sheet resource download' });
  }
  passages.push({
    id: 'numbers-monthly',
    heading: 'Monthly targets for a hospice rep',
    lines: [...goalLines(MONTHLY_GOALS), `Time to start of care: ${START_OF_CARE.goal} (tracked in buckets ${START_OF_CARE.buckets.join(', ')})`],
    source: SITE_PAGES.metrics,
    keywords: 'metrics numbers goals targets scorecard kpi touches visits referrals admissions conversion quota',
  });
  passages.push({
    id: 'numbers-ramp',
    heading: 'The first 30 days for a new rep',
    lines: goalLines(RAMP_30_DAY_GOALS),
    source: SITE_PAGES.quickStart,
    keywords: 'new rep first month onboarding ramp 30 day start',
  });
  passages.push({
    id: 'numbers-tiers',
    heading: 'Tiering your territory',
    lines: [...TIERS.map((t) => `${t.tier} accounts: ${t.cadence.toLowerCase()}. ${t.definition}`), 'Re-tier every account monthly from its referrals and conversion.'],
    source: SITE_PAGES.territory,
    keywords: 'territory tier prioritize prioritise accounts route planning cadence frequency abc',
  });
  passages.push({
    id: 'numbers-speed',
    heading: 'Speed rules for every referral',
    lines: [RESPONSE_RULE_TEXT.respond, RESPONSE_RULE_TEXT.contact, RESPONSE_RULE_TEXT.startOfCare, RESPONSE_RULE_TEXT.thank],
    source: SITE_PAGES.method,
    keywords: 'response time speed fast same day four hour rule intake',
  });
  return passages;
}

function index(passage: Passage): IndexedPassage {
  const tokens = new Map<string, number>();
  const all = tokenize([passage.heading, ...passage.lines, passage.keywords ?? ''].join(' '));
  for (const token of all) tokens.set(token, (tokens.get(token) ?? 0) + 1);
  return { ...passage, tokens, headingTokens: new Set(tokenize(`${passage.heading} ${passage.keywords ?? ''}`)), length: all.length };
}

/** Built once per process (or page), on first use. */
let cached: { passages: IndexedPassage[]; documentFrequency: Map<string, number>; averageLength: number } | undefined;

export function passageIndex() {
  if (!cached) {
    const passages = buildPassages().map(index);
    const documentFrequency = new Map<string, number>();
    for (const passage of passages) for (const token of passage.tokens.keys()) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
    const averageLength = passages.reduce((sum, p) => sum + p.length, 0) / passages.length;
    cached = { passages, documentFrequency, averageLength };
  }
  return cached;
}

/** BM25 ranking of passages for a query, with a boost for words in the heading. */
export function searchPassages(query: string, limit = 4): { passage: IndexedPassage; score: number }[] {
  const { passages, documentFrequency, averageLength } = passageIndex();
  const terms = [...new Set(tokenize(query))];
  const wantsOffers = /\b(?:coach|coaching|service|services|program|programs|price|pricing|cost|training|workshop|hire|buy)\b/i.test(query);
  const k1 = 1.2;
  const b = 0.75;
  const ranked = passages
    .map((passage) => {
      let score = 0;
      for (const term of terms) {
        const frequency = passage.tokens.get(term) ?? 0;
        if (!frequency) continue;
        const df = documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (passages.length - df + 0.5) / (df + 0.5));
        score += (idf * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * passage.length) / averageLength));
        if (passage.headingTokens.has(term)) score += idf * 0.5;
      }
      return { passage, score: passage.kind === 'offer' && !wantsOffers ? score * 0.5 : score };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score);
  // Keep only passages in the same league as the best one: weak keyword overlaps are noise.
  const best = ranked[0]?.score ?? 0;
  return ranked.filter((hit) => hit.score >= best * 0.4).slice(0, limit);
}
