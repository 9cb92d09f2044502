import { practiceLines } from '../../lib/practice/offline-practice';
import type { ChatTask, CoachTask, EmailTask } from '../types';
import { SAYING_YES, affirmed, checkRequest, readText, type GateFinding } from './gate';
import {
  ANY_VALUE,
  ASKED_OF_US,
  CARRYING_OUT,
  COMPETITOR_DOES,
  CONDITION_ON_US,
  COPYING,
  NUDGE,
  DECLINING_REPLY,
  DIFFERENTIATION,
  EXCHANGE_TIE,
  GOAL_TIE,
  GOING_ALONG,
  REP_INTENT,
  RESPONDING,
} from './lexicon';
import { droppedCustomizationNotice, practiceFlag, refusalText } from './refusal';
import { earlierUserWords, screenTask, turnsAwayFromEarlier } from './screen-task';
import { requestWords } from '../request-words';

/**
 * The compliance gate applied to a whole coach task, for every tool. Either the task may go on
 * to a provider (perhaps with part of an email customization removed), or the gate answers it
 * itself: a refusal, an automatic-fail practice scorecard, or a role-play reply in which the
 * referral source declines the offer. In the latter case no provider is ever called.
 */
export type GateOutcome<T extends CoachTask> =
  { verdict: 'pass'; task: T; notices: string[] } | { verdict: 'answer'; text: string; finding: GateFinding };

/*
 * In the objection tool the text is usually what the referral source said ("the other hospice
 * brings us lunch"); the rep wants a reply, which is fine. When the source asks for value or ties
 * it to referrals, the reply is the scripted no (solicitation); when the rep says they mean to give
 * something themselves, it is refused.
 */

const splitSentences = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => sentence.trim() !== '');

/** An email whose context says it goes to a patient's family. */
const FAMILY_ADDRESSEE =
  /\b(?:follow(?:ing)?[- ]up|thank\w*|e-?mail\w*|writ\w*|send\w*|reach\w* out|check\w* in|note)\s+(?:to |with |for )?(?:the |a |this |that |our )?(?:\w+ )?(?:family|families|daughter|son|wife|husband|spouse|widow\w*|patient's \w+)\b/;

function gateEmail(task: EmailTask): GateOutcome<EmailTask> {
  // Why: context "DON asked us to sponsor her staff party", customization "politely say we can't fund
  // it": the customization turns the ask down, so the context is read with it.
  const declines = !!task.customization && DECLINING_REPLY.test(readText(task.customization));
  const premise = checkRequest(declines ? `${task.context}. ${task.customization}` : task.context);
  if (premise) return { verdict: 'answer', text: refusalText(premise), finding: premise };
  if (!task.customization) return { verdict: 'pass', task, notices: [] };
  const kept: string[] = [];
  let dropped: GateFinding | undefined;
  // Why: an email to a family ("follow up with the family after the info visit") is read as said to the family, not to a source.
  const addressee = FAMILY_ADDRESSEE.test(readText(task.context)) ? { addressedToFamily: true } : { addressedToReferralSource: true };
  for (const sentence of splitSentences(task.customization)) {
    // Why: "keep it between us" hides what the email's context names (the gift cards), so the context is read with it.
    const finding = checkRequest(sentence, { ...addressee, earlier: task.context });
    if (finding) dropped ??= finding;
    else kept.push(sentence);
  }
  if (!dropped) return { verdict: 'pass', task, notices: [] };
  const customization = kept.join(' ').trim();
  return { verdict: 'pass', task: { ...task, customization: customization || undefined }, notices: [droppedCustomizationNotice(dropped)] };
}

/** The scorecard when a rep offered something of value: the same look as the rubric's, failed. */
function automaticFailScorecard(finding: GateFinding, line: string): string {
  const quote = line.length > 140 ? `${line.slice(0, 137)}…` : line;
  return [
    '**Your practice scorecard: 0/100 (automatic fail)**',
    '',
    '**Compliance: automatic fail**',
    `- What I saw: you offered something of value to the referral source ("${quote}").`,
    `- Why it fails: ${refusalText(finding)
      .split('\n')[0]!
      .replace(/^\*\*[^*]+\*\* /, '')}`,
    '- Improve: take the offer out entirely and earn the next step with a question about their world, fast response and education for their team.',
    '',
    'The four stages are not scored on this run: in a real call, an offer like that ends the conversation. Run the scenario again without it.',
  ].join('\n');
}

const DECLINES: Record<string, string> = {
  'adult-daughter': "(She frowns.) I don't understand why you're offering me that. I just want someone to help my dad.",
  default:
    "(Shakes head.) I can't accept anything like that, and you shouldn't be offering it. If you want our referrals, show me how fast you respond.",
};

const RECORD_DECLINES: Record<string, string> = {
  'adult-daughter': "(She frowns.) I'm not going to say anything about my dad that isn't true.",
  default:
    "(Shakes head.) I'm not putting anything in a chart that I can't stand behind. If the patient qualifies, the record will show it.",
};

function gatePractice(
  task: ChatTask & { practice: NonNullable<ChatTask['practice']> },
  redact: (text: string) => string,
): GateOutcome<ChatTask> | undefined {
  const options = task.practice.persona === 'adult-daughter' ? { addressedToFamily: true } : { addressedToReferralSource: true };
  if (task.practice.action === 'score') {
    for (const line of practiceLines(task.history, task.prompt)) {
      const finding = checkRequest(line, options);
      if (finding) return { verdict: 'answer', text: automaticFailScorecard(finding, redact(line)), finding };
    }
    return undefined;
  }
  const finding = checkRequest(task.prompt, options);
  if (!finding) return undefined;
  return { verdict: 'answer', text: practiceDecline(task.practice.persona, finding), finding };
}

/** The persona turning the offer down, then the coach's one-line flag. */
function practiceDecline(persona: string, finding: GateFinding): string {
  // Why: asked to chart or certify what isn't so, the persona refuses that, not a gift.
  const declines = finding.reason === 'eligibility' ? RECORD_DECLINES : DECLINES;
  return `${declines[persona] ?? declines.default!}\n\n${practiceFlag(finding)}`;
}

/**
 * A source telling the rep what another hospice gave them and nudging ("the other hospice took
 * care of my registration last year. Just saying.") is asking for the same: solicitation.
 */
function competitorNudge(task: CoachTask, text: string): GateFinding | undefined {
  if (task.kind !== 'objection') return undefined;
  const lower = readText(text);
  // Why: "she hints the other hospice takes care of them; how do I politely say we don't do gifts" asks how to decline the nudge.
  if (askingHowToDecline(lower)) return undefined;
  // What the other hospice gave need not be on a list ("brings us Panera", "did our Christmas party").
  const gaveSomething =
    ANY_VALUE.test(lower) ||
    /\b(?:brings?|brought|gives?|gave|buys?|bought|sends?|sent|pays? for|paid for|covers?|covered|did|does|lets us keep)\s+(?:us|our|me|my)\b/.test(
      lower,
    );
  // Why: "everyone else already sent theirs" says something was given without naming it.
  const othersGave = /\b(?:sent|gave|brought|dropped off|delivered) (?:theirs|their (?:gifts?|baskets?|cards?|stuff))\b/.test(lower);
  // Why: "if you can't do that, why would I switch?" makes the differentiation question a price.
  const differentiating = DIFFERENTIATION.test(lower) && !CONDITION_ON_US.test(lower);
  const nudges = COMPETITOR_DOES.test(lower) && (gaveSomething || othersGave) && asksOrTies(lower) && !differentiating;
  // Why: "our softball team needs new jerseys, just putting that out there": a need of value left hanging asks for it.
  const needHinted = ANY_VALUE.test(lower) && NUDGE.test(lower) && !DIFFERENTIATION.test(lower);
  if (needHinted && !nudges) return { reason: 'solicitation', found: { phrase: NUDGE.exec(lower)![0] } };
  return nudges
    ? { reason: 'solicitation', found: { phrase: (ASKED_OF_US.exec(lower) ?? EXCHANGE_TIE.exec(lower) ?? GOAL_TIE.exec(lower))![0] } }
    : undefined;
}

/**
 * "How do I say no and keep the account?": the rep is asking how to decline, which is the coaching.
 * ("How do I respond to lock this in", "how do I answer so we get the refs" and "how do I respond to
 * win him" go along with it instead.)
 */
const askingHowToDecline = (lower: string) =>
  ((RESPONDING.test(lower) && /\b(?:how|what)\b/.test(lower)) || DECLINING_REPLY.test(lower)) &&
  !SAYING_YES.test(lower) &&
  !/\b(?:respond|answer|reply)\w* (?:to|so (?:i|we) can) (?:win|get|land|keep) (?:him|her|them|the (?:account|business|referrals))\b/.test(
    lower,
  );

/**
 * Why: "ALF ED joked 'a cruise for me and we're exclusive', then texted links; how do I play along and
 * close this": a source naming value tied to referrals, and the rep asking how to go along, is
 * solicitation accepted, whether or not the source used a word of asking.
 */
function solicitationAccepted(task: CoachTask, lower: string): GateFinding | undefined {
  // (Topping it, "how do I counter with a better trip", goes along as much as saying yes.)
  const goesAlong = SAYING_YES.exec(lower) ?? (affirmed(COPYING, lower) ? COPYING.exec(lower) : null);
  if (task.kind !== 'objection' || !ANY_VALUE.test(lower) || !asksOrTies(lower) || !goesAlong || DECLINING_REPLY.test(lower))
    return undefined;
  return { reason: 'solicitation', found: { phrase: goesAlong[0] } };
}

/** The source asks the hospice for it, or ties it to their referrals. */
const asksOrTies = (lower: string) => ASKED_OF_US.test(lower) || EXCHANGE_TIE.test(lower) || GOAL_TIE.test(lower);

/**
 * Why: "ALF ED: 'I have plenty of hospices.' My comeback is we'll do..." quotes the source and then
 * speaks as the rep: the words outside the quotation are the rep's own (and the source's "we" inside
 * it is not the rep's plan). Without a quotation the whole text is read, as before.
 */
function repsOwnWords(text: string): string {
  const outside = text.replace(/(^|[\s:(])["“‘'][^"“”‘’]*?["”’'](?=[\s.,!?;:)]|$)/g, '$1 ');
  return outside === text ? text : outside;
}

/**
 * Gates a task. It reads the rep's own words (before privacy redaction, so a placeholder can never
 * hide a request); `redact` cleans the one thing it quotes back, a practice line. The rules decide
 * first; a request they let through whole is read once more by the learned screen.
 */
export function gateTask<T extends CoachTask>(task: T, redact: (text: string) => string = (text) => text): GateOutcome<T> {
  const byRules = gateTaskByRules(task, redact);
  if (byRules.verdict === 'answer' || byRules.notices.length > 0) return byRules;
  const screened = screenTask(task);
  return screened ? screenedOutcome(task, screened.finding, screened.text, redact) : byRules;
}

/** The answer to a task the learned screen refused, in the form each tool gives a rule's refusal. */
function screenedOutcome<T extends CoachTask>(
  task: T,
  finding: GateFinding,
  text: string,
  redact: (text: string) => string,
): GateOutcome<T> {
  if (task.kind === 'chat' && task.practice?.action === 'score')
    return { verdict: 'answer', text: automaticFailScorecard(finding, redact(text)), finding };
  if (task.kind === 'chat' && task.practice) return { verdict: 'answer', text: practiceDecline(task.practice.persona, finding), finding };
  return { verdict: 'answer', text: refusalText(finding), finding };
}

/** The rules alone (the training script compares them with the screen). */
export function gateTaskByRules<T extends CoachTask>(task: T, redact: (text: string) => string = (text) => text): GateOutcome<T> {
  const pass: GateOutcome<T> = { verdict: 'pass', task, notices: [] };
  if (task.kind === 'email') return gateEmail(task) as GateOutcome<T>;
  if (task.kind === 'chat') {
    if (task.practice) return (gatePractice({ ...task, practice: task.practice }, redact) as GateOutcome<T> | undefined) ?? pass;
    const earlier = earlierUserWords(task);
    // A follow-up that names something of value ("what if it's just a coffee card?") is read with
    // the conversation's earlier words, which may hold the tie ("she'll put us first if...").
    // Why: so is one that asks how to carry out the earlier plan ("how much to budget for it", "the smoothest way to get it to her").
    // Why: and so is any follow-up to an earlier request the gate refuses ("ok, write the job posting
    // so it fits her", "what do I put as the purpose"), unless it turns away from it ("what can I do instead?").
    const prompt = readText(task.prompt);
    const turnsAway = turnsAwayFromEarlier(task);
    const earlierRefused = !!earlier && !turnsAway && checkRequest(earlier) !== undefined;
    // ("Ok got it, no party. What can I offer instead?" names the value only to drop it.)
    const continues = affirmed(ANY_VALUE, prompt) || (CARRYING_OUT.test(prompt) && !turnsAway) || earlierRefused;
    const finding =
      checkRequest(task.prompt, { earlier }) ?? (earlier && continues ? checkRequest(`${earlier}\n${task.prompt}`) : undefined);
    return finding ? { verdict: 'answer', text: refusalText(finding), finding } : pass;
  }
  const text = requestWords(task);
  const finding =
    checkRequest(text, task.kind === 'objection' ? { spokenByReferralSource: true } : {}) ??
    competitorNudge(task, text) ??
    solicitationAccepted(task, readText(text));
  if (!finding) return pass;
  // In the objection tool the text is usually what the source said: their conduct passes, their
  // ask for value (solicitation) gets the scripted no, the rep's own plan to give gets refused.
  // When the source describes value and asks the hospice for it ("is that still a thing?", "can
  // you match that?", "you'd be our go-to"), that is solicitation, whatever the item.
  const sourceConduct = finding.reason === 'referral-inducement' || finding.reason === 'beneficiary-inducement';
  // Why: "i have swag budget, what's a good equivalent" copies what the source says the other hospice gave: the rep's plan.
  // (Without a quotation, "can you do that too?" is the source asking us to copy: that is their ask, read below.)
  const repWords = readText(repsOwnWords(text));
  const quoted = repWords !== readText(text);
  // (Nor when the rep leans toward the yes, "I'm inclined to just do it": that is the rep's plan too.)
  if (
    task.kind === 'objection' &&
    sourceConduct &&
    !REP_INTENT.test(repWords) &&
    !GOING_ALONG.test(repWords) &&
    !(quoted && COPYING.test(repWords))
  ) {
    const lower = readText(text);
    if (!asksOrTies(lower) || DIFFERENTIATION.test(lower) || askingHowToDecline(lower)) return pass;
    const solicitation: GateFinding = { reason: 'solicitation', value: finding.value, found: finding.found };
    return { verdict: 'answer', text: refusalText(solicitation), finding: solicitation };
  }
  return { verdict: 'answer', text: refusalText(finding), finding };
}
