/**
 * The learned screen: a second compliance check behind the rule gate (gate.ts), for requests whose
 * words no rule names. The rules refuse what their word lists cover and say exactly why; on requests
 * written by people who never saw those lists they missed about one refusal in three. This screen is a
 * logistic regression over the request's words and word pairs, trained on every reviewed request
 * (the spent blind batches and the development set, `npm run train:compliance`), so it generalises
 * from how improper requests are put rather than from one phrase.
 *
 * Rules first: the screen is asked only when the gate lets a request through, and it refuses only
 * above a high probability (THRESHOLD, chosen on held-out batches for few wrong refusals). A second
 * small model says which of the gate's reasons fits, so the refusal explains the right law.
 *
 * Features are hashed into a fixed table (no vocabulary to ship); weights are stored as signed bytes
 * with one scale per model, decoded once on first use. Everything here is pure: it runs the same in
 * the browser's offline coach, on the server and in the training script.
 */
import model from './compliance-screen-model.json';

export type ScreenReason = 'referral-inducement' | 'beneficiary-inducement' | 'solicitation' | 'concealment' | 'eligibility';
export const SCREEN_REASONS: readonly ScreenReason[] = [
  'referral-inducement',
  'beneficiary-inducement',
  'solicitation',
  'concealment',
  'eligibility',
];
/** The tool a request was typed into: the same words mean different things in an objection and an email. */
export type ScreenTool = 'chat' | 'practice' | 'playbook' | 'objection' | 'research' | 'email';

/** One logistic model over a hashed feature table of 2^bits slots. */
export interface LinearModel {
  bits: number;
  bias: number;
  /** weight = byte × scale */
  scale: number;
  /** Signed bytes, base64. */
  weights: string;
}

export interface ScreenModelFile {
  /** Refuse above this probability. */
  threshold: number;
  refuse: LinearModel;
  reasons: Record<ScreenReason, LinearModel>;
  /** SHA-256 of the training examples, so a test can tell when the file is out of date. */
  trainedOn: string;
  examples: number;
}

/** FNV-1a, 32-bit: a stable hash the training script and every runtime share. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/**
 * The words of a request as the model reads them: the gate's normalised text (`readText`), digits
 * folded to 0 ("$25" and "$50" are one feature), each word and each pair of neighbouring words, and
 * the tool. Returned as 32-bit hashes; each model folds them into its own table size.
 */
export function screenFeatures(readTextOfRequest: string, tool: ScreenTool): number[] {
  const words =
    readTextOfRequest
      .toLowerCase()
      .replace(/\d+/g, '0')
      .match(/[a-z0$][a-z0']*/g) ?? [];
  const features = new Set<number>([hash(`tool=${tool}`)]);
  words.forEach((word, index) => {
    features.add(hash(word));
    if (index > 0) features.add(hash(`${words[index - 1]} ${word}`));
  });
  return [...features];
}

/** Probability from a model with weights already decoded; features are L2-normalised (each 1/√n). */
export function probability(weights: ArrayLike<number>, bias: number, bits: number, features: readonly number[]): number {
  const mask = (1 << bits) - 1;
  const each = 1 / Math.sqrt(Math.max(1, features.length));
  let sum = bias;
  for (const feature of features) sum += weights[feature & mask]! * each;
  return 1 / (1 + Math.exp(-sum));
}

interface Decoded {
  bits: number;
  bias: number;
  weights: Float32Array;
}

export function decodeModel(linear: LinearModel): Decoded {
  const bytes = Uint8Array.from(atob(linear.weights), (char) => char.charCodeAt(0));
  const weights = new Float32Array(bytes.length);
  for (let index = 0; index < bytes.length; index++) weights[index] = ((bytes[index]! << 24) >> 24) * linear.scale;
  return { bits: linear.bits, bias: linear.bias, weights };
}

let decoded: { refuse: Decoded; reasons: [ScreenReason, Decoded][] } | undefined;

export interface ScreenVerdict {
  reason: ScreenReason;
  probability: number;
}

/** The screen's verdict on a request the rule gate let through: undefined means it may go on. */
export function screenRequest(readTextOfRequest: string, tool: ScreenTool): ScreenVerdict | undefined {
  const file = model as ScreenModelFile;
  decoded ??= {
    refuse: decodeModel(file.refuse),
    reasons: SCREEN_REASONS.map((reason) => [reason, decodeModel(file.reasons[reason])]),
  };
  const features = screenFeatures(readTextOfRequest, tool);
  const { refuse, reasons } = decoded;
  const chance = probability(refuse.weights, refuse.bias, refuse.bits, features);
  if (chance <= file.threshold) return undefined;
  const [reason] = reasons
    .map(([name, head]) => [name, probability(head.weights, head.bias, head.bits, features)] as const)
    .reduce((best, next) => (next[1] > best[1] ? next : best));
  return { reason, probability: chance };
}
