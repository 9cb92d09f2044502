import type { PracticeDifficulty, PracticePersonaId } from '../schemas/chat';
import { wouldPass } from './check-advice';
import {
  PRACTICE_CHECKS,
  STAGES,
  echoedWord,
  explainsBenefit,
  isAsk,
  isMeetingAsk,
  isOverpromise,
  linksService,
  namesStep,
  isPressure,
  toRepLine,
  type CheckId,
  type RepLine,
  type StageName,
} from './checks';
import { recitedSentences, substance } from './hollow';
import { isRepeat, isStuffed, lineKey } from './stuffing';

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
  return (line.text.match(/[^.!?]+[.!?]*/g) ?? [line.text])
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => toRepLine(s, line.after, line.heard));
}

/** The sentence of a line that shows a move, so the quote is short and still the rep's words. */
function quote(line: RepLine, test: (sentence: RepLine) => boolean): string {
  const text = sentences(line).find(test)?.text ?? line.text.trim();
  return text.length <= 220 ? text : text.slice(0, text.lastIndexOf(' ', 220));
}

/** A closing move that is not an ask as such: an offer to follow up, a card left, a call promised. */
const CLOSING =
  /\b(?:(?:i'll|i will|let me) (?:swing|stop|drop|come|call|follow|send|check|reach|email|text)|(?:leave|drop off) (?:my|a) card|let me know|reach out)\b/;

type Finding = { pass: false } | { pass: true; evidence: string };
const found = (line: RepLine | undefined, test: (l: RepLine) => boolean): Finding =>
  line ? { pass: true, evidence: quote(line, test) } : { pass: false };

const isPitch = (l: RepLine) => l.signals.featurePitch;
const isQuestion = (l: RepLine) => l.signals.openQuestion;

function judge(id: CheckId, lines: RepLine[], all: RepLine[]): Finding {
  const questions = lines.filter(isQuestion);
  switch (id) {
    case 'discovery-open':
      return found(questions[0], isQuestion);
    case 'discovery-follow-up':
      return found(questions[1], isQuestion);
    case 'discovery-first': {
      const firstPitch = lines.findIndex(isPitch);
      const firstQuestion = lines.findIndex(isQuestion);
      return firstQuestion !== -1 && (firstPitch === -1 || firstQuestion <= firstPitch)
        ? found(lines[firstQuestion], isQuestion)
        : { pass: false };
    }
    case 'connecting-acknowledge':
      return found(
        lines.find((l) => l.signals.empathy),
        (s) => s.signals.empathy,
      );
    case 'connecting-their-words': {
      const echoes = (l: RepLine) => Boolean(echoedWord(l));
      return found(
        lines.find((l) => sentences(l).some(echoes)),
        echoes,
      );
    }
    case 'connecting-balance': {
      const listening = lines.filter((l) => l.signals.openQuestion || l.signals.empathy);
      const pitches = lines.filter(isPitch).length;
      return listening.length > 0 && pitches < listening.length
        ? found(listening[0], (s) => s.signals.openQuestion || s.signals.empathy)
        : { pass: false };
    }
    case 'guiding-link':
      // A service of ours stated against a need of theirs, judged sentence by sentence (a question
      // later in the turn must not hide it). "So that…, which means…" alone ties nothing.
      return found(
        lines.find((l) => sentences(l).some(linksService)),
        linksService,
      );
    case 'guiding-educate':
      return found(
        lines.find((l) => sentences(l).some(explainsBenefit)),
        explainsBenefit,
      );
    case 'guiding-honest': {
      // Honesty needs something said to be honest about; any overpromise, even in a set-aside line, fails it.
      if (all.some(isOverpromise)) return { pass: false };
      const guides = (s: RepLine) => linksService(s) || explainsBenefit(s);
      return found(
        lines.find((l) => sentences(l).some(guides)),
        guides,
      );
    }
    case 'commitment-ask':
      return found(lines.find(isAsk), isAsk);
    case 'commitment-time':
      // A time needs a step to be on: "How does Thursday at 2 sound?" names none.
      return found(
        lines.find((l) => isAsk(l) && l.signals.specificTime && namesStep(l)),
        (s) => s.signals.specificTime,
      );
    case 'commitment-fair': {
      // Judged on whatever close the rep made, a vague one included; pressure or value fails it.
      if (all.some((l) => l.signals.inducement) || lines.some(isPressure)) return { pass: false };
      const closes = (l: RepLine) => isAsk(l) || CLOSING.test(l.lower);
      return found(lines.find(closes), closes);
    }
  }
}

export function complianceFlags(all: readonly RepLine[]): string[] {
  const flags: string[] = [];
  if (all.some((l) => l.signals.inducement))
    flags.push(
      'You offered something of value (a meal, gift or free service) to a referral source. That can violate the Anti-Kickback Statute: never tie anything of value to referrals.',
    );
  if (all.some((l) => l.signals.disparagesCompetitor))
    flags.push(
      "You criticised another hospice. Patients and facilities have the right to choose; win on your own service, not a competitor's faults.",
    );
  if (all.some(isOverpromise))
    flags.push(
      'You promised something hospice cannot guarantee, or said a patient would qualify. Eligibility is certified by physicians, never promised by a rep.',
    );
  return flags;
}

/** The rep's lines, each paired with what the persona said just before it. */
export function repLines(transcript: readonly PracticeTurn[]): RepLine[] {
  const lines: RepLine[] = [];
  let after = '';
  let heard = '';
  const reciting = recitedSentences(transcript) >= 3;
  for (const turn of transcript) {
    if (turn.role === 'persona') {
      after = turn.text;
      heard = heard ? `${heard}\n${turn.text}` : turn.text;
    } else {
      // Labels, stock phrases, parroting and empty asks earn nothing (hollow.ts).
      // A stuffed line is kept whole, so countedRepLines sets it aside as stuffed.
      const said = isStuffed(turn.text) ? turn.text.trim() : substance(turn.text, heard, reciting);
      if (said) lines.push(toRepLine(said, after, heard));
    }
  }
  return lines;
}

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
  const all = repLines(transcript);
  const lines = countedRepLines(all);
  // A specific meeting at a specific time is the commitment the method teaches: it always passes.
  const meeting = lines.find(isMeetingAsk);
  const checks = PRACTICE_CHECKS.map((check): CheckResult => {
    let finding = judge(check.id, lines, all);
    // Except fairness: a meeting asked for after something of value was offered is not a fair ask.
    const unfair = check.id === 'commitment-fair' && all.some((l) => l.signals.inducement);
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
  return summarise(persona, difficulty, checks, all.length - lines.length, complianceFlags(all));
}
