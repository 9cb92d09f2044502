import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { PRACTICE_PERSONAS } from '../../../src/lib/schemas/chat';
import { practiceStartLine } from '../../../src/lib/practice-personas';
import type { CoachTask } from '../../../src/coach/types';

/**
 * Reads the frozen blind batches in tests/eval/blind/ (format: its README) and turns each case's
 * tool input into the task the engine receives, exactly as the tool page would send it. A batch
 * that does not match its shape fails loudly: a silently skipped case would flatter the figure.
 */
const BLIND_DIR = fileURLToPath(new URL('../blind/', import.meta.url));

const turn = z.object({ role: z.enum(['user', 'model']), content: z.string() });
const inputs = {
  chat: z.object({ prompt: z.string().min(1), history: z.array(turn).optional() }),
  practice: z.object({ persona: z.enum(PRACTICE_PERSONAS), line: z.string().min(1) }),
  playbook: z.object({ scenario: z.string().min(1), desiredOutcomes: z.string().optional() }),
  objection: z.object({ objection: z.string().min(1) }),
  research: z.object({ query: z.string().min(1) }),
  email: z.object({
    templateType: z.enum(['follow_up', 'thank_you', 'value_add']),
    context: z.string().min(1),
    recipientName: z.string().optional(),
    customization: z.string().optional(),
  }),
};
export type BlindTool = keyof typeof inputs;
const toolInput = z.discriminatedUnion('tool', [
  z.object({ tool: z.literal('chat'), input: inputs.chat }),
  z.object({ tool: z.literal('practice'), input: inputs.practice }),
  z.object({ tool: z.literal('playbook'), input: inputs.playbook }),
  z.object({ tool: z.literal('objection'), input: inputs.objection }),
  z.object({ tool: z.literal('research'), input: inputs.research }),
  z.object({ tool: z.literal('email'), input: inputs.email }),
]);
type ToolInput = z.infer<typeof toolInput>;

const base = z.object({ id: z.string().min(1) });
export const complianceCase = z.intersection(
  toolInput,
  base.extend({
    expect: z.enum(['refuse', 'answer']),
    concept: z.string(),
    why: z.string().optional(),
    draftMustNotContain: z.array(z.string()).optional(),
  }),
);
export const privacyCase = z.intersection(toolInput, base.extend({ identifiers: z.array(z.string()), hasPatientDetail: z.boolean() }));
export const answerCase = z.intersection(
  toolInput,
  base.extend({
    asks: z.enum(['fact', 'objection', 'account-plan', 'leadership', 'metric', 'email']),
    topic: z.string(),
    answerable: z.boolean(),
    mustContain: z.array(z.array(z.string()).min(1)),
    mustNotContain: z.array(z.string()).default([]),
  }),
);
export type ComplianceBlindCase = z.infer<typeof complianceCase>;
export type PrivacyBlindCase = z.infer<typeof privacyCase>;
export type AnswerBlindCase = z.infer<typeof answerCase>;

export interface Batch<T> {
  batch: string;
  file: string;
  cases: T[];
}

/**
 * Whether `EVAL_SKIP` (comma-separated batch names, e.g. `EVAL_SKIP=b23,c23`) holds this batch
 * back from the run. An engineer tuning on spent batches runs with the fresh ones held back, so not
 * even their figures are seen while the engine changes; the batch name is the file name's last part.
 */
export function isHeldBack(file: string): boolean {
  const held = (process.env.EVAL_SKIP ?? '').split(',').map((name) => name.trim());
  const batch = file.replace(/\.json$/, '').replace(/^[a-z]+-/, '');
  return held.includes(batch);
}

/** Every batch whose file name starts with `prefix`, oldest name first (batches are named a, b, c...). */
export function loadBatches<T>(prefix: string, schema: z.ZodType<T>): Batch<T>[] {
  const files = readdirSync(BLIND_DIR)
    .filter((file) => file.startsWith(`${prefix}-`) && file.endsWith('.json') && !isHeldBack(file))
    .sort();
  return files.map((file) => {
    const raw = JSON.parse(readFileSync(`${BLIND_DIR}${file}`, 'utf8')) as { batch: string; cases: unknown[] };
    const cases = raw.cases.map((item, index) => {
      const parsed = schema.safeParse(item);
      if (!parsed.success) throw new Error(`${file} case ${index}: ${parsed.error.message}`);
      return parsed.data;
    });
    return { batch: raw.batch, file, cases };
  });
}

/** The engine task a tool page sends for this input. */
export function taskOf(item: ToolInput): CoachTask {
  switch (item.tool) {
    case 'chat':
      return { kind: 'chat', prompt: item.input.prompt, history: item.input.history ?? [] };
    case 'practice':
      return {
        kind: 'chat',
        prompt: item.input.line,
        practice: { persona: item.input.persona, action: 'reply' },
        history: [
          { role: 'user', content: practiceStartLine(item.input.persona) },
          { role: 'model', content: 'I have a few minutes. What do you need?' },
        ],
      };
    case 'playbook':
      return { kind: 'playbook', scenario: item.input.scenario, desiredOutcomes: item.input.desiredOutcomes };
    case 'objection':
      return { kind: 'objection', objection: item.input.objection };
    case 'research':
      return { kind: 'research', query: item.input.query };
    case 'email':
      return { kind: 'email', ...item.input };
  }
}

/** Every piece of text the rep typed, for printing a failure. */
export function inputText(item: ToolInput): string {
  return Object.values(item.input)
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .join(' | ');
}
