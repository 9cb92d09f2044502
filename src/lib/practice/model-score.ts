import { z } from 'zod';
import type { PracticePersonaId } from '../schemas/chat';
import { PRACTICE_START } from '../schemas/chat';
import { PRACTICE_PERSONA_INFO } from '../practice-personas';
import type { Scorecard } from './rubric';

/**
 * Practice scoring with Gemini: the whole session goes in one request as a transcript, the model
 * answers structured JSON (responseSchema, temperature 0), and this file checks that JSON and
 * turns it into the same scorecard the offline rubric prints. Anything malformed is rejected, so
 * the engine falls back to the offline rubric instead of showing a half-parsed score.
 */
const STAGES = ['Discovery', 'Connecting', 'Guiding', 'Commitment'] as const;

const modelScoreSchema = z.object({
  stages: z
    .array(
      z.object({
        stage: z.enum(STAGES),
        score: z.number().int().min(1).max(5),
        evidence: z.string().trim().min(1).max(600),
        improvement: z.string().trim().min(1).max(600),
      }),
    )
    .length(4)
    .refine(
      (stages) => STAGES.every((name, index) => stages[index]?.stage === name),
      'Stages must be Discovery, Connecting, Guiding, Commitment in order',
    ),
  complianceFlags: z.array(z.string().trim().min(1).max(600)).max(5),
});

/** The same shape as a Gemini `responseSchema` (OpenAPI subset; type names as the API spells them). */
export const PRACTICE_SCORE_RESPONSE_SCHEMA = {
  type: 'OBJECT',
  properties: {
    stages: {
      type: 'ARRAY',
      minItems: '4',
      maxItems: '4',
      items: {
        type: 'OBJECT',
        properties: {
          stage: { type: 'STRING', enum: [...STAGES] },
          score: { type: 'INTEGER', minimum: 1, maximum: 5 },
          evidence: { type: 'STRING', description: "What the rep did in this stage, quoting the rep's own words briefly." },
          improvement: { type: 'STRING', description: 'One concrete, sayable improvement that fits the person the rep was talking to.' },
        },
        required: ['stage', 'score', 'evidence', 'improvement'],
        propertyOrdering: ['stage', 'score', 'evidence', 'improvement'],
      },
    },
    complianceFlags: {
      type: 'ARRAY',
      items: { type: 'STRING' },
      description: 'Empty unless the rep offered anything of value, pressured patient choice or overstated eligibility.',
    },
  },
  required: ['stages', 'complianceFlags'],
  propertyOrdering: ['stages', 'complianceFlags'],
} as const;

interface Turn {
  role: 'user' | 'model';
  content: string;
}

/** The whole session since "Let's practise", as a transcript the scorer reads in one go. */
function practiceTranscript(persona: PracticePersonaId, history: readonly Turn[]): string {
  const start = history.findLastIndex((turn) => turn.role === 'user' && PRACTICE_START.test(turn.content));
  const label = PRACTICE_PERSONA_INFO[persona].label;
  return history
    .slice(start + 1)
    .filter((turn) => turn.content.trim())
    .map((turn) => `${turn.role === 'user' ? 'Rep' : label}: ${turn.content.trim()}`)
    .join('\n');
}

export function scoreRequestText(persona: PracticePersonaId, history: readonly Turn[]): string {
  return [`Score this whole practice session (the rep's lines only) as JSON.`, '', practiceTranscript(persona, history)].join('\n');
}

/** Parses the model's JSON into a scorecard; throws on anything that doesn't match the schema. */
export function parseModelScore(text: string): Scorecard {
  const parsed = modelScoreSchema.parse(JSON.parse(text));
  const stages = parsed.stages.map((s) => ({ ...s, criteria: [] }));
  return { stages, total: stages.reduce((sum, s) => sum + s.score, 0), complianceFlags: parsed.complianceFlags, ignoredLines: 0 };
}
