/**
 * The Medicare hospice benefit as reps say it without its rulebook's words, and two of its rules
 * reps state wrongly; read by checks.ts (explainsBenefit, statesWrongRule) on lower-case text.
 * Sources: 42 CFR 418.22 (certification), 418.302 (levels of care: general inpatient care is for
 * pain or symptoms that cannot be managed in other settings; respite relieves the caregiver), and
 * the hospice LCD L34538 (heart disease: symptoms at rest while optimally treated with diuretics
 * and vasodilators; cancer: PPS 70% or less with decline).
 */

/**
 * Explained in plain words: what hospice covers ("hospice covers the nursing, meds and equipment"),
 * that they keep seeing their own doctor, and the LCD's markers without their names ("short of breath
 * sitting still even on the best diuretics they can tolerate").
 */
export const PLAIN_BENEFIT = new RegExp(
  [
    String.raw`\bhospice (?:covers|pays for|includes)\b`,
    String.raw`\b(?:still|can|keep) (?:see|seeing) (?:his|her|their|your) (?:own )?(?:doctor|physician|oncologist|pcp|cardiologist|specialist)`,
    String.raw`\b(?:short of breath|breathless\w*|symptoms|dyspnea|chest pain)\b[^.!?]{0,20}\b(?:at rest|sitting still|while resting|even resting)\b`,
    String.raw`\b(?:best|maximal|maximum|optimal|optimally treated|full) (?:tolerated )?(?:on )?(?:diuretics|treatment|therapy|medical (?:management|therapy)|meds they can tolerate)\b`,
  ].join('|'),
);

/** "The benefit covers…", with hospice as the subject too: a list of what it covers explains it. */
export const COVERS_LIST = /\b(?:benefit|medicare|part a|it|hospice) (?:covers|pays for|includes)\b/;

/**
 * Rules stated wrongly: general inpatient care offered for a family that cannot cope, or for anyone
 * with a terminal diagnosis (it is for symptoms that cannot be managed elsewhere; a tired caregiver
 * is what respite is for), and eligibility made a single easy test ("eligibility is easy, it's just
 * PPS under 30 and they're in"). The "can't" is the family's, so these are read whole, not through
 * checks.ts's negation test; a "not", "never" or "respite" between the two halves is the rule stated right.
 */
const NOT_BETWEEN = String.raw`(?:(?!\bnot\b|n't\b|\bnever\b|\brespite\b)[^.!?]){0,60}`;
export const WRONG_PLAIN_RULE = new RegExp(
  [
    String.raw`\b(?:gip|general inpatient|inpatient (?:care|level))\b${NOT_BETWEEN}\b(?:famil(?:y|ies)|caregivers?) (?:can't|cannot|can not|isn't able to|aren't able to|unable to|won't) (?:cope|manage|handle|take)\b`,
    String.raw`\b(?:famil(?:y|ies)|caregivers?) (?:can't|cannot|can not|unable to) (?:cope|manage|handle)\b${NOT_BETWEEN}\b(?:gip|general inpatient|symptom (?:management|mgmt))\b`,
    String.raw`\b(?:anyone|anybody|everyone|any patient|any pt)\b${NOT_BETWEEN}\bas (?:gip|general inpatient)\b`,
    String.raw`\beligibility (?:is|'s) (?:easy|simple|automatic)\b|\b(?:just|only|simply) [^.!?]{1,30}\band (?:they're|he's|she's|you're) (?:in|eligible|qualified)\b`,
  ].join('|'),
);

/** "I'm guessing what you really need is GIP beds on site": the rep's guess about them explains nothing. */
export const GUESSES_THEIR_NEED =
  /\b(?:i'm guessing|i guess|i bet|i assume|i'd guess|i imagine) (?:that )?(?:what )?you (?:really )?(?:need|want)\b/;
