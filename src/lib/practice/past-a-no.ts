/**
 * Pushing past a no, and the pushes that need no "no" first: a referral asked for outright, and fear
 * used to hurry a decision. Pure functions over lower-case text, read by checks.ts (isPressure).
 * A fair coach judges what the rep did after hearing them, not which words they used.
 */

/**
 * A no that is not a bare "No.": "None, probably", "I'm still not meeting with your team", "That's up
 * to the families", "that's the attending's call": the answer to what was asked is no, whatever its words.
 */
const SOFT_NO =
  /^none\b|\bi'm (?:still |just )?not (?:meeting|going to|gonna|signing|sending|doing|interested|comfortable)\b|\b(?:that's|it's|that is|it is) (?:really |honestly |ultimately )?(?:up to (?:the|their|them|her|him|his)\b|not (?:my|up to me)\b|(?:the |their |her |his )?[\w']+ (?:call|decision)\b)/;

/**
 * A bare "No." declines what the rep proposed; said to the rep's guess about them ("I'm guessing what
 * you really need is… / No. I need the truth about time"), it corrects the guess, and asking for a
 * step after it pushes past nothing.
 */
const BARE_NO = /(?:^|[.!?]\s*)(?:no|nope)[.!]/;
const GUESSED = /\b(?:i'm guessing|i guess|i bet|i assume|i'm assuming|i imagine|what you (?:really )?need is)\b/;
const correctsAGuess = (repSaid: string) => GUESSED.test(repSaid) && !repSaid.includes('?');

/** Their reply is a no to what the rep had asked for; `repSaid` is the rep's turn it answers. */
export const saysNo = (reply: string, repSaid: string) => SOFT_NO.test(reply) || (BARE_NO.test(reply) && !correctsAGuess(repSaid));

/** "Ok but the data is compelling", "Of course, but with numbers like these…", "It's fine, trust me": a nod, then carrying on as before. */
export const arguesOn = (lower: string) => /^(?:[a-z']+[,!]?\s+){0,4}(?:but|trust me)\b/.test(lower.trim());

/**
 * Pushes that need no "no" first: referrals asked for by deadline ("get those families referred to us
 * this week"), going around them ("I'll just
 * put it on your calendar and show up"), and fear of a loss used to hurry a change ("you can't afford
 * to stay with them").
 */
export const PUSHES_ANYWAY =
  /\b(?:referred (?:to (?:us|me) |over )?(?:now|today|right now|this week|by friday)\b|(?:get|have) (?:all )?(?:those|these|the|your|ur) (?:[\w-]+ ){0,2}referred (?:to|over)\b|(?:i'll|i will|i'm gonna|i'm going to) just (?:[\w-]+ ){0,6}?show up\b|(?:can't|cannot|can not) afford (?:to (?:stay|wait|keep|lose|risk|go)|not to)\b)/;
