/**
 * Service recovery: a referral source complained about the hospice's own service ("our nurse never
 * called back", "was 3 hours late to the eval") and the rep wants to own it. The email then
 * apologises plainly, says what was changed in the rep's own words, and gives the rep's own number
 * when they typed it. It is not the moment for a pitch on how hospices differ, so the topic
 * paragraphs are left out (email.ts).
 */
import { capitalise } from '../../text';

/** Something the hospice did not do, or did late, that someone complained about. */
const OUR_FAILURE =
  /\b(?:complain\w*|upset|frustrated|annoyed|angry)\b|\b(?:never|didn't|did not|didnt|failed to|forgot to)\s+(?:call(?:ed)? (?:her |him |them |us )?back|show(?:ed)? up|c[ao]me out|return(?:ed)? (?:\w+ )?calls?|respond(?:ed)?|follow(?:ed)? up)\b|\b(?:was|were|showed up|arrived)\s+(?:\w+\s+){0,2}late\b|\b(?:dropped the ball|no one (?:came|showed|called)|nobody (?:came|showed|called))\b|\b(?:we|our \w+(?: \w+)?) missed (?:a|an|the|our|their|her|his)\b|\b(?:didn't|did not|didnt|couldn't|could not|couldnt) get (?:\w+ ){0,3}(?:done|out|there|seen)\b/i;
/**
 * The rep asks to own it: an apology or a fix is what the email is for. A fix the rep reports ("we
 * added a Friday schedule check") owns the failure as plainly as the word does.
 */
const OWNING = /\b(?:own (?:it|that|this|up)|apologi[sz]e|say sorry|sorry|make (?:it|this|that) right|fixed|resolved|corrected|changed)\b/i;
/** What the rep found or changed: the clause that says so. */
const FIX =
  /\b(?:fixed|resolved|corrected|changed|moved|added|switched|retrained|set up|put in place|now (?:goes|routes|rings|has|have|is|are))\b/i;
/** "my cell 555-0142", "my direct line is (555) 010-2233": the rep's own number. */
const MY_NUMBER =
  /\bmy (?:cell|cell phone|mobile|direct (?:line|number)|number|phone)(?: number)?(?: is|:)?\s*((?:\(?\d{3}\)?[\s.-]?)?\d{3}[\s.-]\d{4})\b/i;

/** A sentence that tells what went wrong: it is the reason for the email, not a detail to "confirm" back to them. */
export const tellsTheFailure = (sentence: string) => OUR_FAILURE.test(sentence);

export interface Recovery {
  apology: string;
  fix?: string;
}

/** The recovery paragraphs for a complaint the rep wants to own; undefined for any other email. */
export function serviceRecovery(context: string, customization = ''): Recovery | undefined {
  // (How to write it, "no excuses, own it", may be in the customization rather than the note.)
  if (!OUR_FAILURE.test(context) || !(OWNING.test(`${context}\n${customization}`) || FIX.test(context))) return undefined;
  const number = MY_NUMBER.exec(context)?.[1];
  const fixClause = context
    .split(/[.;!\n]+/)
    .map((sentence) => sentence.trim())
    .find((sentence) => FIX.test(sentence) && !OUR_FAILURE.test(sentence));
  const fix = fixClause
    ?.replace(/^(?:and |so |but )?(?:i (?:looked into it|checked|found out|dug in)|turns out|it turns out)[:,]?\s*/i, '')
    .replace(/\bwant to own it\b.*$/i, '')
    .replace(/[,\s]+$/, '')
    .replace(/\bits\b/g, 'it’s')
    .replace(/\bi\b/g, 'I');
  return {
    apology: `I’m sorry, and thank you for telling me. That is not the service you should get from us, and I own it.${number ? ` My cell is ${number}: call me directly any time something isn’t right.` : ''}`,
    fix: fix ? `Here is what I found and what we changed: ${capitalise(fix)}.` : undefined,
  };
}
