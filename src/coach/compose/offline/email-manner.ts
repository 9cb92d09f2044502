/**
 * What a rep's note says about the draft itself rather than what it should carry: "not gushy",
 * "no fluff", "she reads on her phone", "to the point". These shape the email and are never sent
 * to the recipient as sentences of it (a draft that says "No fluff." to a DON cannot be sent).
 */
const MANNER_WORDS =
  'gush(?:y)?|sales-?y|pushy|fluff(?:y)?|jargon|emojis?|exclamation(?:\\s+(?:points?|marks?))?|wordy|long(?:-winded)?|stiff|corporate|cheesy|sappy|fancy|desperate|needy|over the top|flowery|mushy|hard sell|pitch(?:y)?|cringe|clingy|robotic|generic|formal|casual';
const MANNER = new RegExp(
  [
    // "not gushy", "no fluff", "don't be salesy", "nothing too corporate", "skip the jargon"
    `\\b(?:not|no|nothing|never|don'?t(?:\\s+be|\\s+sound)?|without|avoid|less|zero|skip the|cut the)\\s+(?:too\\s+|overly\\s+|very\\s+|so\\s+|any\\s+)?(?:${MANNER_WORDS})\\b`,
    // "she reads on her phone", "he only checks email on his phone", "reads it on mobile"
    '\\b(?:reads?|checks?|opens?)\\b[^.;,]{0,25}\\bon\\s+(?:her|his|their|a|the)?\\s*(?:phone|mobile|cell)\\b',
    '\\b(?:skim+able|to the point|bottom line first|upbeat|conversational|plain (?:english|language|words)|simple words|sound like (?:me|a human|a person))\\b',
  ].join('|'),
  'i',
);
/** Notes that ask for less: a short draft. */
const BREVITY = /\b(?:phone|mobile|cell|fluff|wordy|long|skim+able|to the point|bottom line)\b/i;

/** The clauses of a customization note that describe the draft's manner. */
export function isMannerNote(clause: string): boolean {
  return MANNER.test(clause);
}

/** Whether a manner note asks for a shorter draft ("she reads on her phone", "no fluff"). */
export function asksForBrevity(clause: string): boolean {
  return isMannerNote(clause) && BREVITY.test(clause);
}

/** "she is out" said to her: "you are out". Only the subject pronoun: "her packet" may be someone else's. */
export function subjectToSecondPerson(text: string): string {
  return (
    text
      .replace(/\b(?:she|he)(?:'|’)s\b/gi, 'you’re')
      // ("she always calls back": an adverb between her and her verb stays where it is.)
      .replace(
        /\b(?:she|he)\s+((?:always|also|usually|often|never|just|still|really|sometimes)\s+)?(\w+)\b/gi,
        (_m, adverb: string | undefined, verb: string) => `you ${adverb ?? ''}${baseForm(verb)}`,
      )
  );
}

/** Words after "she" that end in s and are not her verb ("she always calls", "she perhaps meant"). */
const NOT_VERBS_IN_S = /^(?:always|perhaps|sometimes|thus|unless|besides|nonetheless|nevertheless|afterwards|towards|also|this|his|as)$/;

/** A third-person verb's base form: "starts" is "start", "goes" is "go", "carries" is "carry". */
export function baseForm(verb: string): string {
  const word = verb.toLowerCase();
  if (NOT_VERBS_IN_S.test(word)) return verb;
  if (/^(?:is|was|has|does)$/.test(word)) return { is: 'are', was: 'were', has: 'have', does: 'do' }[word]!;
  if (/[^aeiou]ies$/.test(word)) return verb.slice(0, -3) + 'y';
  if (/(?:ss|sh|ch|x|z|o)es$/.test(word)) return verb.slice(0, -2);
  if (/[^su]s$/.test(word)) return verb.slice(0, -1);
  return verb;
}
