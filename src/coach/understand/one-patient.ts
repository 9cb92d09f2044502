/**
 * "is he gonna get recertified or discharged?", "will she qualify with an EF of 30%?": a question
 * about how one patient's case will turn out. The coach can state the rule, but the outcome depends
 * on that patient's record and the physicians' judgment, which it cannot see; it says so first.
 */
const ONE_PATIENTS_OUTCOME =
  /\b(?:is|will|would|does|can|could)\s+(?:he|she|this (?:pt|patient|guy|gentleman|lady|resident)|the (?:pt|patient|resident)|mom|dad|my (?:pt|patient|mom|dad))\s+(?:gonna\s+|going to\s+|still\s+|ever\s+)?(?:get\s+|be\s+)?(?:recertified|recerted|recert|discharged|qualif(?:y|ies)|eligible|approved|admitted|accepted)\b/i;

export const asksOnePatientsOutcome = (text: string) => ONE_PATIENTS_OUTCOME.test(text);

export const ONE_PATIENT_CAVEAT =
  'I can’t say how it will go for this one patient: that depends on the clinical record and the physicians’ judgment. Here is the rule they apply.';
