/**
 * What was said, without who said it. Reps type an objection with its speaker in front
 * ("hospitalist: pt is still full code", "daughter told the CM she doesn't want morphine"): the
 * speaker belongs to the understanding (the contact's role), but searched with the claim they
 * outweigh it, and a case manager's name finds entries about case managers instead of entries
 * about morphine. The claim alone is what the library must answer.
 */
const SPEAKER_LABEL = /^\s*(?:[\w'./-]+\s){0,4}[\w'./-]+\s*:\s+/;
const SPEAKER_SAID =
  /^\s*(?:(?:the|our|my|a|an|his|her|their|pt'?s|patient'?s)\s)?(?:[\w'./-]+\s){0,3}?(?:said|says|told (?:me|us|the \w+|our \w+|my \w+)|tells (?:me|us|the \w+)|keeps saying|kept saying|is saying|just said)(?:\s+that)?[\s,:]+/i;

export function claimOf(objection: string): string {
  const withoutLabel = objection.replace(SPEAKER_LABEL, '');
  const claim = withoutLabel.replace(SPEAKER_SAID, '');
  // Never strip down to nothing: a bare "she said no" is still the rep's words to answer.
  return claim.trim().split(/\s+/).length >= 3 ? claim.trim() : objection.trim();
}
