/**
 * Understands the territory questions reps type ("who serves 85004", "SNFs in Maricopa over 100
 * beds", "how does Sunrise Hospice compare"). Returns null for anything else, which the research
 * page then answers from the coach's knowledge instead.
 */
export type TerritoryQuestion =
  | { kind: 'hospices'; zip?: string; county?: string }
  | { kind: 'nursingHomes'; zip?: string; county?: string; minBeds?: number; maxBeds?: number; minRating?: number; unsupported?: string }
  | { kind: 'hospitals'; zip?: string; county?: string }
  | { kind: 'provider'; name: string; compare: boolean };

export interface QuestionContext {
  /** The counties of the rep's state, as the data names them. */
  counties: readonly string[];
  /** Every provider name in the state, to recognise one named without a "how does … compare". */
  providerNames: readonly string[];
}

const NURSING =
  /\b(snfs?|skilled nursing|nursing (homes?|facilit(y|ies)|centers?)|ltc|long[- ]term care|rehab (centers?|facilit(y|ies)))\b/i;
const HOSPITAL = /\bhospitals?\b/i;
const HOSPICE = /\b(hospices?|who (serves|covers)|serv(e|es|ing)|cover(s|ing)?)\b/i;
const ZIP = /\b(\d{5})(?:-\d{4})?\b/;
const COMPARE =
  /\b(?:how (?:does|do|is|are) (.+?) (?:compare|stack up|doing|rated)|compare (.+?)(?: (?:to|with|against) .*)?$|(.+?) (?:vs\.?|versus) )/i;
const PROFILE = /\b(?:profile (?:of|for)|tell me about|look up|details (?:of|for|on)|info(?:rmation)? (?:on|about)) (.+)$/i;
// Things reps ask about that CMS's files do not record; the answer says so instead of guessing.
const NOT_IN_DATA: [RegExp, string][] = [
  [/memory care|dementia unit|secured unit/i, 'memory care units'],
  [/ventilat/i, 'ventilator beds'],
  [/readmission/i, 'readmission rates'],
  [/hospice (discharges|referrals|admissions)|referral volume/i, 'hospice referral or discharge counts'],
];

// Words in provider names that do not tell one provider from another.
const GENERIC = new Set(
  'a an and at by for in inc llc of on the care center centre health healthcare hospice hospital hospitals home homes medical nursing rehab rehabilitation services skilled'.split(
    ' ',
  ),
);
export const nameWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !GENERIC.has(word));

// Each state's names split into words once, not on every question (a large state has ~4,000).
const wordsOfNames = new WeakMap<readonly string[], { name: string; words: string[] }[]>();
function namesIndex(names: readonly string[]) {
  let index = wordsOfNames.get(names);
  if (!index) wordsOfNames.set(names, (index = names.map((name) => ({ name, words: [...new Set(nameWords(name))] }))));
  return index;
}

/** The provider whose distinctive name words the text mentions (at least half of them), best first. */
export function matchProvider(text: string, names: readonly string[]): string | undefined {
  const said = new Set(nameWords(text));
  if (!said.size) return undefined;
  let best: { name: string; score: number; hits: number } | undefined;
  for (const { name, words } of namesIndex(names)) {
    let hits = 0;
    for (const word of words) if (said.has(word)) hits++;
    if (!hits || hits * 2 < words.length) continue;
    const score = hits / words.length;
    if (!best || score > best.score || (score === best.score && hits > best.hits)) best = { name, score, hits };
  }
  return best?.name;
}

function countyIn(text: string, counties: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  // Longest first, so "St. Louis City" wins over "St. Louis".
  return [...counties]
    .sort((a, b) => b.length - a.length)
    .find((county) => new RegExp(`(^|[^a-z])${county.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`).test(lower));
}

function beds(text: string): { minBeds?: number; maxBeds?: number } {
  const more = /\b(over|more than|above|greater than|at least|>=?)\s*(\d+)\s*(?:\+\s*)?(?:certified\s+)?beds?\b/i.exec(text);
  const plus = /\b(\d+)\s*\+\s*beds?\b/i.exec(text);
  const less = /\b(under|fewer than|less than|below|at most|<=?)\s*(\d+)\s*(?:certified\s+)?beds?\b/i.exec(text);
  const result: { minBeds?: number; maxBeds?: number } = {};
  if (more) result.minBeds = Number(more[2]) + (/at least|>=/i.test(more[1]) ? 0 : 1);
  else if (plus) result.minBeds = Number(plus[1]);
  if (less) result.maxBeds = Number(less[2]) - (/at most|<=/i.test(less[1]) ? 0 : 1);
  return result;
}

function minRating(text: string): number | undefined {
  const match = /\b([1-5])\s*(?:\+|or more|or better|or higher)?\s*[- ]?stars?\b/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

const MY_AREA = /\b(in|near|around|across|within|for) (my|our) (county|counties|territory|area|market|region|zip codes?)\b|\bnear me\b/i;
// A list asked for: "which SNFs", "list hospitals", "hospices in …" (plural nouns only, so "what are
// the hospice eligibility indicators" stays a knowledge question).
const LIST =
  /\b(which|list|show me|find|all|how many|what are the|any)\s+(the\s+)?(snfs|skilled nursing (facilities|homes)|nursing (homes|facilities|centers)|hospitals|hospices|rehabs)\b|\b(snfs|nursing homes|hospitals|hospices)\s+(in|near|around|serving|that serve|covering)\b/i;
const SERVES = /\b(who|which hospices?)\s+(serves?|covers?)\b|\bserv(es|ing)\b|\bcover(s|ing)\b/i;
const PLACE = /\b(?:in|near|around)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)/;

export function parseQuestion(raw: string, context: QuestionContext): TerritoryQuestion | null {
  const text = raw.trim().replace(/[?!.]+$/, '');
  if (!text) return null;

  const compare = COMPARE.exec(text);
  const profile = PROFILE.exec(text);
  const named = compare?.[1] ?? compare?.[2] ?? compare?.[3] ?? profile?.[1];
  if (named) {
    const name = matchProvider(named, context.providerNames);
    // "How does my county compare" is not a provider; anything else named is looked up.
    if (name || !(countyIn(named, context.counties) || MY_AREA.test(named))) {
      return { kind: 'provider', name: name ?? named.trim(), compare: Boolean(compare) };
    }
  }

  const zip = ZIP.exec(text)?.[1];
  const county = countyIn(text, context.counties);
  const where = { ...(zip ? { zip } : {}), ...(county ? { county } : {}) };
  const bedRange = beds(text);
  const rating = minRating(text);
  // A place the data does not know ("SNFs near Dayton" with an Arizona territory): not ours to answer.
  const place = PLACE.exec(raw)?.[1];
  if (place && !county && !countyIn(place, context.counties) && !matchProvider(place, context.providerNames)) return null;
  const listing = Boolean(zip || county || MY_AREA.test(text) || LIST.test(text) || bedRange.minBeds || bedRange.maxBeds || rating);

  if (NURSING.test(text) && listing) {
    const unsupported = NOT_IN_DATA.find(([pattern]) => pattern.test(text))?.[1];
    return {
      kind: 'nursingHomes',
      ...where,
      ...bedRange,
      ...(rating ? { minRating: rating } : {}),
      ...(unsupported ? { unsupported } : {}),
    };
  }
  if (HOSPITAL.test(text) && listing) return { kind: 'hospitals', ...where };
  if ((HOSPICE.test(text) || SERVES.test(text)) && (zip || county || LIST.test(text) || (SERVES.test(text) && MY_AREA.test(text)))) {
    return { kind: 'hospices', ...where };
  }
  if (zip && text.replace(ZIP, '').trim().split(/\s+/).length <= 2) return { kind: 'hospices', zip };
  const name = matchProvider(text, context.providerNames);
  return name ? { kind: 'provider', name, compare: false } : null;
}
