import { z } from 'zod';
import type { PracticeDifficulty, PracticePersonaId } from '../schemas/chat';
import { PRACTICE_PERSONA_INFO } from '../practice-personas';
import { CHECK_IDS, PRACTICE_CHECKS, isMeetingAsk } from './checks';
import {
  countedRepLines,
  repLines,
  scoreSession,
  summarise,
  type CheckResult,
  type PracticeScorecard,
  type PracticeTurn,
} from './scorecard';

/**
 * Practice scoring with Gemini: the whole session goes in one request as a transcript, the model
 * answers each yes/no check as structured JSON (temperature 0), and this file checks that answer
 * against the transcript. A pass counts only if its quote is words the rep actually said in a line
 * that counts (not repeated, not keyword-stuffed); otherwise that check is scored offline. A
 * specific meeting at a specific time passes Commitment whatever the model says.
 */
const modelScoreSchema = z.looseObject({
  checks: z
    .array(
      z.object({
        id: z.enum(CHECK_IDS),
        pass: z.boolean(),
        quote: z.string().max(600),
        wouldPass: z.string().max(600),
      }),
    )
    .max(CHECK_IDS.length * 2),
});
type ModelScore = z.infer<typeof modelScoreSchema>;

/** The answer's shape as a JSON Schema (Gemini's `responseJsonSchema`). */
export const PRACTICE_SCORE_JSON_SCHEMA = {
  type: 'object',
  properties: {
    checks: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', enum: [...CHECK_IDS] },
          pass: { type: 'boolean' },
          quote: {
            type: 'string',
            description: "The rep's exact words that pass this check, copied from the transcript; empty when it fails.",
          },
          wouldPass: { type: 'string', description: 'One sentence the rep could have said to this person that would pass.' },
        },
        required: ['id', 'pass', 'quote', 'wouldPass'],
      },
    },
  },
  required: ['checks'],
} as const;

export function practiceScoreInstruction(persona: PracticePersonaId, difficulty: PracticeDifficulty): string {
  const info = PRACTICE_PERSONA_INFO[persona];
  return [
    'You are the Spartan Hospice Sales coach scoring a practice role-play between a hospice sales rep ("Rep") and a simulated',
    `${info.label} (${info.setting}; ${difficulty}). Judge only the rep's lines, over the whole session, with these yes/no checks:`,
    ...PRACTICE_CHECKS.map((check) => `- ${check.id} (${check.stage}): ${check.text}.`),
    'A check passes only on something the rep said; copy their exact words as the quote. A line said twice, or packed with keywords',
    'instead of talking to the person, earns nothing. A request for a specific meeting at a specific day or time passes every Commitment check.',
    'Offering anything of value to a referral source, or telling a family a patient will qualify, fails commitment-fair and guiding-honest.',
    'Answer every check once, as JSON matching the response schema.',
  ].join('\n');
}

export function scoreRequestText(persona: PracticePersonaId, transcript: readonly PracticeTurn[]): string {
  const label = PRACTICE_PERSONA_INFO[persona].label;
  return [
    'Score this whole practice session as JSON.',
    '',
    ...transcript.map((turn) => `${turn.role === 'rep' ? 'Rep' : label}: ${turn.text.trim()}`),
  ].join('\n');
}

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[“”"‘’'`]/g, '')
    .replace(/[^a-z0-9?]+/g, ' ')
    .trim();

/** Parses the model's JSON; throws on anything that doesn't match the schema. */
export function parseModelChecks(text: string): ModelScore {
  return modelScoreSchema.parse(JSON.parse(text));
}

/** The model's checks, each kept only when its quote is found in a counted rep line; the rest offline. */
export function mergeModelScore(
  model: ModelScore,
  transcript: readonly PracticeTurn[],
  persona: PracticePersonaId,
  difficulty: PracticeDifficulty,
): PracticeScorecard {
  const offline = scoreSession(transcript, persona, difficulty);
  const all = repLines(transcript);
  const counted = countedRepLines(all).map((line) => squash(line.text));
  const meeting = countedRepLines(all).some(isMeetingAsk);
  const checks = offline.checks.map((fallback): CheckResult => {
    const answer = model.checks.find((check) => check.id === fallback.id);
    if (!answer || (meeting && fallback.stage === 'Commitment')) return fallback;
    const wouldPass = answer.wouldPass.trim() || fallback.wouldPass;
    if (!answer.pass) return { ...fallback, pass: false, evidence: undefined, wouldPass, scoredBy: 'gemini' };
    const quote = squash(answer.quote);
    if (quote.length < 3 || !counted.some((line) => line.includes(quote))) return fallback;
    return { ...fallback, pass: true, evidence: answer.quote.trim(), wouldPass, scoredBy: 'gemini' };
  });
  // A quote the model made up never reaches the card: evidence shown is the rep's own words.
  for (const check of checks) if (check.pass && check.evidence === undefined) check.pass = false;
  return summarise(persona, difficulty, checks, offline.ignoredLines, offline.complianceFlags);
}
