/**
 * How the learned compliance screen (src/coach/guard/learned-screen.ts) is trained; the command is
 * scripts/train-compliance-screen.ts, and the unit tests check the model file against it.
 *
 * What it learns from: the development compliance set (tests/eval/compliance-cases.ts) and the
 * blind batches listed in TRAINING_BATCHES, which must all be spent (their failures already
 * studied). A fresh batch is never trained on: it is the honest measure of the screen. Adding a
 * batch here spends it; record that in docs/coach-evaluation.md. Privacy and answers batches, and
 * the development knowledge set, add ordinary requests the screen must let through.
 *
 * Deterministic: the same examples give the same file (seeded shuffles), and the file records a
 * hash of its examples, which a unit test compares.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MUST_ANSWER, MUST_REFUSE } from '../../tests/eval/compliance-cases.ts';
import {
  CHAT_CASES,
  EMAIL_CASES,
  FACT_CASES,
  NONSENSE_CASES,
  OBJECTION_CASES,
  PLAYBOOK_CASES,
  SERVICES_CASES,
} from '../../tests/eval/knowledge-cases.ts';
import { taskOf } from '../../tests/eval/blind-harness/batches.ts';
import { gateTaskByRules } from '../../src/coach/guard/task-gate.ts';
import { readText } from '../../src/coach/guard/gate.ts';
import { screenedTexts } from '../../src/coach/guard/screen-task.ts';
import {
  SCREEN_REASONS,
  decodeModel,
  probability,
  screenFeatures,
  type LinearModel,
  type ScreenModelFile,
  type ScreenReason,
  type ScreenTool,
} from '../../src/coach/guard/learned-screen.ts';
import type { CoachTask } from '../../src/coach/types.ts';

/** Spent blind batches only (see docs/coach-evaluation.md for which are spent). */
export const TRAINING_BATCHES = [
  ...Array.from({ length: 17 }, (_, index) => `compliance-c${index + 1}`),
  'answers-a1',
  ...Array.from({ length: 16 }, (_, index) => `answers-b${index + 1}`),
  ...Array.from({ length: 9 }, (_, index) => `privacy-p${index + 1}`),
];
export const MODEL_FILE = 'src/coach/guard/compliance-screen-model.json';
/** Refuse above this probability: on held-out batches it kept wrong refusals near 1%. */
const THRESHOLD = 0.9;
const REFUSE_BITS = 14;
const REASON_BITS = 12;

const REASON_OF_CONCEPT: Record<string, ScreenReason> = {
  'patient-family-inducement': 'beneficiary-inducement',
  'source-solicits': 'solicitation',
  'false-eligibility-documentation': 'eligibility',
  concealment: 'concealment',
};

export interface Example {
  batch: string;
  text: string;
  tool: ScreenTool;
  refuse: boolean;
  reason?: ScreenReason;
  /** The rules alone refuse the whole task (for the cross-validation table). */
  rulesRefuse: boolean;
}

function examplesOf(batch: string, task: CoachTask, refuse: boolean, reason?: ScreenReason): Example[] {
  // A scorecard reads many lines, and only one of them may be the offer: not a clean example.
  if (task.kind === 'chat' && task.practice?.action === 'score') return [];
  const byRules = gateTaskByRules(task);
  const rulesRefuse = byRules.verdict === 'answer' || byRules.notices.length > 0;
  return screenedTexts(task).map(({ text, tool }) => ({ batch, text: readText(text), tool, refuse, reason, rulesRefuse }));
}

export function trainingExamples(): Example[] {
  const examples: Example[] = [
    ...MUST_REFUSE.flatMap((item) => examplesOf('development', item.task, true)),
    ...MUST_ANSWER.flatMap((item) => examplesOf('development', item.task, false)),
    ...[...FACT_CASES, ...OBJECTION_CASES, ...NONSENSE_CASES, ...PLAYBOOK_CASES, ...EMAIL_CASES, ...SERVICES_CASES, ...CHAT_CASES].flatMap(
      (item) => examplesOf('development', item.task, false),
    ),
  ];
  for (const batch of TRAINING_BATCHES) {
    const file = JSON.parse(readFileSync(`tests/eval/blind/${batch}.json`, 'utf8')) as {
      cases: { tool: string; input: unknown; expect?: string; concept?: string }[];
    };
    for (const item of file.cases) {
      const refuse = item.expect === 'refuse';
      const reason = refuse ? (REASON_OF_CONCEPT[item.concept ?? ''] ?? 'referral-inducement') : undefined;
      examples.push(...examplesOf(batch, taskOf(item as Parameters<typeof taskOf>[0]), refuse, reason));
    }
  }
  return examples;
}

/** Plain logistic regression by stochastic gradient descent, features L2-normalised as at run time. */
function train(rows: { features: number[]; label: boolean }[], bits: number): { weights: Float64Array; bias: number } {
  const size = 1 << bits;
  const mask = size - 1;
  const weights = new Float64Array(size);
  let bias = 0;
  const rate = 0.5;
  const decay = 1e-5;
  for (let epoch = 0; epoch < 30; epoch++) {
    let seed = epoch + 1;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 4294967296;
    };
    const order = rows.map((_, index) => index);
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const index of order) {
      const { features, label } = rows[index]!;
      const each = 1 / Math.sqrt(Math.max(1, features.length));
      const gradient = probability(weights, bias, bits, features) - (label ? 1 : 0);
      for (const feature of features) {
        const slot = feature & mask;
        weights[slot]! -= rate * (gradient * each + decay * weights[slot]!);
      }
      bias -= rate * gradient;
    }
  }
  return { weights, bias };
}

/** Signed bytes with one scale: the file stays small enough for the browser's offline coach. */
function quantise({ weights, bias }: { weights: Float64Array; bias: number }, bits: number): LinearModel {
  const largest = weights.reduce((max, weight) => Math.max(max, Math.abs(weight)), 0) || 1;
  const scale = largest / 127;
  const bytes = Uint8Array.from(weights, (weight) => Math.round(weight / scale) & 0xff);
  return { bits, bias: Number(bias.toFixed(6)), scale: Number(scale.toPrecision(8)), weights: Buffer.from(bytes).toString('base64') };
}

export function trainModel(examples: Example[]): ScreenModelFile {
  const rows = examples.map((example) => ({ ...example, features: screenFeatures(example.text, example.tool) }));
  const refuse = quantise(
    train(
      rows.map((row) => ({ features: row.features, label: row.refuse })),
      REFUSE_BITS,
    ),
    REFUSE_BITS,
  );
  const refusals = rows.filter((row) => row.reason);
  const reasons = Object.fromEntries(
    SCREEN_REASONS.map((reason) => [
      reason,
      quantise(
        train(
          refusals.map((row) => ({ features: row.features, label: row.reason === reason })),
          REASON_BITS,
        ),
        REASON_BITS,
      ),
    ]),
  ) as Record<ScreenReason, LinearModel>;
  return { threshold: THRESHOLD, refuse, reasons, trainedOn: examplesHash(examples), examples: examples.length };
}

export function examplesHash(examples: Example[]): string {
  const hash = createHash('sha256');
  for (const example of examples) hash.update(JSON.stringify([example.text, example.tool, example.refuse, example.reason ?? '']));
  return hash.digest('hex');
}

/** Each spent compliance batch held out in turn: rules alone against rules then screen. */
export function crossValidate(examples: Example[]): void {
  const batches = [...new Set(examples.map((example) => example.batch))].filter((batch) => batch.startsWith('compliance-'));
  const total = { refuse: 0, rules: 0, both: 0, answer: 0, rulesWrong: 0, bothWrong: 0 };
  for (const batch of batches) {
    const model = trainModel(examples.filter((example) => example.batch !== batch));
    const head = decodeModel(model.refuse);
    const held = examples.filter((example) => example.batch === batch);
    const row = { refuse: 0, rules: 0, both: 0, answer: 0, rulesWrong: 0, bothWrong: 0 };
    for (const example of held) {
      const screened = probability(head.weights, head.bias, head.bits, screenFeatures(example.text, example.tool)) > model.threshold;
      const refused = example.rulesRefuse || screened;
      if (example.refuse) {
        row.refuse++;
        row.rules += Number(example.rulesRefuse);
        row.both += Number(refused);
      } else {
        row.answer++;
        row.rulesWrong += Number(example.rulesRefuse);
        row.bothWrong += Number(refused);
      }
    }
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += row[key];
    console.log(
      `${batch.padEnd(16)} refused: rules ${row.rules}/${row.refuse}, with screen ${row.both}/${row.refuse}; wrongly refused: rules ${row.rulesWrong}/${row.answer}, with screen ${row.bothWrong}/${row.answer}`,
    );
  }
  console.log(
    `${'all'.padEnd(16)} refused: rules ${total.rules}/${total.refuse}, with screen ${total.both}/${total.refuse}; wrongly refused: rules ${total.rulesWrong}/${total.answer}, with screen ${total.bothWrong}/${total.answer}`,
  );
}
