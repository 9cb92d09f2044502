import { ETHICS, PILLARS, PROGRAMS, SERVICES } from '../../knowledge/content';
import { complianceNotice, findInducements } from '../../check/compliance';
import { COMPLIANCE_APPROVED, EDUCATION, OWN_PATIENT_CARE, VALUE_PATTERNS } from '../../guard/lexicon';
import { FIELD_TIPS, TIERS, goalLines } from '../../knowledge/field-numbers';
import { GENERAL_SETTING, detectSettings } from '../../knowledge/settings';
import type { ChatTask } from '../../types';
import { firstSentence, normalize } from '../../text';
import { detectIntent, questionBack, withoutNonAccountPlans } from '../../understand/intent';
import { vagueRequestQuestion } from '../../understand/vague';
import { findObjection } from '../../retrieve/match';
import { objectionsOverview } from './objection';
import { composeObjection } from './objection-answer';
import { composePlaybook } from './playbook';
import { answerFromLibrary } from './library-answer';
import { libraryCovers } from './core-answer';
import { composeResearch } from './research';
import { answerOnSubject } from './subject-answer';
import { workedMetrics } from './metric-math';
import { earlierTurnForFigures, withEarlierRate } from './metric-follow-up';
import { earlierTurnFor, understand } from '../../understand/understand';
import { questionCore } from '../../understand/question-core';
import { CLINICAL_PICTURE_QUESTION, asksEligibilityWithNothingClinical } from './patient-unstated';

/**
 * A chat reply from the offline coach. It first decides what kind of request this is (a fact
 * question, an objection, a plan, territory or weekly rhythm, training offers, or nothing it can
 * place) and answers that, keeping replies short enough for a phone. It reads only the latest
 * prompt plus the previous user turn, so a short follow-up ("what about a hospital?") keeps its
 * context.
 */
/** The chat reply and whether it answered, or asked one question back / deferred. */
/** "what sections go in an account plan", "a template for a 90-day plan": asks what a plan contains. */
const PLAN_SECTIONS_SUBJECT = 'what goes in an account plan';
const asksWhatAPlanHolds = (text: string) =>
  (/\bwhat (?:sections|parts|goes|should go|should be in|do i put|to put|belongs)\b/.test(text) && /\bplan\b/.test(text)) ||
  /\b(?:template|outline|format|structure|sections) (?:for|of) (?:an? |my |the )?(?:\d+[- ]day )?(?:account )?plan\b/.test(text);

type ChatReply = { text: string; outcome: 'answer' | 'clarify' | 'defer' };

export function composeChatAnswer(task: ChatTask): ChatReply {
  const reply = chatReply(task);
  // A story that drowns its question ("pt 8 mo on svc, PPS up to 60, IDT says discharge. what
  // paperwork do we need?"): before asking back, the question's own sentences are read alone.
  // (An email to write is no question: its story is what the draft must carry.)
  if (reply.outcome !== 'clarify' || understand(task).ask === 'email') return reply;
  const core = questionCore(task.prompt);
  if (!core || !libraryCovers(core, understand({ ...task, prompt: core }))) return reply;
  const again = chatReply({ ...task, prompt: core });
  return again.outcome === 'answer' ? again : reply;
}

/**
 * The library's subject the stock territory and weekly outlines belong to: a rep's own field
 * practice. (A leader's question about the team is read as leadership and answered from those
 * entries before the outlines are reached; a rep's "weekly sales rhythm" is not a leader's week.)
 */
const FIELD_PRACTICE = ['field'];

function chatReply(task: ChatTask): ChatReply {
  const text = chatText(task);
  return typeof text === 'string' ? { text, outcome: 'answer' } : text;
}

function chatText(task: ChatTask): string | ChatReply {
  const prompt = task.prompt.trim();
  const normalized = normalize(prompt);
  const previousUser = [...task.history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  // A follow-up ("what about a hospital?", "how do I fix that with my top SNF") is read with the turn before it.
  const followsUp =
    !!previousUser &&
    (prompt.length < 25 ||
      /\b(?:that|this|it|those|these|them)\b/i.test(prompt) ||
      // "ok what if we end up with 56", "so how soon can she come back": built on the last turn.
      // ("yes whats my conversion": a yes takes up what the coach offered to work out.)
      /^(?:ok(?:ay)?|so|and|but|then|what if|how about|what about|yes|yeah|yep|yup|sure|please)\b/i.test(prompt));
  const shortFollowUp = followsUp ? `${prompt} ${earlierTurnFor(prompt, previousUser)}` : prompt;
  const intent = detectIntent(prompt);

  const u = understand(task);
  // Words the intent reader doesn't know may still be a question the library answers ("who signs the f2f").
  if (intent === 'nonsense' || (intent === 'offtopic' && u.ask === 'unclear')) return { text: questionBack(prompt), outcome: 'clarify' };
  // "help w my numbers": only a broad subject, so one question about it (understand/vague.ts).
  const vague = u.ask === 'unclear' ? vagueRequestQuestion(prompt) : undefined;
  if (vague) return { text: vague, outcome: 'clarify' };
  // "is the lady I saw today hospice appropriate?": nothing clinical to read against the LCD yet.
  if (!followsUp && asksEligibilityWithNothingClinical(normalized, u)) return { text: CLINICAL_PICTURE_QUESTION, outcome: 'clarify' };
  // Asking whether a gift or a meal is fine is a compliance question, whatever else it mentions.
  // (The input gate has already refused every request to give value for referrals; what reaches
  // here is a question about it, or a plan that mentions it within the rules.) Only a yes/no
  // question gets a yes/no answer: "plan a compliant lunch-and-learn" wants the plan, a meal at
  // real education within the hospice's policy is not a flat no, and an aide or equipment for the
  // hospice's own patient is care, not a gift.
  const yesNo = YES_NO_QUESTION.test(normalized);
  if (yesNo && VALUE_PATTERNS.food.test(normalized) && (EDUCATION.test(normalized) || COMPLIANCE_APPROVED.test(normalized))) {
    return educationalMealReply();
  }
  const inducements = findInducements(prompt);
  if (/\bnominal value\b|\b(?:dollar|\$\d+) (?:limit|amount)\b|\bhow much can (?:i|we) (?:spend|give)\b/.test(normalized))
    return nominalValueReply();
  // "Can I bring donuts on my rounds?" with nothing aimed at referrals (the gate saw to that): the
  // real rule, not a flat no.
  if (yesNo && inducements.length && inducements.every((kind) => kind === 'food') && !OWN_PATIENT_CARE.test(normalized)) {
    return modestRefreshmentReply();
  }
  if (yesNo && inducements.length && !OWN_PATIENT_CARE.test(normalized)) return complianceReply(inducements);
  // Live or private data (their CRM, this week's census, why their numbers moved): say what it can't see.
  if (u.particulars.needsLiveData) {
    const library = answerOnSubject(prompt, u);
    return { text: library.text, outcome: library.understanding.outcome };
  }
  // The rep's own figures worked through make it a metric question, whatever else it mentions; a
  // follow-up ("what if we end up with 56 benes") is worked with the earlier turn's subject.
  const atEarlierRate = followsUp ? withEarlierRate(prompt, previousUser) : undefined;
  // (The follow-up's own figures replace the earlier turn's of the same kind: metric-follow-up.ts.)
  const withEarlierFigures = followsUp ? `${prompt} ${earlierTurnForFigures(prompt, earlierTurnFor(prompt, previousUser))}` : prompt;
  const metricQuery = workedMetrics(prompt).length
    ? prompt
    : atEarlierRate && workedMetrics(atEarlierRate).length
      ? atEarlierRate
      : followsUp && workedMetrics(withEarlierFigures).length
        ? withEarlierFigures
        : undefined;
  // "pulled it. she converts 80%, only gets 2-3 referrals. so now what": a follow-up to a question
  // about coaching a rep is still about coaching her, though it names a metric, when there is
  // nothing to work out; the earlier turn gives it its subject.
  if (!metricQuery && followsUp && u.ask === 'metric' && understand({ kind: 'research', query: previousUser }).ask === 'leadership') {
    const library = answerOnSubject(shortFollowUp, { ...u, ask: 'leadership' });
    return { text: `*Understood: ${library.understanding.line}*\n\n${library.text}`, outcome: library.understanding.outcome };
  }
  // Leadership and metric questions are answered from the library's entries on that subject.
  if (u.ask === 'leadership' || u.ask === 'metric' || metricQuery) {
    const library = answerOnSubject(metricQuery ?? prompt, u);
    // The chat has no line above the reply, so it says what it understood in the reply itself.
    return { text: `*Understood: ${library.understanding.line}*\n\n${library.text}`, outcome: library.understanding.outcome };
  }
  const territory = /\b(?:priori[tz]i[sz]e|tier|territory|which accounts)\b/.test(normalized);
  const week =
    /\b(?:weekly|rhythm|routine|my week|plan (?:my|the) week|schedule)\b/.test(normalized) && !/\broutine home care\b/.test(normalized);
  // "what should an account plan review cover each week", "how do I cluster my accounts by drive
  // time": a question the library's field entries (the outlines' own subject) answer gets that
  // entry; the stock outline is for the rest.
  if (territory || week) {
    const library = answerFromLibrary(prompt, u, FIELD_PRACTICE);
    if (library.understanding.outcome === 'answer') return library.text;
    return territory ? territoryReply() : weeklyRhythmReply();
  }

  if (/\bobjections\b/.test(normalized) && !findObjection(prompt)) {
    const setting = detectSettings(prompt).primary ?? detectSettings(previousUser).primary ?? GENERAL_SETTING;
    return objectionsOverview(setting.id, setting.label);
  }
  if (intent === 'services') return servicesReply();
  // "Can she still come on hospice if…", "true?": a question of fact about a worry is answered with
  // the fact when the library holds it; a card is for what to say back to an objection.
  if (u.ask === 'objection' && (ASKS_A_FACT.test(prompt) || ASKS_WHAT_THINGS_ARE.test(prompt)) && !ASKS_WHAT_TO_SAY.test(prompt)) {
    // Read as the question of fact it is, so the entry that names its subject can answer it.
    const research = composeResearch(followsUp ? shortFollowUp : prompt, { ...u, ask: 'fact' });
    if (research.understanding?.outcome === 'answer') return research.text;
  }
  if (u.ask === 'objection') {
    // The same answer as the objection tool's, read with the earlier turn when this one is a follow-up.
    const said = findObjection(prompt) || !followsUp ? prompt : shortFollowUp;
    const answer = composeObjection(said, u);
    return { text: answer.text, outcome: answer.understanding?.outcome ?? 'answer' };
  }

  // "what sections go in a 90 day account plan?": what a plan holds is a question, not a plan to write.
  // The question is the same whatever the plan's length or account ("60 day" is no Medicare
  // deadline), so the field entry on a plan's sections is asked for by that subject.
  if (asksWhatAPlanHolds(normalized)) {
    const library = answerFromLibrary(PLAN_SECTIONS_SUBJECT, { ...u, ask: 'fact' }, ['field']);
    if (library.understanding.outcome === 'answer') return { text: library.text, outcome: 'answer' };
  }
  const setting = detectSettings(prompt).primary ?? detectSettings(previousUser).primary;
  if (
    (intent === 'plan' && (setting || prompt.length >= 25)) ||
    // "...start hospice for his CHF, is that allowed?" asks a rule, not for a plan.
    (setting &&
      !ASKS_A_FACT.test(prompt) &&
      /\b(?:plan|playbook|approach|account|break into|get into|strategy|win|grow|start)\b/.test(withoutNonAccountPlans(normalized)))
  ) {
    return composePlaybook({ kind: 'playbook', scenario: prompt.length >= 10 ? prompt : `${prompt} ${previousUser}` });
  }
  const research = composeResearch(followsUp || prompt.length < 5 ? shortFollowUp : prompt);
  return { text: research.text, outcome: research.understanding?.outcome ?? 'answer' };
}

const ASKS_A_FACT =
  /\?\s*$|\b(?:asked|asks|asking|wants to know|wondering|wonders) (?:me )?(?:if|whether)\b|\b(?:when|how often|how long|how soon) (?:does|do|is|are|must|should|can)\b|\b(?:true|correct|right)\s*\??\s*$|\b(?:can|could|does|do|will|would|is|are)\s+(?:she|he|they|medicare|hospice|the (?:patient|resident|family)|pt|we|it)\b/i;
/** "HCI - what are the indicators", "which ones count": asks what something is, with or without a question mark. */
const ASKS_WHAT_THINGS_ARE = /(?:^|[.?!;:,-]\s*)(?:what|which) (?:are|is|were|was) (?:the|its|their|they)\b|\bwhich (?:ones|of them)\b/i;
const ASKS_WHAT_TO_SAY =
  /\bhow (?:do|should|can|would) (?:i|we) (?:respond|answer|handle|say|reply|push back|overcome)|\bwhat (?:do|should|can) (?:i|we) say\b/i;

/** "Can I…", "Is it OK to…", "Are we allowed to…": a question that asks for a yes or a no. */
const YES_NO_QUESTION =
  /^(?:can|could|may|should|would|is|are|am|do|does|did|will|shall)\b|\b(?:ok(?:ay)?|alright|allowed|legal|permitted|compliant|against the rules) (?:to|if|for)\b|\b(?:is|are) (?:it|that|this|they) (?:ok(?:ay)?|allowed|legal|compliant|fine)\b/;

/** A meal or refreshment with real education: allowed within limits, never tied to referrals. */
function educationalMealReply(): string {
  return [
    '**Short answer:** Only as part of real education, and only within your hospice’s compliance policy. A modest meal at a genuine in-service or CE event is common; it must never depend on referrals, go to the same people as a routine perk, or be the reason they come. Check the event with your compliance officer first.',
    '',
    ...ETHICS.slice(0, 2).map((e) => `- **${e.title}.** ${firstSentence(e.description)}`),
    '',
    'Make the education the point: one eligibility topic, 20 minutes, a one-page take-away, and a sign-in sheet your compliance team keeps.',
  ].join('\n');
}

/** The dollar limits reps hear about belong to other rules; for referral sources there is no safe amount. */
function nominalValueReply(): string {
  return [
    '**Short answer:** For referral sources there is no dollar amount that is automatically safe. The Anti-Kickback Statute has no nominal-value exception: a gift of any size can be a kickback if one purpose is to win referrals.',
    '',
    '- **The $15 you hear about** is OIG’s nominal-value guidance for gifts to patients and families under the beneficiary inducement rules: no more than $15 per item and $75 a year per person, and never cash or cash equivalents.',
    '- **For physicians**, Stark has a non-monetary compensation limit that CMS adjusts each year; it never covers cash, gift cards or anything tied to referrals.',
    '- **What governs you:** your hospice’s written compliance policy. Follow it, log what you give, and ask your compliance officer before anything beyond a modest, occasional item.',
  ].join('\n');
}

/** Food for staff on a visit: no safe harbor, so the answer is the conditions, not a yes. */
function modestRefreshmentReply(): string {
  return [
    '**Short answer:** Only modest, occasional refreshments within your hospice’s written policy, and never tied to referrals. There is no Anti-Kickback safe harbor for food: anything of value given to people who refer can be a kickback if one purpose is to win their referrals.',
    '',
    '- **Follow the policy.** Most hospices set a per-visit and a yearly limit per facility and want each one logged; ask your compliance officer for yours.',
    '- **Never tied to referrals.** Not after an admission, not more for the buildings that send more, never “for the team that sent us Mrs. X”.',
    '- **Never cash or its equivalent.** No gift cards, no standing orders, nothing they come to expect.',
    '- **Let the visit be the value.** A 10-minute huddle on one eligibility topic and a one-page guide earn more than the donuts.',
  ].join('\n');
}

function complianceReply(inducements: ReturnType<typeof findInducements>): string {
  return [
    `**Short answer:** No. ${complianceNotice(inducements) ?? ''}`.trim(),
    '',
    ...ETHICS.slice(0, 3).map((e) => `- **${e.title}.** ${firstSentence(e.description)}`),
    '',
    'What earns referrals instead: a 10-minute huddle on one eligibility topic, a one-page guide, and fast, reliable responses (answer every referral within 2 hours).',
  ].join('\n');
}

/** Asked about Spartan's training: what there is, in a few lines, with the pages to read more. */
export function servicesReply(): string {
  return [
    '## Spartan training and coaching',
    '',
    ...PROGRAMS.filter((p) => p.kind === 'program').map((p) => `- **${p.title}** (${p.duration}): ${firstSentence(p.description)}`),
    ...SERVICES.slice(0, 3).map((s) => `- **${s.title}** (${s.duration}, ${s.price}): ${firstSentence(s.solution)}`),
    '',
    'All programs and prices: /programs and /services. Tell me about your team (size, settings, what is stuck) and I’ll say which fits.',
  ].join('\n');
}

function territoryReply(): string {
  return [
    '## Prioritizing your territory',
    '',
    'Tier every account by referral potential, then let the tier set your visit cadence:',
    '',
    ...TIERS.map((t) => `- **${t.tier} (${t.cadence.toLowerCase()}):** ${t.definition}`),
    '',
    'Put A accounts on the calendar first each Friday, give every visit one purpose, and re-tier monthly from referrals and conversion.',
    '',
    '**Monthly goals to hold yourself to:**',
    '',
    ...goalLines().map((line) => `- ${line}`),
  ].join('\n');
}

function weeklyRhythmReply(): string {
  const discipline = PILLARS.find((p) => p.id === 'discipline');
  return [
    '## A weekly sales rhythm',
    '',
    '- **Friday:** review the week’s numbers and plan next week, A accounts first, one purpose per visit.',
    '- **Monday to Thursday:** visits at tier cadence, five planned stops a day, touches logged the same day.',
    '- **Every day:** referrals answered within 2 hours, families contacted within 4 hours, referrers thanked within 24 hours.',
    '',
    ...(discipline ? ['**From the Discipline pillar:**', '', ...discipline.practices.map((p) => `- ${p}`), ''] : []),
    '**Field tips:**',
    '',
    ...FIELD_TIPS.slice(3).map((tip) => `- ${tip}`),
  ].join('\n');
}
