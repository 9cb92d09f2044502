import type { PracticeDifficulty, PracticePersonaId } from '../schemas/chat';
import { wouldPass } from './check-advice';
import {
  PRACTICE_CHECKS,
  SENTENCE,
  STAGES,
  echoedWord,
  explainsBenefit,
  namesBackJustSaid,
  offersService,
  saysBackJustSaid,
  isAsk,
  isMeetingAsk,
  isOverpromise,
  misstatesBenefit,
  linksService,
  pitches,
  tells,
  namesDayOrTime,
  namesStep,
  isPressure,
  toRepLine,
  type CheckId,
  type RepLine,
  type StageName,
} from './checks';
import { rebuts, recitedSentences, substance } from './hollow';
import { isRepeat, isSameQuestion, isStuffed, lineKey } from './stuffing';

/**
 * Scores a whole practice session on the yes/no checks (./checks.ts), offline. A check passes on
 * a line the rep said, quoted as evidence; repeated and keyword-stuffed lines are set aside first
 * and earn nothing. The score is the share of checks passed; 80 passes, unless a compliance
 * problem (something of value offered, a competitor run down) was said.
 */
export const PASS_MARK = 80;

export interface PracticeTurn {
  role: 'rep' | 'persona';
  text: string;
}

export interface CheckResult {
  id: CheckId;
  stage: StageName;
  text: string;
  pass: boolean;
  /** The rep's own words that passed it (an exact part of what they said). */
  evidence?: string;
  /** One line that would have passed, for this persona. */
  wouldPass: string;
  scoredBy: 'offline' | 'gemini';
}

export interface PracticeScorecard {
  persona: PracticePersonaId;
  difficulty: PracticeDifficulty;
  checks: CheckResult[];
  /** Percent of checks passed, 0–100. */
  score: number;
  passed: boolean;
  stages: Record<StageName, number>;
  ignoredLines: number;
  complianceFlags: string[];
}

/** A line's sentences, each judged on its own (with what the persona said before the line). */
function sentences(line: RepLine): RepLine[] {
  return (line.text.match(SENTENCE) ?? [line.text])
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => toRepLine(s, line.after, line.heard, line));
}

/** The sentence of a line that shows a move, so the quote is short and still the rep's words. */
function quote(line: RepLine, test: (sentence: RepLine) => boolean): string {
  const text = sentences(line).find(test)?.text ?? line.text.trim();
  return text.length <= 220 ? text : text.slice(0, text.lastIndexOf(' ', 220));
}

/**
 * A closing move that is not an ask as such: an offer to follow up, a card left, a call promised, an
 * invitation to call, or a formula standing in for an ask ("Next step: Thursday at 2?", "Let's touch
 * base"). Fairness is judged on whatever close the rep made, a vague or hollow one included.
 */
const CLOSING =
  /\b(?:(?:i'll|i will|let me) (?:swing|stop|drop|come|call|follow|send|check|reach|email|text|keep in touch|be there)|(?:leave|drop off) (?:my|our|a) card|here's (?:my|our) (?:card|number|info|contact)|let me know|reach out|keep (?:us|me) in mind|(?:call|text|email) (?:me|us)\b|give (?:me|us) a (?:call|ring)|feel free to (?:call|reach|email|text)|keep in touch|touch base|reconnect|circle back|find (?:a )?time|does that work|let's (?:connect|talk|chat|catch up|get together|stay in touch|plan|set|schedule|meet|book))\b/;
const closes = (l: RepLine) =>
  isAsk(l) || CLOSING.test(l.lower) || ((l.signals.commitmentAsk || namesDayOrTime(l)) && /\?|\blet's\b/.test(l.lower));

/** A time put on the step just asked for: asked ("Would 10 on Saturday work?") or settled ("Then I'll be there Thursday at 8:30"). */
const SETTLES = /\?|\b(?:i'll|i will|we'll|we will|see you|then|works|perfect|great)\b/;

type Finding = { pass: false } | { pass: true; evidence: string };
const found = (line: RepLine | undefined, test: (l: RepLine) => boolean): Finding =>
  line ? { pass: true, evidence: quote(line, test) } : { pass: false };

const isQuestion = (l: RepLine) => l.signals.openQuestion;

/** A claim of ours: what a "so…" right after it concludes from, rather than reflects. */
const claims = (s: RepLine) => isOverpromise(s) || misstatesBenefit(s) || pitches(s);

/**
 * Openings that reflect what was said. "I hear you" and "I hear that…" are here, not among the
 * empathy phrases: said alone or before a stock phrase ("I hear that you have pain points") they
 * are filler, and count only when what follows names back their own words.
 */
const REFLECTS = /^(?:(?:and |but )?i hear (?:you(?: saying)?|that)|so\b(?!:)|it sounds like|sounds like|you're saying)/;

/** A feeling or a weight named in an acknowledgement: "that sounds exhausting", "you must be worried", "a lot to carry". */
const NAMES_FEELING =
  /\b(?:hard|harder|tough|frustrat\w*|awful|terrible|painful|rough|scary|scared|heavy|exhaust\w*|brutal|heartbreak\w*|devastat\w*|unfair|lonely|overwhelm\w*|stress\w*|worr\w*|afraid|upset|angry|annoy\w*|sad|difficult|draining|tiring|tired|burn\w* out|stretched|fear\w*|nervous|anxious|guilt\w*|grief|griev\w*|loss|hurt\w*|disappoint\w*|helpless|stuck|alone|madden\w*|infuriat\w*|nightmare|uneasy|how much you (?:love|care|miss|want|worry)\w*|(?:a lot|too much|so much) (?:to|on) (?:carry|handle|manage|juggle|hold|your plate)|stay(?:ed|s)? with you|weigh\w* on you|when (?:it|they|you) shouldn't|shouldn't have to)\b/;

/** "That's really what hospice is for, caring for her where she wants to be": what we do, pointed at what was just said back. */
const WHAT_WE_DO =
  /^(?:and |so )?(?:that's|that is|this is|those are|these are|which is) (?:\w+ )?(?:exactly |really |just )?what (?:hospice|we|our \w+)(?: team)? (?:is|are|does|do)(?: \w+)?(?: for| about| around)?\b/;

/**
 * "Secure message at admit, no calls. I'll set that up with intake.", "We can do that, a call to you at
 * admission and after a death": what they just asked for, said back, and taken on. ("We do that all the
 * time", "we handle it all": what we always do, promised to no one in particular, takes nothing on.)
 */
const TAKES_IT_ON =
  /\b(?:we|i)(?:'ll| will| can| could) (?:absolutely |definitely |certainly |happily )?(?:do|set|arrange|build|make) (?:that|this|exactly that)(?: up| happen)?\b(?! all the time| every)/;

/** "…are a pain point for you", "is a big challenge": a problem given the seller's name for it. */
const FILED_UNDER_LABEL =
  /\b(?:is|are|sounds? like|seems? like) (?:(?:a|your|the|real|big|major|key) ){0,2}(?:pain[- ]?points?|challenges?|struggles?|priorit(?:y|ies))(?: (?:for|to) you)?[.!]?$/;

/** The benefit named, as a slogan can name it. */
const NAME_DROPPED = /\b(?:the |our )?medicare hospice benefit\b/;

/** Their reply says the rep asked what they had just said: "Like I said…", "I just told you". */
const NOT_HEARD =
  /\b(?:like i (?:said|told you)|as i (?:said|told you|mentioned)|i (?:just|already) (?:told|said|did|answered|explained)|i told you|(?:you're|you are|you aren't|you're not|are you|were you) (?:not |even )?listening)\b|(?:^|[.!?]\s*)(?:the )?same (?:thing|answer)[.!,]/;

/** Their reply says the rep's summary was not what they said: "I didn't say that", "That's not what I said", "I said the notes". */
const DENIED =
  /\b(?:i (?:didn't|did not) say|i never said|(?:that's|that is|it's|that was)(?:\.{3}|…)? not what i (?:said|meant|asked)|i (?:just )?said (?!no\b|yes\b|i\b)[a-z]|that's not (?:it|what i'm saying))/;

/**
 * Their reply says the rep only handed their words back: "Yes. That's what I said.", "Why are you
 * repeating me?". The line added nothing of the rep's own, however its words were arranged.
 */
const HANDED_BACK =
  /(?:^|[.!?…]\s*)(?:(?:yes|yeah|right|um+|uh+)[,.]*\s*)?(?:that's|that is) (?:exactly |just )?what i (?:just )?said(?:[.!?]|$)|\b(?:why are you|you keep|stop|you're just|you are just) repeating (?:me|what i|my|everything)\b/;

/** Every question about their world in the line was asked before, reworded or not. */
const asksAgain = (line: RepLine, before: RepLine[]) => {
  const asked = (l: RepLine) =>
    sentences(l)
      .filter((s) => s.signals.situationQuestion)
      .map((s) => s.text);
  const mine = asked(line);
  const earlier = before.flatMap(asked);
  return mine.length > 0 && mine.every((q) => isSameQuestion(q, earlier));
};

/**
 * A turn that pitches us (what we are, have or do: "We're the fastest…", "we do nurses, aides…") in a
 * sentence before its first question about them that counts. Within the turn only a pitch of ours
 * counts: an answer to their question, a rule explained or "I can't promise…" before asking is not one.
 */
const OF_US = /\b(?:we|we're|were|we've|our|ours|us)\b/;
function pitchesBeforeAsking(turn: RepTurn): boolean {
  const kept = turn.kept ? sentences(turn.kept).filter((s) => s.signals.situationQuestion) : [];
  const said = sentences(turn.said);
  const asked = said.findIndex((s) => kept.some((question) => s.text.includes(question.text)));
  const told = said.findIndex((s) => pitches(s) && OF_US.test(s.lower));
  return told !== -1 && asked !== -1 && told < asked;
}

/** Acknowledged what they said or how they feel (./checks.ts: connecting-acknowledge). */
function acknowledged(lines: RepLine[]): Finding {
  // Their situation named back to them ("So after hours is where it falls apart.") acknowledges it too.
  // A reflection opens the turn; a "so…" after a claim of ours is its consequence, not their situation.
  // Named back with no frame ("Forty-five minutes you don't have…") acknowledges it as well.
  const reflects = (s: RepLine) =>
    !s.lower.includes('?') && !explainsBenefit(s) && (REFLECTS.test(s.lower) ? Boolean(echoedWord(s)) : namesBackJustSaid(s));
  // An empathy phrase acknowledges only what it names: their words said back, or a feeling (not
  // one they then deny: "It sounds like you're frustrated." / "I'm not frustrated. I'm busy.").
  // "Thank you for sharing that", "I hear you" and "got it" name nothing.
  const namesTheirs = (s: RepLine) => {
    if (!s.signals.empathy) return false;
    if (echoedWord(s) || saysBackJustSaid(s)) return true;
    const feeling = NAMES_FEELING.exec(s.lower)?.[0];
    return Boolean(feeling) && !new RegExp(`\\bnot (?:\\w+ )?${feeling!.slice(0, 5)}`).test(s.reply);
  };
  // Their words filed under the seller's label ("…the 3 a.m. calls are a pain point for you") say them
  // back but name nothing of what it means for them: their words, not an acknowledgement.
  const labelled = (s: RepLine) => FILED_UNDER_LABEL.test(s.lower);
  const acknowledges = (l: RepLine) =>
    sentences(l).some((s) => namesTheirs(s) && !labelled(s)) || (reflects(sentences(l)[0]!) && !labelled(sentences(l)[0]!));
  return found(lines.find(acknowledges), (s) => (namesTheirs(s) || reflects(s)) && !labelled(s));
}

/** Their reply says the service missed their need: "How does that help with…?", "What does that have to do with…", "I just told you". */
const MISSES_NEED = String.raw`\b(?:how (?:does|would|is) (?:that|this|any of that) (?:help|fix|solve|change|address)|what does (?:that|this) have to do with|(?:that|this) (?:doesn't|does not|won't|wouldn't) (?:help|fix|solve|change))\b`;
const MISSED = new RegExp(String.raw`${MISSES_NEED}|${NOT_HEARD.source}`);

/**
 * Their reply sets the rep straight on what they need: "That's not what I said", "I'm talking about
 * before they leave". A service offered to a need they then correct was tied to a need of the rep's making.
 */
// ("Like I said, I don't see it changing" holds their view; it corrects nothing the rep offered.)
const CORRECTED = new RegExp(String.raw`\bi(?:'m| am| was) (?:talking|asking) about\b|${DENIED.source}|${MISSES_NEED}`);

/** Their need said back in a statement ("So the handoff is a phone call and a list"): what a service offered next answers. */
const namesNeedBack = (s: RepLine) => !s.lower.includes('?') && (Boolean(echoedWord(s)) || namesBackJustSaid(s));

/** Used their own words back (connecting-their-words). */
function ownWords(lines: RepLine[]): Finding {
  const echoesIn = (l: RepLine) => sentences(l).find((s, i, all) => Boolean(echoedWord(s, i === 0 || !claims(all[i - 1]!))));
  const line = lines.find(echoesIn);
  return line ? { pass: true, evidence: quote(line, (s) => s.text === echoesIn(line)!.text) } : { pass: false };
}

/** The sentences of the rep's turns that open with a nod and a "but" (hollow.ts: rebuts), as they count. */
function rebuttals(turns: RepTurn[]): (s: RepLine) => boolean {
  const arguing = turns.flatMap((turn) => sentences(turn.said).filter((s) => rebuts(s.text)));
  return (s) => arguing.some((said) => said.text.includes(s.text));
}

/**
 * `lines` are the counted lines (hollow sentences taken out, stuffed and repeated lines set aside):
 * what earns credit. `turns` pair every rep turn as said, whole, with what of it counts: a promise,
 * a misstated rule, pressure or something of value is judged on what was said, since saying it
 * inside a formula still says it.
 */
function judge(id: CheckId, lines: RepLine[], turns: RepTurn[]): Finding {
  const said = turns.map((turn) => turn.said);
  const questions = lines.filter(isQuestion);
  switch (id) {
    case 'discovery-open':
      return found(questions[0], isQuestion);
    case 'discovery-follow-up': {
      // A different open question in a later line: the same question asked again is not a second one.
      const asked = (l: RepLine) =>
        sentences(l)
          .filter(isQuestion)
          .map((s) => s.text);
      const first = questions[0] ? asked(questions[0]) : [];
      // One they answer with "like I said" or "same thing" asked nothing new either.
      const isNew = (l: RepLine) => !NOT_HEARD.test(l.reply) && asked(l).some((q) => !isSameQuestion(q, first));
      const open = questions.slice(1).find(isNew);
      if (open) return found(open, (s) => isQuestion(s) && !isSameQuestion(s.text, first));
      // A closed question can follow up too, when it builds on what they just said ("Eight hours of
      // waiting, and is that mostly transport?"): a question about them that picks up their words.
      const firstAt = questions[0] ? lines.indexOf(questions[0]) : lines.findIndex((l) => l.signals.situationQuestion);
      const buildsOn = (s: RepLine) =>
        s.signals.situationQuestion && s.lower.includes('?') && saysBackJustSaid(s) && !isSameQuestion(s.text, first);
      const closed = lines.slice(firstAt + 1).find((l) => firstAt >= 0 && !NOT_HEARD.test(l.reply) && sentences(l).some(buildsOn));
      return found(closed, buildsOn);
    }
    case 'discovery-first': {
      // Order, not form: a question about their situation, open or yes/no, before the rep first tells
      // them about hospice. The telling counts however it was said (a stuffed list, a formula); the
      // question only as a real one, in what counts of a line not stuffed.
      const asksAbout = (l: RepLine) => l.signals.situationQuestion;
      const firstPitch = turns.findIndex((turn) => tells(turn.said));
      const firstQuestion = turns.findIndex((turn) => turn.kept && !isStuffed(turn.kept.text, turn.kept.signals) && asksAbout(turn.kept));
      if (firstQuestion === -1 || (firstPitch !== -1 && firstQuestion > firstPitch)) return { pass: false };
      // In the same turn, the order of its sentences decides: "We're the fastest hospice in town. What's
      // your biggest headache?" pitched first.
      if (firstQuestion === firstPitch && pitchesBeforeAsking(turns[firstQuestion]!)) return { pass: false };
      return found(turns[firstQuestion]!.kept, asksAbout);
    }
    case 'connecting-acknowledge':
    case 'connecting-their-words': {
      // Their words used to argue with them ("I get it, but…") reflect nothing: judged without those sentences.
      const arguing = rebuttals(turns);
      // A line they answer with "I didn't say that" or "I said paperwork" summed up what they never said.
      const heard = lines
        // One they answer with "Yes. That's what I said." handed their words back and acknowledged nothing
        // (their words were used: that check is left to ownWords).
        .filter((l) => !DENIED.test(l.reply) && !(id === 'connecting-acknowledge' && HANDED_BACK.test(l.reply)))
        .map((l) =>
          toRepLine(
            sentences(l)
              .filter((s) => !arguing(s))
              .map((s) => s.text)
              .join(' '),
            l.after,
            l.heard,
            l,
          ),
        );
      return id === 'connecting-acknowledge' ? acknowledged(heard.filter((l) => l.text)) : ownWords(heard.filter((l) => l.text));
    }
    case 'connecting-balance': {
      // Open questions about their world and acknowledgements, against pitching (feature lists and
      // claims; an explanation they need is not a pitch); a close counts on neither side. A question
      // counts the first time only: asked again once they answered it (word for word or reworded), or
      // answered with "like I said", it talks past them and counts against listening, as pitching does.
      const listens = (l: RepLine) => l.signals.openQuestion || l.signals.empathy;
      const kept = turns.flatMap((turn) => turn.kept ?? []);
      const reasked = (l: RepLine, i: number) => !l.signals.empathy && (NOT_HEARD.test(l.reply) || asksAgain(l, kept.slice(0, i)));
      // A summary they deny ("I didn't say that") listened to nothing either.
      const listening = lines.filter((l) => listens(l) && !reasked(l, kept.indexOf(l)) && !DENIED.test(l.reply));
      const talkedPast = kept.filter((l, i) => l.signals.situationQuestion && reasked(l, i)).length;
      // Pitching said inside a formula is still pitching: counted on every line not stuffed or repeated,
      // and so is the benefit's name recited with nothing explained ("the Medicare hospice benefit, so that…").
      const recites = (l: RepLine) =>
        sentences(l).some((s) => NAME_DROPPED.test(s.lower)) && !sentences(l).some((s) => explainsBenefit(s) || linksService(s));
      // A turn made only of formulas (labels, stock nods, their words handed back) gave them nothing to
      // answer and took the floor all the same: it counts against listening, as a pitch does. (Not the
      // sign-off that ends the session, "1 at the station. Thanks.": it takes the floor from no one.)
      const recited = turns.slice(0, -1).filter((turn) => !turn.kept && !closes(turn.said)).length;
      const pitched = countedRepLines(said).filter((l) => pitches(l) || recites(l)).length + talkedPast + recited;
      return listening.length > 0 && pitched < listening.length ? found(listening[0], listens) : { pass: false };
    }
    case 'guiding-link': {
      // A service of ours stated against a need of theirs, judged sentence by sentence (a question
      // later in the turn must not hide it). "So that…, which means…" alone ties nothing. Their need
      // named back and then "that's what hospice is for: …" ties the two.
      const ties = (l: RepLine) =>
        sentences(l).find(
          (s, i, all) =>
            linksService(s) ||
            (i > 0 && offersService(s) && all.slice(0, i).some(namesNeedBack) && !MISSED.test(l.reply)) ||
            (i > 0 && WHAT_WE_DO.test(s.lower) && !isOverpromise(s) && Boolean(echoedWord(all[i - 1]!))) ||
            (TAKES_IT_ON.test(s.lower) &&
              !s.lower.includes('?') &&
              !isOverpromise(s) &&
              !s.signals.inducement &&
              (saysBackJustSaid(s) || (i > 0 && saysBackJustSaid(all[i - 1]!)))),
        );
      // Whatever the tie's form, one their reply corrects ("That's not what I said", "I'm talking about…")
      // missed the need it claimed.
      const line = lines.find((l) => !CORRECTED.test(l.reply) && ties(l));
      return line ? { pass: true, evidence: quote(line, (s) => s.text === ties(line)!.text) } : { pass: false };
    }
    case 'guiding-educate':
      // A rule of the benefit stated wrongly anywhere (a DNR required, a hard six-month cutoff, room
      // and board paid) undoes the explanation: the listener leaves with the wrong rule.
      if (said.some(misstatesBenefit)) return { pass: false };
      return found(
        lines.find((l) => sentences(l).some(explainsBenefit)),
        explainsBenefit,
      );
    case 'guiding-honest': {
      // A "never" check: any overpromise, even in a set-aside line, fails it; otherwise a rep who said
      // something of their own (a counted line) promised nothing and passes. A rule stated wrongly
      // with nothing promised fails the explanation instead. The quote is what they guided with, if anything.
      if (said.some(isOverpromise) || lines.length === 0) return { pass: false };
      const guides = (s: RepLine) => linksService(s) || explainsBenefit(s);
      const guiding = lines.find((l) => sentences(l).some(guides));
      return guiding ? found(guiding, guides) : found(lines[0], () => true);
    }
    case 'commitment-ask':
      return found(lines.find(isAsk), isAsk);
    case 'commitment-time': {
      // A time needs a step to be on: "How does Thursday at 2 sound?" names none. The day may come in
      // the rep's next line, settling the step just asked for ("Would 10 on Saturday work?").
      const settles = (l: RepLine | undefined) => Boolean(l && namesDayOrTime(l) && SETTLES.test(l.lower));
      const index = lines.findIndex((l, i) => isAsk(l) && namesStep(l) && (namesDayOrTime(l) || settles(lines[i + 1])));
      if (index === -1) return { pass: false };
      return found(namesDayOrTime(lines[index]!) ? lines[index] : lines[index + 1], namesDayOrTime);
    }
    case 'commitment-fair': {
      // A "never" check like honesty: judged on whatever close the rep made in a line not stuffed or
      // repeated, a vague or formulaic one included ("Next step: Thursday at 2?"), once the rep has
      // said something of their own (a counted line); pressure anywhere, or anything of value
      // offered, fails it.
      // With no close at all, nothing was asked unfairly: the missing ask fails the other two
      // Commitment checks, not this one (as a fair coach grades it). The quote is the rep's last line.
      if (said.some((l) => l.signals.inducement) || said.some(isPressure) || lines.length === 0) return { pass: false };
      const close = countedRepLines(said).find(closes);
      return close ? found(close, closes) : found(lines[lines.length - 1], () => true);
    }
  }
}

export function complianceFlags(said: readonly RepLine[]): string[] {
  const flags: string[] = [];
  if (said.some((l) => l.signals.inducement))
    flags.push(
      'You offered something of value (a meal, gift or free service) to a referral source. That can violate the Anti-Kickback Statute: never tie anything of value to referrals.',
    );
  if (said.some((l) => l.signals.disparagesCompetitor))
    flags.push(
      "You criticised another hospice. Patients and facilities have the right to choose; win on your own service, not a competitor's faults.",
    );
  if (said.some(isOverpromise))
    flags.push(
      'You promised something hospice cannot guarantee, or said a patient would qualify. Eligibility is certified by physicians, never promised by a rep.',
    );
  return flags;
}

/** A rep turn as said, whole, and what of it counts once hollow sentences are taken out (if anything). */
interface RepTurn {
  said: RepLine;
  kept?: RepLine;
}

/** The rep's turns, each paired with what the persona said just before it. */
function repTurns(transcript: readonly PracticeTurn[]): RepTurn[] {
  const turns: RepTurn[] = [];
  let after = '';
  let heard = '';
  let before = '';
  const reciting = recitedSentences(transcript) >= 3;
  transcript.forEach((turn, index) => {
    if (turn.role === 'persona') {
      after = turn.text;
      heard = heard ? `${heard}\n${turn.text}` : turn.text;
    } else if (turn.text.trim()) {
      // Labels, stock phrases, parroting and empty asks earn nothing (hollow.ts).
      // A stuffed line is kept whole, so countedRepLines sets it aside as stuffed.
      const kept = isStuffed(turn.text) ? turn.text.trim() : substance(turn.text, heard, reciting);
      const next = transcript[index + 1];
      const context = { before, reply: next?.role === 'persona' ? next.text : '' };
      turns.push({
        said: toRepLine(turn.text.trim(), after, heard, context),
        ...(kept ? { kept: toRepLine(kept, after, heard, context) } : {}),
      });
      before = before ? `${before}\n${turn.text.trim()}` : turn.text.trim();
    }
  });
  return turns;
}

/** The rep's lines as they count (hollow sentences taken out), each paired with what the persona said just before it. */
export const repLines = (transcript: readonly PracticeTurn[]): RepLine[] => repTurns(transcript).flatMap((turn) => turn.kept ?? []);

/** Counted lines: each said once and none stuffed. */
export function countedRepLines(all: readonly RepLine[]): RepLine[] {
  const counted: RepLine[] = [];
  for (const line of all) {
    if (
      !lineKey(line.text) ||
      isStuffed(line.text, line.signals) ||
      isRepeat(
        line.text,
        counted.map((c) => c.text),
      )
    )
      continue;
    counted.push(line);
  }
  return counted;
}

export function summarise(
  persona: PracticePersonaId,
  difficulty: PracticeDifficulty,
  checks: CheckResult[],
  ignoredLines: number,
  flags: string[],
): PracticeScorecard {
  const score = Math.round((checks.filter((c) => c.pass).length / checks.length) * 100);
  const stages = Object.fromEntries(
    STAGES.map((stage) => {
      const mine = checks.filter((c) => c.stage === stage);
      return [stage, Math.round((mine.filter((c) => c.pass).length / mine.length) * 100)];
    }),
  ) as Record<StageName, number>;
  return {
    persona,
    difficulty,
    checks,
    score,
    passed: score >= PASS_MARK && flags.length === 0,
    stages,
    ignoredLines,
    complianceFlags: flags,
  };
}

export function scoreSession(
  transcript: readonly PracticeTurn[],
  persona: PracticePersonaId = 'snf-don',
  difficulty: PracticeDifficulty = 'medium',
): PracticeScorecard {
  const turns = repTurns(transcript);
  const all = turns.flatMap((turn) => turn.kept ?? []);
  const lines = countedRepLines(all);
  const said = turns.map((turn) => turn.said);
  // A specific meeting at a specific time is the commitment the method teaches: it always passes.
  const meeting = lines.find(isMeetingAsk);
  const checks = PRACTICE_CHECKS.map((check): CheckResult => {
    let finding = judge(check.id, lines, turns);
    // Except fairness: a meeting asked for after something of value was offered is not a fair ask.
    const unfair = check.id === 'commitment-fair' && (said.some((l) => l.signals.inducement) || said.some(isPressure));
    if (check.stage === 'Commitment' && meeting && !finding.pass && !unfair)
      finding = { pass: true, evidence: quote(meeting, isMeetingAsk) };
    return {
      ...check,
      pass: finding.pass,
      ...(finding.pass ? { evidence: finding.evidence } : {}),
      wouldPass: wouldPass(check.id, persona),
      scoredBy: 'offline',
    };
  });
  return summarise(persona, difficulty, checks, all.length - lines.length, complianceFlags(said));
}
