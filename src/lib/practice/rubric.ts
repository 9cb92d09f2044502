import { readSignals, type LineSignals } from './signals';

/**
 * Scores a practice conversation against the four stages of the Spartan Method, from what the
 * rep actually said. Each stage gets 1–5 with the evidence, and one concrete improvement.
 */
export type StageName = 'Discovery' | 'Connecting' | 'Guiding' | 'Commitment';

export interface StageScore {
  stage: StageName;
  score: number;
  evidence: string;
  improvement: string;
}

export interface Scorecard {
  stages: StageScore[];
  total: number;
  complianceFlags: string[];
}

const clamp = (value: number) => Math.max(1, Math.min(5, value));
const count = (all: LineSignals[], key: keyof LineSignals) => all.filter((signals) => signals[key]).length;

export function scoreConversation(repLines: string[]): Scorecard {
  const all = repLines.map(readSignals);
  const open = count(all, 'openQuestion');
  const closed = count(all, 'closedQuestion');
  const empathy = count(all, 'empathy');
  const pitches = count(all, 'featurePitch');
  const value = count(all, 'valueLink');
  const eligibility = count(all, 'eligibilityEducation');
  const asks = count(all, 'commitmentAsk');
  const timed = all.filter((signals) => signals.commitmentAsk && signals.specificTime).length;

  const stages: StageScore[] = [
    {
      stage: 'Discovery',
      score: clamp(1 + open * 2 - (closed > open ? 1 : 0)),
      evidence: `${open} open question${open === 1 ? '' : 's'}, ${closed} yes/no question${closed === 1 ? '' : 's'}.`,
      improvement:
        open >= 2
          ? 'Go one level deeper on their answer: "What happened the last time that went wrong?" turns a complaint into a need you can solve.'
          : 'Open with a question about their world before you say anything about yours: "Walk me through what happens when a resident declines on a weekend."',
    },
    {
      stage: 'Connecting',
      score: clamp(1 + empathy * 2 + (open > 0 ? 1 : 0) - (pitches > empathy + 1 ? 1 : 0)),
      evidence: `${empathy} moment${empathy === 1 ? '' : 's'} of acknowledgement; ${pitches} feature pitch${pitches === 1 ? '' : 'es'}.`,
      improvement:
        empathy > 0
          ? 'Name the pressure in their own words before moving on ("So weekends leave your nurses alone with it") so they feel heard, not handled.'
          : 'Acknowledge what they just told you before answering it: "That sounds exhausting for your nurses" earns the right to continue.',
    },
    {
      stage: 'Guiding',
      score: clamp(1 + value * 2 + eligibility - (pitches > value ? 1 : 0)),
      evidence: `${value} statement${value === 1 ? '' : 's'} tied to their outcome, ${eligibility} on eligibility.`,
      improvement:
        value > 0
          ? 'Back the claim with proof they can check: your referral-to-admission time last quarter, or a same-day start you can name without patient details.'
          : 'Replace "we offer" with "so that": link one service to the problem they named (e.g. weekend on-call nurse so that your staff is not managing symptoms alone).',
    },
    {
      stage: 'Commitment',
      score: clamp(1 + asks * 2 + timed),
      evidence: asks ? `${asks} ask${asks === 1 ? '' : 's'} for a next step${timed ? ', with a specific time' : ', none with a specific time'}.` : 'No next step was asked for.',
      improvement:
        timed > 0
          ? 'Confirm the commitment in writing the same day and say exactly what you will bring, so the next visit starts where this one ended.'
          : 'Ask for one small, specific next step with a day and time: "Could I meet your unit managers Tuesday at 2 for fifteen minutes?"',
    },
  ];

  const complianceFlags: string[] = [];
  if (count(all, 'inducement') > 0) {
    complianceFlags.push('You offered something of value (a meal, gift or free service) to a referral source. That can violate the Anti-Kickback Statute: never tie anything of value to referrals.');
  }
  if (count(all, 'disparagesCompetitor') > 0) {
    complianceFlags.push('You criticised another hospice. Families and facilities have the right to choose; win on your own service, not on a competitor\'s faults.');
  }

  return { stages, total: stages.reduce((sum, stage) => sum + stage.score, 0), complianceFlags };
}

/** The scorecard as the coach says it in chat. */
export function formatScorecard(card: Scorecard): string {
  const lines = [`**Your practice scorecard: ${card.total}/20**`, ''];
  for (const stage of card.stages) {
    lines.push(`**${stage.stage}: ${stage.score}/5**`, `- What I saw: ${stage.evidence}`, `- Improve: ${stage.improvement}`, '');
  }
  if (card.complianceFlags.length) {
    lines.push('**Compliance**', ...card.complianceFlags.map((flag) => `- ${flag}`));
  }
  return lines.join('\n').trim();
}
