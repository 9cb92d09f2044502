/**
 * Step one of the coach: read what a request asks before answering it. Every task is read into
 * what it asks (a fact, an objection, a plan for an account, a leadership question, a metric, an
 * email) and its particulars (setting, contact, diagnosis, competitor, metric, the rep's own
 * figures, the goal), with a confidence. The answer shows this as one line so a rep sees a
 * misreading at once, and the tool pages let them correct the kind in one tap (`askAs`).
 */
import { detectSettings } from '../knowledge/settings';
import { detectIntent, OFF_TOPIC } from './intent';
import { vagueRequestQuestion } from './vague';
import { leadsATeam } from './leads-a-team';
import type { AskKind, CoachTask, UnderstandingSummary } from '../types';
import { requestWords } from '../request-words';
import vocabulary from './vocabulary.json';

export interface Particulars {
  setting?: string;
  role?: string;
  diagnosis?: string;
  competitor?: string;
  metric?: string;
  /** The rep's own numbers, exactly as typed ("41 days", "4-hour", "92%"). */
  figures: string[];
  goal?: string;
  /** The request needs live data (a facility's census this week, a named person, the news). */
  needsLiveData: boolean;
}

export interface Understanding {
  ask: AskKind;
  particulars: Particulars;
  /** 0..1: how clearly the words say what is asked (retrieval adds its own confidence later). */
  confidence: number;
}

const compile = (phrases: readonly string[]) => new RegExp(`(?<![a-z0-9])(?:${phrases.join('|')})(?![a-z0-9])`);
const labelled = (table: Record<string, string[]>) =>
  Object.entries(table).map(([label, phrases]) => ({ label, pattern: compile(phrases) }));

const ROLES = labelled(vocabulary.roles);
const DIAGNOSES = labelled(vocabulary.diagnoses);
const METRICS = labelled(vocabulary.metrics);
const LEADERSHIP = compile(vocabulary.leadership);
const LIVE_DATA = compile(vocabulary.liveData);
/** A leader asking how to coach, train or prepare people (with LEADERSHIP: the leader's own team). */
const COACHES_THE_TEAM = /\bhow (?:do|should|can|would) (?:i|we) (?:coach|train|teach|prepare|role[- ]?play with)\b/;
/** Someone raised it and the rep wants a reply: the words of an objection being handled. */
const SAYS_OBJECTION =
  /\b(?:objection|push ?back|they (?:said|say|keep saying|told me)|(?:she|he|the \w+) (?:said|says|told me|keeps saying)|how (?:do|should|can) i (?:respond|reply|handle|answer|overcome)|what (?:do|should) i say)\b/;

/**
 * A request that opens with a question of its own ("how often does the RN supervise aides? someone
 * at the SNF said every 2 weeks") asks for the rule; what someone said is its context. Words back
 * are asked for as such (REPLY_WANTED).
 */
const OPENS_WITH_A_QUESTION =
  /^(?:how (?:often|long|many|much|soon|fast|does|do|is|are)|when|what|whats|what's|which|who|does|do|is|are|can|must|should)\b/;
const REPLY_WANTED =
  /\b(?:objection|push ?back|how (?:do|should|can) i (?:respond|reply|handle|answer|overcome)|what (?:do|should|can|would) i (?:say|tell)|respon(?:d|se)|reply|comeback|rebuttal|come back with)\b/;
/** "The DON asked what our volunteers do": a question someone asked, for the rep to answer. */
const REPORTED_QUESTION =
  /\b(?:asked|asks|asking|wants to know|wanted to know|wondering|wondered|wonders)\s+(?:me\s+|us\s+)?(?:what|if|whether|how|when|why|who|which)\b/;

/** A deadline or a time limit the rules set: a fact question, whatever metric its words name. */
const ASKS_A_DEADLINE =
  /\b(?:how (?:many|long) (?:calendar |business )?(?:days?|hours?|hrs?) (?:do|does|did) (?:we|i|they|the hospice|hospices?) (?:have|get)|deadline|time ?frame|within how (?:many|long)|how soon (?:do|does|must|should) (?:we|i|they))\b/;

/** Words of measuring: a rate, a count, a figure, a benchmark, a goal; or a number the rep gave. */
const MEASURES =
  /\d|\b(?:rates?|ratio|percent\w*|average|avg|mean|median|benchmark\w*|targets?|goals?|how (?:many|much|long|fast)|track\w*|measur\w*|kpis?|metrics?|calculat\w*|comput\w*|formula|good|healthy|high|low|national|industry|per (?:rep|month|week)|trend\w*|improv\w*|reduc\w*|increas\w*|grow\w*|drop\w*|down|up)\b/;

/** A question after a figure ("what's our conversion?", "are we over?"); an account's description states, it doesn't ask. */
const ASKS_FOR_A_FIGURE =
  /\?|\b(?:what(?:'?s| is| was| are)|how (?:many|much)|is (?:that|this|it|our|my)|are we|am i|calculate|compute|work out|figure out)\b/;

/** The first label whose pattern appears (tables are ordered most specific first). */
const firstLabel = (text: string, table: { label: string; pattern: RegExp }[]) => table.find(({ pattern }) => pattern.test(text))?.label;

/** "Sunrise Hospice", "VITAS": a named hospice that is not ours; or "another hospice" when unnamed. */
function competitorIn(original: string, lower: string): string | undefined {
  const named = /\b((?:[A-Z][\w'&.-]*\s){1,3})(?:Hospice|Home Health|Healthcare)\b/.exec(original);
  const name = named?.[1]?.trim();
  if (name && !/^(?:The|Our|My|A|An|Spartan|Medicare|Hospice|CAHPS|HOPE|HQRP|HCI|CMS|Care Compare)$/i.test(name))
    return `${name} Hospice`.replace(/ Hospice Hospice$/, ' Hospice');
  if (/\b(?:vitas|amedisys|gentiva|compassus|enhabit|kindred)\b/.test(lower))
    return /\b(vitas|amedisys|gentiva|compassus|enhabit|kindred)\b/.exec(lower)![1]!.toUpperCase();
  if (
    /\b(?:already (?:use|uses|using|has|have|work with|works with)|another hospice|other hospice|competitor|competing hospice|incumbent|loyal to)\b/.test(
      lower,
    )
  )
    return 'already uses another hospice';
  return undefined;
}

/** Numbers with what they count, as the rep typed them. */
const FIGURE =
  /(?:\b(?:fast|pps|kps|nyha|ecog|ef|mac|bmi|albumin)\s?(?:stage\s|class\s|of\s|is\s|=\s?)?(?:\d+(?:\.\d+)?[a-f]?(?:\s?%)?|iv|iii|ii|i)(?!\w)|\b(?:median|average|avg|mean|adc|los|census)\s(?:of\s|is\s|was\s|=\s?)?~?\d+(?:\.\d+)?(?:\s?days?)?|\$\s?\d[\d,]*(?:\.\d+)?|\b\d+(?:\.\d+)?\s?(?:%|percent\b)|(?<!\d,)\b(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?[- ]?(?:hours?|hrs?|hr|minutes?|mins?|days?|weeks?|months?|years?|beds?|referrals?|admits?|admissions?|visits?|touches|patients?|residents?|calls?|accounts?|reps?)\b|\b(?:one|two|three|four|five|six|eight|ten|twelve|twenty-four|24)[- ]hours?\b)/gi;

/**
 * "Brightwater Hospice's star rating vs us": a named provider's own figures are published data the
 * coach can't see offline, whatever the library says about the measure in general.
 */
const PROVIDER_FIGURE =
  /\b(?:star ratings?|stars|ratings?|scores?|cahps|census|adc|market share|los|length of stay|admissions|numbers|live discharge rate|discharge rate|revocation rate|conversion rate|hci|hospice care index)\b/;
const asksANamedProvidersFigures = (competitor: string | undefined, lower: string) =>
  ((!!competitor && competitor !== 'already uses another hospice') || LOWERCASE_PROVIDER.test(lower)) && PROVIDER_FIGURE.test(lower);
/**
 * "what did sunrise hospice get on their last cahps", "whats evergreen valley hospice's live discharge
 * rate": a provider's name typed in lower case is a
 * word before "hospice" that is not a description of one (ours, the other, a nonprofit, inpatient).
 */
const LOWERCASE_PROVIDER =
  /\b(?!(?:the|our|my|a|an|your|their|this|that|these|those|other|another|any|every|each|some|medicare|inpatient|home|about|on|of|for|to|in|into|with|from|at|by|elect\w*|choose|chose|no|which|what|good|bad|best|new|local|nonprofit|non-profit|profit|for-profit|pediatric|free|standing|freestanding|rural|big|small|large|one|two|three|many|most|all|same|different|use|uses|using|used|is|are|was|were|be|been|off|and|or|per|vs|than|like|as|if|when|whose|national|chain|competing|rival|nearby|area|county|certified|medicaid|hospital|snf|alf|facility|based|owned|run|led|level|care|sales|hospice's|cahps|hope|hqrp|hci|copd|chf|als|esrd|dementia|cancer|cardiac|renal|pulmonary|pts|patients?|eligibility|criteria|benefit|quality|survey)\b)[a-z][a-z'-]{2,} hospice\b(?=[^.?!]{0,60}\b(?:their|its|they)\b|'s\b)/;

/**
 * "did dr vance sign the cti for the admit we got monday?", "has intake sent the consent for the pt
 * from oak hill": the status of one admission's paperwork is in the hospice's own records, which the
 * offline coach can't see. A question, a record of the admission, and one particular admission.
 */
const RECORD_STATUS =
  /\b(?:has|have|did|didn't|was|were|is|are|does)\b[^.?!]{0,60}\b(?:sign(?:ed)?|sent|send|receiv\w*|get|got|fax\w*|come back|came back|return\w*|complet\w*|approv\w*|file[d]?|submit\w*|done)\b[^.?!]{0,80}\b(?:for|on|from|of) (?:the|that|this|my|our|mrs?\.?|ms\.?) ?(?:\w+ ){0,2}(?:pt|patient|admit|admission|referral|resident|one|guy|lady|man|woman|gentleman)\b[^.?!]{0,40}\b(?:we|i|from|at|in|on|yesterday|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|last|this)\b/;

/**
 * "How many hospice deaths in Marlow County last year", "which hospices is the DON at Harborview
 * using now", "how many pts did Dr. Okafor refer": counts, choices and current facts about a named
 * place or person are records the coach doesn't hold. A name is a capitalised word inside a
 * sentence (not an acronym, a day, a month or a holiday).
 */
const NAMED = /(?<=[a-z,;:]\s)(?:Dr\.?\s)?[A-Z][a-z'-]{2,}/g;
const CALENDAR =
  /^(?:Dr|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Thanksgiving|Easter|Medicare|Medicaid|Hospice|Spartan|I)$/;
const RECORD_ASK =
  /\b(?:how many|which (?:hospices?|facilit\w+|docs?|doctors?|physicians?|snfs?|alfs?)|who (?:is|are) (?:the|their)|using now|right now|currently|last (?:year|yr|month|quarter|qtr)|this (?:year|month|quarter)|refer(?:red|s)? (?:to|last))\b/;
// Only a question asks for the record: "DON refers to Harborlight. I got 20 min with Dr. Hollis" tells it.
const QUESTION_SENTENCE = /^\s*(?:how|which|who|what|whats|what's|does|do|did|is|are|can|could|when|where|has|have)\b|\?\s*$/;
const questionsIn = (text: string) =>
  // ("Dr. Abernathy", "St. Luke's": a title's period ends no sentence.)
  (text.match(/(?:\b(?:dr|mr|mrs|ms|st|mt)\.|[^.?!\n])+[.?!]*/gi) ?? [])
    .filter((sentence) => QUESTION_SENTENCE.test(sentence.toLowerCase()))
    .join(' ');
// The name must be in the question too: "how many days of respite at a time? the DON at Pinebrook
// asked" asks a rule, the place only says who asked.
const asksAboutANamedPlaceOrPerson = (original: string) => {
  const asked = questionsIn(original);
  return (
    RECORD_ASK.test(asked.toLowerCase()) &&
    (/\bdr\.?\s[a-z]{3,}/.test(asked.toLowerCase()) ||
      (asked.match(NAMED) ?? []).some((name) => !CALENDAR.test(name.replace(/^Dr\.?\s/, ''))))
  );
};

/**
 * "What's my conversion rate this month?" with no numbers: the figure lives in the rep's own
 * records. The coach asks for the counts (or says where to find them) rather than explain the metric.
 */
const asksForOwnFigureUntyped = (metric: string | undefined, lower: string) =>
  !!metric &&
  !/\d/.test(lower) &&
  /\b(?:what(?:'?s| is| was| are)|how (?:many|much))\b[^.?]{0,12}\b(?:my|our)\b/.test(lower) &&
  /\b(?:this|last) (?:month|week|quarter|qtr|year|yr)\b|\bso far\b|\bytd\b/.test(lower);

function goalIn(task: CoachTask, lower: string): string | undefined {
  if (task.kind === 'playbook' && task.desiredOutcomes) return task.desiredOutcomes.trim().replace(/\.$/, '');
  const stated = /\b(?:my goal is|goal:|goal is|i want to|i need to|trying to|want to)\s+([^.?!\n]{4,80})/.exec(lower);
  return stated?.[1]?.trim();
}

function askOf(task: CoachTask, lower: string): { ask: AskKind; confidence: number } {
  const leadership = LEADERSHIP.test(lower);
  const metric = firstLabel(lower, METRICS);
  switch (task.kind) {
    case 'objection':
      // "my reps keep hearing 'we're happy with our hospice' and fold: how do i coach them": a leader
      // asking how to coach the team on an objection asks a leadership question, on any page.
      if (leadership && COACHES_THE_TEAM.test(lower)) return { ask: 'leadership', confidence: 0.75 };
      return { ask: 'objection', confidence: 0.9 };
    case 'email':
      return { ask: 'email', confidence: 0.9 };
    case 'playbook':
      if (leadership) return { ask: 'leadership', confidence: 0.8 };
      // A plan for the reps the writer manages, not for an account (leads-a-team.ts).
      if (leadsATeam(lower)) return { ask: 'leadership', confidence: 0.7 };
      // "42 referrals, 29 admits last quarter: is our conversion ok?" typed into the plan tool asks
      // for the arithmetic, not a plan: a metric named with the rep's own figures.
      if (metric && ASKS_FOR_A_FIGURE.test(lower) && (lower.match(/\d[\d,.]*/g) ?? []).length >= 2 && !ASKS_A_DEADLINE.test(lower))
        return { ask: 'metric', confidence: 0.7 };
      return { ask: 'account-plan', confidence: 0.8 };
    default: {
      if (task.kind === 'chat' && task.practice) return { ask: 'practice', confidence: 1 };
      const intent = detectIntent(requestWords(task));
      // Words the intent reader doesn't know ("who signs the f2f") may still be a question the
      // library answers: read as a low-confidence fact question and let retrieval decide.
      const hint = leadership || metric || firstLabel(lower, DIAGNOSES) || firstLabel(lower, ROLES);
      if (intent === 'nonsense') return { ask: 'unclear', confidence: 0.9 };
      if (intent === 'offtopic' && (OFF_TOPIC.test(lower) || !hint))
        return OFF_TOPIC.test(lower) ? { ask: 'unclear', confidence: 0.9 } : { ask: 'fact', confidence: 0.2 };
      if (intent === 'services') return { ask: 'services', confidence: 0.8 };
      if (intent === 'email') return { ask: 'email', confidence: 0.7 };
      if (intent === 'practice') return { ask: 'practice', confidence: 0.7 };
      if (leadership) return { ask: 'leadership', confidence: 0.75 };
      // Someone said something and the rep wants words back: an objection, whatever it mentions.
      const asksItsOwnQuestion = OPENS_WITH_A_QUESTION.test(lower.trim()) && !REPLY_WANTED.test(lower);
      if (SAYS_OBJECTION.test(lower) && !asksItsOwnQuestion) return { ask: 'objection', confidence: 0.75 };
      // "After a live dc, how many days do we have to file the NOTR?" names a metric's words but
      // asks a rule's deadline.
      // "What's the difference between a live discharge and a revocation?" names a metric's noun
      // but asks what the thing is; a metric question measures (a rate, a figure, a benchmark).
      if (metric && !/\b(?:objection|they said|she said|he said)\b/.test(lower) && !ASKS_A_DEADLINE.test(lower) && MEASURES.test(lower))
        return { ask: 'metric', confidence: 0.75 };
      // A question typed into research (or chat) that only resembles an objection card's words
      // ("can she come back on hospice after chemo?") is a question, not an objection to handle.
      // In the chat, a question about a rule ("is that right?", "can she still elect hospice?") is a
      // question even when its words resemble an objection card; someone's words to answer are an objection.
      const asksAQuestion =
        /\?\s*$|(?:^|[.?!]\s+)(?:can|could|does|do|is|are|what|whats|what's|which|who|when|how long|how much|will)\b|\b(?:true|right|correct|allowed)\?|\bwhat (?:does|do|is|are) (?:the )?(?:lcd|medicare|cms|rule|rules|criteria|guidelines?|benefit|law)\b/.test(
          lower.trim(),
        );
      if (
        intent === 'objection' &&
        ((SAYS_OBJECTION.test(lower) && !asksItsOwnQuestion) || (task.kind === 'chat' && !asksAQuestion && !REPORTED_QUESTION.test(lower)))
      )
        return { ask: 'objection', confidence: 0.7 };
      if (intent === 'objection') return { ask: 'fact', confidence: 0.5 };
      if (intent === 'plan') return { ask: 'account-plan', confidence: 0.65 };
      return { ask: 'fact', confidence: 0.6 };
    }
  }
}

/**
 * "what does a chf pt need to look like to qualify" then "ok same thing for copd": the earlier turn
 * lends its question to the follow-up, but not its diagnosis when the follow-up names another one.
 */
/** Whether a request uses the leadership vocabulary itself ("ride-along", "1:1", "my reps"), not only a team's signs. */
export const usesLeadershipWords = (text: string) => LEADERSHIP.test(text.toLowerCase());

export function earlierTurnFor(followUp: string, earlier: string): string {
  const named = firstLabel(followUp.toLowerCase(), DIAGNOSES);
  if (!named) return earlier;
  let lower = earlier.toLowerCase();
  for (const { label, pattern } of DIAGNOSES)
    if (label !== named) lower = lower.replace(new RegExp(pattern.source, 'g'), ' ').replace(/\s{2,}/g, ' ');
  return lower;
}

export function understand(task: CoachTask, askAs?: AskKind): Understanding {
  const original = requestWords(task);
  const lower = original.toLowerCase().replace(/[’‘]/g, "'");
  const read = askOf(task, lower);
  const particulars: Particulars = {
    setting: detectSettings(lower).primary?.label,
    role: firstLabel(lower, ROLES),
    diagnosis: firstLabel(lower, DIAGNOSES),
    competitor: competitorIn(original, lower),
    metric: firstLabel(lower, METRICS),
    figures: [...new Set(original.match(FIGURE) ?? [])].map((figure) => figure.trim()).slice(0, 6),
    goal: goalIn(task, lower),
    needsLiveData: false,
  };
  particulars.needsLiveData =
    LIVE_DATA.test(lower) ||
    asksANamedProvidersFigures(particulars.competitor, lower) ||
    asksAboutANamedPlaceOrPerson(original) ||
    asksForOwnFigureUntyped(particulars.metric, lower) ||
    RECORD_STATUS.test(lower);
  // The rep's correction wins: they told us what they asked.
  if (askAs) return { ask: askAs, particulars, confidence: 1 };
  // "need a plan for my territory": only a broad subject named, so the coach asks about it (vague.ts).
  // (Not a chat follow-up, which leans on the turns before it, nor an email, a practice line or an objection: someone's words.)
  const standsAlone =
    task.kind !== 'email' && task.kind !== 'objection' && !(task.kind === 'chat' && (task.practice || task.history.length > 0));
  if (standsAlone && vagueRequestQuestion(original)) return { ask: 'unclear', particulars, confidence: 0.5 };
  return { ...read, particulars };
}

const ASK_LABELS: Record<AskKind, string> = {
  fact: 'Question',
  objection: 'Objection',
  'account-plan': 'Plan for an account',
  leadership: 'Leadership question',
  metric: 'Metric question',
  email: 'Email',
  practice: 'Practice',
  services: 'Spartan training and services',
  unclear: 'Not sure yet',
};

/**
 * What a response reports of its understanding: the kind, the one line, whether it answered, asked
 * back or deferred, and how sure (to two decimals). Every composer builds it the same way.
 */
export const summaryOf = (
  understanding: Understanding,
  outcome: UnderstandingSummary['outcome'] = 'answer',
  confidence = understanding.confidence,
): UnderstandingSummary => ({
  ask: understanding.ask,
  line: understoodLine(understanding),
  outcome,
  confidence: Math.round(confidence * 100) / 100,
});

/** "Objection from a SNF DON · already uses another hospice · goal: be the second option" */
export function understoodLine(understanding: Understanding): string {
  const { ask, particulars: p } = understanding;
  const setting = p.setting ? shortSetting(p.setting) : undefined;
  const role = p.role && !(setting ?? '').includes(p.role) ? p.role : undefined;
  const who = [setting, role].filter(Boolean).join(' ');
  const head = ask === 'objection' && who ? `Objection from ${article(who)} ${who}` : who ? `${ASK_LABELS[ask]} · ${who}` : ASK_LABELS[ask];
  const parts = [
    head,
    p.diagnosis,
    ask === 'metric' && p.metric ? `about ${p.metric}` : undefined,
    p.competitor,
    p.figures.length ? `your figures: ${p.figures.join(', ')}` : undefined,
    p.goal ? `goal: ${clipWords(p.goal, 10)}` : undefined,
  ].filter(Boolean);
  return parts.join(' · ');
}

const shortSetting = (label: string) => /\(([A-Z]+)\)/.exec(label)?.[1] ?? label.replace(/ community$/i, '').toLowerCase();
const article = (words: string) =>
  (/^[aeiouAEIOU]|^(?:SNF|ALF|RN|NP|MD|ED)\b/.test(words) ? 'an' : 'a').replace(/^an$/, /^(?:SNF)\b/.test(words) ? 'a' : 'an');
const clipWords = (text: string, max: number) => {
  const words = text.split(/\s+/);
  return words.length > max ? `${words.slice(0, max).join(' ')}…` : text;
};
