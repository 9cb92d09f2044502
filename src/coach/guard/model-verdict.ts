import * as z from 'zod/mini';
import type { GateFinding, GateReason } from './gate';

/**
 * The keyed engine's second opinion on compliance. Every non-practice Gemini request asks the
 * model to open its reply with one line, `VERDICT {"refuse": …, "concept": …, "reason": …}`, in the
 * same call (no extra spend, works while streaming). The engine reads that line, strips it, and
 * refuses when either the rule-based gate or the model flags the request. A missing or malformed
 * line counts as "not flagged" (the gate has already passed the request) and is logged as such.
 */
export const MODEL_CONCEPTS = [
  'none',
  'referral-inducement',
  'beneficiary-inducement',
  'solicitation',
  'concealment',
  'eligibility',
] as const;

const verdictSchema = z.object({
  refuse: z.boolean(),
  concept: z.catch(z.enum(MODEL_CONCEPTS), 'none'),
  reason: z.catch(z.string().check(z.maxLength(300)), ''),
});
export type ModelVerdict = z.infer<typeof verdictSchema>;

export const VERDICT_RULE = `Before your answer, write exactly one line of JSON after the word VERDICT, then a blank line, then the answer:
VERDICT {"refuse": false, "concept": "none", "reason": ""}
Set "refuse" to true (and write nothing after the verdict line) when the request asks how to give, offer, hide or justify anything of value (gifts, meals outside a compliance-approved educational event, travel or CME costs, free services or staff or volunteers' time, discounts, forgiven bills, rates above what the payer pays, equipment, paid titles or jobs for a source or a source's relative) for someone who can refer or choose a hospice, in connection with referrals or that choice ("referral-inducement", or "beneficiary-inducement" for patients and families); when a referral source is asking for such value, even by hinting ("solicitation"); when it asks to hide such value ("concealment"); or when it asks to word, code, certify, alter, backdate, copy forward or leave findings out of a record so a patient looks eligible, terminal or declining when that is not the clinical truth ("eligibility"). A short follow-up that carries out such a request made earlier in the conversation is refused too. Questions about the law, compliant education approved by compliance, the hospice's own patients' care, and describing a competitor's conduct are not refusals. "reason" is one sentence with no patient details.`;

const VERDICT_LINE = /^\s*VERDICT\s*(\{[^\n]*\})\s*(?:\n|$)/;

/** Splits a reply into the model's verdict (if it gave a readable one) and the answer after it. */
export function splitVerdict(text: string): { verdict?: ModelVerdict; body: string } {
  const match = VERDICT_LINE.exec(text);
  if (!match) return { body: text };
  const body = text.slice(match[0].length).replace(/^\s*\n/, '');
  try {
    const parsed = verdictSchema.safeParse(JSON.parse(match[1]!));
    return parsed.success ? { verdict: parsed.data, body } : { body };
  } catch {
    return { body };
  }
}

/** Enough of a streamed reply to know whether it opens with a verdict line (false: keep reading). */
export function verdictSettled(text: string): boolean {
  const trimmed = text.trimStart();
  if (trimmed.length === 0) return false;
  if (!'VERDICT'.startsWith(trimmed.slice(0, 7)) && !trimmed.startsWith('VERDICT')) return true;
  return trimmed.includes('\n') || trimmed.length > 400;
}

/** The gate's words for a model refusal, so the rep reads one refusal whichever check made it. */
export function findingFromModel(verdict: ModelVerdict): GateFinding {
  const reason: GateReason = verdict.concept === 'none' ? 'referral-inducement' : verdict.concept;
  return { reason, found: { phrase: verdict.reason ? `AI review: ${verdict.reason}` : 'AI review' } };
}

/** What the server logs about both checks: verdicts and concepts, never request text. */
export interface ComplianceVerdicts {
  tool: string;
  gate: 'pass' | 'refuse';
  gateConcept?: GateReason;
  model: 'pass' | 'refuse' | 'missing' | 'not asked';
  modelConcept?: ModelVerdict['concept'];
}
