import type { Understanding } from '../../understand/understand';
import unstated from './patient-unstated.json';

/**
 * "is the man I saw at the ALF today hospice appropriate?", "does dr lee's patient qualify?": whether
 * one patient is eligible, asked with no diagnosis and nothing seen (no score, finding or decline
 * sign). The library's general eligibility rule would answer a question the rep did not ask, and
 * no answer about this patient is possible without the clinical picture, so the coach asks for it.
 */
// Asked as a question about her ("is she eligible", "does he qualify"), not a payer status ("a dual eligible resident").
const ASKS_ELIGIBILITY =
  /\b(?:is|are|does|do|would|will|could|can)\b[^.?!]{0,45}\b(?:eligible|appropriate|qualif(?:y|ies|ied)|a (?:hospice )?candidate|meets? (?:the )?(?:criteria|lcd|guidelines))\b/;
const ONE_PATIENT =
  /\b(?:pt|patient|resident|lady|woman|man|gentleman|guy|mom|dad|mother|father|grandma|grandpa|she|he|her|him)\b|\b[a-z]+'s pt\b/;
const FINDINGS = new RegExp(`\\b(?:${unstated.findings.join('|')})`);

export function asksEligibilityWithNothingClinical(lower: string, u: Understanding): boolean {
  return (
    ASKS_ELIGIBILITY.test(lower) &&
    ONE_PATIENT.test(lower) &&
    !u.particulars.diagnosis &&
    u.particulars.figures.length === 0 &&
    !FINDINGS.test(lower)
  );
}

export const CLINICAL_PICTURE_QUESTION = [
  'I can’t tell whether this patient may qualify without the clinical picture, and the decision is the hospice physician’s certification, not ours.',
  '',
  'What is the diagnosis, and what have you seen? For example: PPS or FAST stage, weight loss or poor intake, recent hospitalizations or infections, and how much help she needs day to day. With that I’ll show you what the LCD looks for in that diagnosis and what to ask the attending or the hospice team.',
].join('\n');
