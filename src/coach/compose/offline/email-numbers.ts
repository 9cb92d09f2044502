/**
 * Phone numbers the rep typed into an email request: the rep's own ("my cell 555-0119", "direct
 * line 555-0142") fills the draft's brackets for it, and a line the recipient calls to refer ("new
 * weekend intake line 555-0171") is given as what it is. A draft that asks the recipient to call
 * "[your direct number]" when the rep typed the number has dropped something it was written for.
 */
const PHONE = /(?:\(\d{3}\)\s?|\b\d{3}[\s.-])?\b\d{3}[\s.-]\d{4}\b/g;
/** The words before a number that make it a line for referrals rather than the rep's own phone. */
const REFERRAL_LINE =
  /\b((?:(?:new|our|the|a|dedicated|24\/7|weekend|after-?hours|overnight|evening|central)\s+)*(?:intake|referral|referrals|admissions?|on-?call)(?:\s+(?:intake|referral|nurse|team))?\s+(?:line|number|phone))\s*(?:is|:|=|at)?\s*$/i;

export interface RepNumbers {
  /** The rep's own number, for "[your direct number]" and the signature's "[Your phone]". */
  direct?: string;
  /** Lines for referrals, with the rep's name for each ("new weekend intake line"). */
  lines: { label: string; number: string }[];
}

export function repNumbers(context: string): RepNumbers {
  const found: RepNumbers = { lines: [] };
  for (const match of context.matchAll(PHONE)) {
    const number = match[0].trim();
    const line = REFERRAL_LINE.exec(context.slice(Math.max(0, match.index - 60), match.index));
    if (line) found.lines.push({ label: line[1]!.replace(/^(?:our|the|a)\s+/i, '').toLowerCase(), number });
    else found.direct ??= number;
  }
  return found;
}

/**
 * The draft's paragraphs with the rep's numbers in: the brackets filled, and a sentence for each
 * referral line the draft does not already give.
 */
export function withRepNumbers(paragraphs: string[], numbers: RepNumbers): string[] {
  const filled = paragraphs.map((paragraph) => {
    let text = paragraph;
    if (numbers.direct) text = text.replaceAll('[your direct number]', numbers.direct);
    if (numbers.lines[0]) text = text.replaceAll('[your intake number]', numbers.lines[0].number);
    return text;
  });
  const given = filled.join('\n');
  const lineSentences = numbers.lines.filter((line) => !given.includes(line.number)).map((line) => `Our ${line.label} is ${line.number}.`);
  return lineSentences.length ? [filled[0]!, ...lineSentences, ...filled.slice(1)] : filled;
}

/** The signature's phone line: the rep's own number when typed. */
export const signaturePhone = (numbers: RepNumbers) => numbers.direct ?? '[Your phone]';
