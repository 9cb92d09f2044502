import { asSentence, capitalise, stripEnd } from '../../text';
import { baseForm, subjectToSecondPerson } from './email-manner';

/**
 * The particulars a rep puts in an email request and expects to find in the draft, kept in the
 * rep's own terms: what they need from the recipient ("need Dr. Patel to sign the cert by Friday"),
 * a date or time ("in-service Tues Dec 8 at 2pm, confirm it"), what they are attaching ("attaching
 * our FAQ"), what they were told to say ("tell her any referral before 3pm gets a same-day eval"),
 * and what they want to ask ("ask how many will be there"). An email that drops the one thing it
 * was written for has failed, however well it reads.
 *
 * The rep writes about the recipient in the third person ("she agreed", "her nurses"); the email
 * speaks to them ("you agreed", "your nurses").
 */
export function emailParticulars(context: string): string[] {
  const lines: string[] = [];
  const attachment = attachedItem(context);
  if (attachment) lines.push(`I’ve attached ${attachment} for your reference.`);
  // "send the DON the numbers from our q3 review", "our current cahps star rating": figures the rep
  // means to share but didn't type get a bracket to fill, never a number the coach made up.
  const figures = FIGURES_TO_SHARE.exec(context);
  if (figures && !RESULT.test(context)) {
    // "the DON the numbers": from the last determiner, the thing itself.
    const thing = figures[1]!.replace(
      /^.*\b(our|the|her|his|their|your) (?=(?:[\w-]+ ){0,4}?(?:numbers|ratings?|scores?|results|figures|stats|statistics|metrics|data)$)/i,
      '$1 ',
    );
    lines.push(`${capitalise(toRecipient(thing))}: [insert the figures from your records].`);
  }
  const items = listedItems(context);
  if (items) lines.push(items);
  for (const clause of clausesOf(items ? context.replace(LISTED_ITEMS, ' ') : context)) {
    const line = particularLine(clause);
    if (line && !lines.includes(line)) lines.push(line);
  }
  return lines;
}

/**
 * "3 action items: log every non-admit reason, 2 ride-alongs a month, conversion back to 60%": a
 * list the rep introduces with a colon is what the email was written to carry, item by item.
 */
const LISTED_ITEMS =
  /\b(?:(?:\d+|two|three|four|five)\s+)?(?:action items?|next steps?|takeaways?|to-?dos?|agenda items?|key points|expectations|priorities|goals)\s*:\s*([^\n]+?)(?=\.\s+\w[\w ]{0,20}:|\.?\s*$|\.\s*\n)/i;
function listedItems(context: string): string | undefined {
  const list = LISTED_ITEMS.exec(context)?.[1];
  const items = list
    ?.split(/\s*[,;]\s+(?:and\s+)?|\s+and\s+(?=\d)/)
    .map((item) => stripEnd(item.trim()))
    .filter((item) => item.split(/\s+/).length >= 2);
  if (!items || items.length < 2) return undefined;
  const heading = /action items?/i.test(LISTED_ITEMS.exec(context)![0]) ? 'Our action items' : 'To recap';
  return [`${heading}:`, ...items.map((item) => `- ${capitalise(expand(item))}`)].join('\n');
}

/** Clauses: sentences, and the instructions a rep strings together with commas, "+" or "and". */
export function clausesOf(context: string): string[] {
  return (
    context
      .split(
        // (" - yes, they can": the answer to a question the recipient asked is a clause of its own.)
        /(?<=(?<!\b(?:Dr|Mr|Mrs|Ms|St))[.!?])\s+|\s+[-–—]\s+(?=(?:yes|no)\b)|\n+|\s+\+\s+|(?<!\b(?:answer|reply|say|tell (?:her|him|them)))\s*:\s+|,\s*(?=(?:and\s+)?(?:(?:i\s+|we\s+)?(?:want|wanted|would like|'d like|’d like)\s+to\s+)?(?:confirm|tell|let|remind|ask|mention|attach|attaching|send|sending|next|please|say|know)\b)|\s+and\s+(?=(?:mention|tell|ask|confirm|remind|let|offer)\b)/i,
      )
      // "answer: yes, we have a contract; GIP is for symptoms we can't manage at home": an answer runs
      // to its sentence's end; other sentences' semicolons part separate instructions.
      .flatMap((clause) => (SAY.test(clause.trim()) ? [clause] : clause.split(/;\s+/)))
      .map((clause) => clause.trim().replace(/^and\s+/i, ''))
      .filter((clause) => clause.length > 3)
  );
}

const WEEKDAY = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\\.?';
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?';
/** A day, a date or a time of day the rep committed to or was given. */
const WHEN = new RegExp(
  `\\b(?:${WEEKDAY}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|(?!24/7\\b)\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)|noon|tomorrow|next week)(?=$|[\\s,.;:!?)])`,
  'i',
);

const FIGURES_TO_SHARE =
  /\b(?:send|share|include|give|show)\b[^.;\n]{0,40}?\b((?:our|the|her|his|their|your) (?:[\w-]+ ){0,4}?(?:numbers|ratings?|scores?|results|figures|stats|statistics|metrics|data))\b/i;

/** A piece that starts with a date or a time continues the one before it ("Tuesday, December 8 at 10am"). */
const WHEN_START = new RegExp(`^(?:${MONTH}\\s+\\d|\\d{1,2}(?:[/:]|\\s*(?:am|pm))|${WEEKDAY}\\b)`, 'i');

/** What the rep was asked to deliver: "tell her …", "let him know …", "remind them that …", "answer: …". */
const SAY =
  /^(?:(?:please\s+)?(?:tell|remind|let)\s+(?:her|him|them|the\s+\w+|\w+)(?:\s+know)?(?:\s+that)?|answer\s*:|say(?:\s+that)?|explain(?:\s+that)?)\s+(.+)$/i;
const ASK = /^(?:please\s+)?ask\s+(?:(?:her|him|them|the\s+\w+)\s+)?(how|what|when|where|who|which|if|whether)\s+(.+)$/i;
const MENTION = /^(?:please\s+)?(?:mention|include|highlight|note)\s+(?:that\s+)?(.+)$/i;
/** A request of the recipient: a signature, a deadline, something to send back. */
const NEED =
  /\b(?:need|needs|needed|please|sign|signs|signed|signature|urgent\w*|asap|deadline|due|fax|send (?:me|us|back)|by (?:mon|tues|wednes|thurs|fri|satur|sun)day|by (?:tomorrow|today|eod|end of (?:day|week)|noon|\d))\b/i;
const NEED_TO = /^(?:i |we )?(?:really |urgently )?(?:need|needs|needed)\s+(?:(?:dr\.?\s+)?[\w.'-]+(?:\s+[\w.'-]+)?\s+)?to\s+(.+?)[.!]?$/i;
/** "thank her for …", "thank the CM at St Luke for …": a thank-you the rep asked the draft to say. */
const THANK_FOR = /^(?:please\s+)?(?:say\s+)?thanks?\s+(?:(?:her|him|them|the\s+[\w' .-]{1,40}?|[\w.'-]+(?:\s+[\w.'-]+)?)\s+)?for\s+(.+)$/i;
/** "want to know who covers", "wondering if the new DON starts monday": what the rep wants to find out. */
const WANT_TO_KNOW =
  /^(?:i\s+|we\s+)?(?:want|wanted|need|would like|'d like|’d like)\s+to\s+know\s+(.+)$|^(?:i(?:'|’)?m\s+|just\s+)?wondering\s+(.+)$/i;
/** A bare instruction to the coach with nothing to carry ("confirm it", "keep it short"). */
const BARE_INSTRUCTION =
  /^(?:confirm|thank|thanks|follow up|send|write|email|keep it)\b(?:\s+(?:it|that|this|her|him|them|short|brief))*\.?$/i;

/** "ask the practice manager for a 15 min mtg, offer thurs 10am or fri 1pm": a meeting asked for, with the times offered. */
const ASK_FOR =
  /^(?:please\s+)?ask\s+(?:(?:her|him|them|the\s+[\w ]{1,30}?|[\w.]+(?:\s+[\w.]+)?)\s+)?for\s+(?:a\s+|an\s+)?(.+?)(?:,?\s+(?:and\s+)?(?:offer|suggest|propose|give (?:her|him|them))\s+(.+))?$/i;
/** "i told her our intake team calls back within 1 hour", "we committed to a nurse at the bedside within 3 hours": what the rep promised. */
const PROMISED =
  /(?:^|\b(?:i|we)\s+)(?:told|promised|assured)\s+(?:her|him|them|the\s+\w+|(?:dr\.?\s+)?[a-z][\w'-]+)\s+(?:that\s+)?(?!(?:i|we)(?:'|’)?(?:d|ll)?\b|(?:i|we) (?:would|will)\b)(.+)$|\b(?:i|we)\s+(?:committed|commit|promised)\s+(?:to\s+)?(?!(?:call|send|email|follow|get back|check)\b)(.+)$/i;

/** "want to ask for a sit down", "i'd like to ask how...": the rep's wish to ask is the ask itself. */
const WANTS_TO = /^(?:i\s+|we\s+)?(?:want|wanted|need|would like|'d like|’d like|hope)\s+to\s+(?=(?:please\s+)?ask\b)/i;
/** "ask to meet their nurse navigator", "ask if we can shadow a huddle": permission the rep asks for. */
const ASK_TO =
  /^(?:please\s+)?ask\s+(?:(?:her|him|them)\s+)?(?:to|if (?:i|we) (?:can|could)|whether (?:i|we) (?:can|could))\s+(meet|join|shadow|attend|visit|sit in on|present|speak|observe|talk)\b\s*(.*)$/i;

function particularLine(wholeClause: string): string | undefined {
  const clause = wholeClause.replace(WANTS_TO, '');
  if (BARE_INSTRUCTION.test(clause) || /\battach|\benclos/i.test(clause)) return undefined;
  const askTo = ASK_TO.exec(clause);
  if (askTo)
    return `Would it be possible for me to ${askTo[1]!.toLowerCase()}${askTo[2] ? ` ${expand(toRecipient(stripEnd(askTo[2])).replace(/\btheir\b/gi, 'your'))}` : ''}?`;
  const ask = ASK.exec(clause);
  if (ask) return `Could you let me know ${ask[1]!.toLowerCase()} ${toRecipient(stripEnd(ask[2]!))}?`;
  const askFor = ASK_FOR.exec(clause);
  if (askFor) {
    const times = askFor[2] ? ` I could do ${expand(stripEnd(askFor[2]))}.` : '';
    // ("ask for a real 20 min sit down": the rep's own article stays with the thing asked for.)
    const article = /\bfor\s+(an?)\s/i.exec(clause)?.[1]?.toLowerCase();
    const lead = article ? `${article} ` : /^\d|^(?:one|two|three|four|five|ten|fifteen|twenty|thirty)\b/i.test(askFor[1]!) ? 'a ' : '';
    return `Would you have time for ${lead}${expand(toRecipient(stripEnd(askFor[1]!)))}?${times}`;
  }
  const promised = PROMISED.exec(clause);
  if (promised) return `To confirm our commitment: ${expand(toRecipient(stripEnd(promised[1] ?? promised[2]!)))}.`;
  const say = SAY.exec(clause);
  // ("say we've fixed it, and that we'd still value a meeting": the second "that" joins, said plainly.)
  if (say) return asSentence(expand(toRecipient(stripEnd(say[1]!))).replace(/,?\s+and that\s+/i, ', and '));
  // "- yes, Dr. Lin can stay the attending": the rep's answer to what the recipient asked.
  const answered = /^(yes|no)\b[,.!:]?\s+(.{8,})$/i.exec(clause);
  if (answered) return `${capitalise(answered[1]!.toLowerCase())}, ${expand(toRecipient(stripEnd(answered[2]!)))}.`;
  const mention = MENTION.exec(clause);
  if (mention) return `I also wanted to mention ${expand(stripEnd(mention[1]!))}.`;
  const needTo = NEED_TO.exec(clause);
  if (needTo) {
    const urgent = /,?\s*(?:it(?:'s| is)|this is)\s+(urgent|time[- ]sensitive)$/i.exec(stripEnd(needTo[1]!));
    const what = urgent ? stripEnd(needTo[1]!).slice(0, urgent.index) : stripEnd(needTo[1]!);
    return `Could you please ${expand(toRecipient(what))}?${urgent ? ` It is ${urgent[1]!.toLowerCase()}.` : ''}`;
  }
  // "ours is Marcus Bell, our oncology nurse liaison", "our medical director Dr. Ellis takes physician calls":
  // who on the rep's side does what, in the rep's words (their office is the recipient's).
  const ourPerson = OUR_PERSON.exec(clause);
  if (ourPerson)
    return asSentence(expand(capitalise(ourPerson[0].replace(/^ours is\b/i, 'our point person is').replace(/\btheir\b/gi, 'your'))));
  // "thank the case manager for the quick call back friday": said to them, not confirmed back.
  const thank = THANK_FOR.exec(clause);
  if (thank) return `Thank you for ${expand(toRecipient(stripEnd(thank[1]!)).replace(/\btheir\b/gi, 'your'))}.`;
  // "want to know who covers while she's out": the rep's question, asked of them.
  const wonder = WANT_TO_KNOW.exec(clause);
  if (wonder) return `Could you let me know ${expand(subjectToSecondPerson(stripEnd(wonder[1] ?? wonder[2]!)))}?`;
  if (WHEN.test(clause)) {
    // "met the new DON today, she agreed to an in-service Tues at 2": the piece with the date.
    // "on Tuesday, December 8 at 10am": a date's own comma joins its parts, it doesn't end the piece.
    const parts = clause.split(/,\s+/);
    const first = parts.findIndex((part) => WHEN.test(part));
    let last = first;
    while (last >= 0 && last + 1 < parts.length && WHEN_START.test(parts[last + 1]!)) last++;
    // What follows the date in the same instruction ("..., 15 min slot") describes the same thing.
    const piece = first >= 0 ? parts.slice(first).join(', ') : clause;
    const what = piece.replace(/^(?:please\s+)?(?:confirm(?:ing)?|remind(?:ing)?(?:\s+(?:her|him|them))?)(?:\s+that)?\s+/i, '');
    return `To confirm: ${expand(toRecipient(stripEnd(what)))}.`;
  }
  // "offer to present at their QAPI meeting": what the rep offers, said to them.
  const offer = /^(?:and\s+)?(?:please\s+)?offer\s+to\s+(.+)$/i.exec(clause);
  if (offer) return `I’d be glad to ${expand(toRecipient(stripEnd(offer[1]!)).replace(/\btheir\b/gi, 'your'))}.`;
  // "offer a 15 min huddle for the ED CMs": the thing offered, in the rep's words.
  const offered = /^(?:and\s+)?(?:please\s+)?offer\s+(?:(?:her|him|them)\s+)?((?:a|an|our|the|some)\s+.+)$/i.exec(clause);
  if (offered) return `I’d be glad to offer ${expand(toRecipient(stripEnd(offered[1]!)).replace(/\btheir\b/gi, 'your'))}.`;
  if (NEED.test(clause)) return `One thing I need your help with: ${asSentence(expand(toRecipient(clause)))}`;

  // "we have 12 beds at our IPU": a fact about the rep's own hospice, in the rep's figure.
  if (OUR_FACT.test(clause)) return asSentence(expand(clause));
  // "our willingness to recommend is 89% per latest care compare": a result the rep gave is why
  // the email is sent, so the piece that holds it goes in as the rep wrote it.
  const result = clause.split(/,\s+/).find((part) => RESULT.test(part) && RESULT_VERB.test(part));
  if (result) return asSentence(expand(toRecipient(stripEnd(result))));
  return undefined;
}

/** Words that state a result ("is 89%", "92% would recommend us", "rated 4.8 out of 5"), not a topic ("the 20% limit"). */
const RESULT_VERB =
  /\b(?:is|are|was|were|at|scored?|hit|reached|would|recommend\w*|rated?|rating|ranked|improved|grew|rose|dropped|fell|up|down)\b/i;
const OUR_PERSON =
  /\bours is\b(?:dr\.\s|[^.;])*|\b(?:our (?:point person|contact|medical director|md|physician|doctor|nurse liaison|liaison|intake (?:team|line|coordinator)|on-?call nurse|admissions nurse|social worker|chaplain)\b)(?:dr\.\s|[^.;])*?\b(?:is|takes|handles|answers|covers|will|can|does)\b(?:dr\.\s|[^.;])*/i;
const OUR_FACT =
  /^(?:we|our (?:hospice|team|ipu|unit|inpatient unit|nurses|agency))\s+(?:have|has|run|runs|offer|offers|staff|operate|cover|covers|employ)\b[^.;]*\d/i;

/** A result in the rep's own figures: a percentage, an amount, a score out of something. */
const RESULT =
  /\d(?:[\d,.]*)\s?(?:%|percent\b)|\$\s?\d|\b\d+(?:\.\d+)?\s?(?:\/|out of)\s?\d+\b|^(?:our|my|we)\b[^.;]*\b\d+(?:\.\d+)?\s?(?:hours?|hrs?|days?|minutes?|mins?)\b/i;

/** The kinds of document a rep attaches. */
const DOCUMENT_NOUN =
  /^(?:card|one[- ]pager|sheet|guide|faq|overview|flyer|brochure|handout|checklist|packet|chart|article|summary|list|calendar|schedule|form|pdf|deck|slides|booklet|reference|tool|policy|letter|report|scale|process|procedure|protocol|workflow|timeline)s?$/i;
/** Words that end a noun phrase: a verb, a preposition, a pronoun, another determiner. */
const PHRASE_END =
  /^(?:our|the|my|a|an|this|she|he|they|it|her|his|their|after|as|for|to|with|that|which|and|or|but|so|because|since|when|if|on|about|from|by|at|sending|send|attaching|attached|attach|is|was|are|asked|wanted|mention\w*)$/i;

/**
 * "attaching our FAQ", "our one-pager (attached)", "the pocket card, sending it as attachment":
 * the named document in the request (a title in quotes counts as one word); "our" reads as ours.
 */
function attachedItem(context: string): string | undefined {
  if (!/\battach|\benclos|\b(?:send|sending|share|sharing)\b[^.;\n]{0,40}\b(?:our|my)\b/i.test(context)) return undefined;
  const tokens: string[] = context.match(/['‘’"][^'‘’"]{2,60}['‘’"]|[\w&/-]+|[^\s\w]/g) ?? [];
  const found: string[] = [];
  tokens.forEach((token, start) => {
    if (!/^(?:our|the|my|this)$/i.test(token)) return;
    let last = -1;
    for (let i = start + 1; i < Math.min(tokens.length, start + 9); i++) {
      if (/^[^\w'‘’"&]$/.test(tokens[i]!) || PHRASE_END.test(tokens[i]!)) break;
      if (DOCUMENT_NOUN.test(tokens[i]!)) last = i;
    }
    if (last === -1) return;
    // "our pocket card (NYHA class IV, sx at rest)": what the rep says it holds goes with it.
    const close = tokens[last + 1] === '(' ? tokens.indexOf(')', last + 1) : -1;
    const inside =
      close > 0 && close - last < 20
        ? tokens
            .slice(last + 2, close)
            .join(' ')
            .replace(/ ,/g, ',')
        : '';
    // "(attached)" says how it travels, not what it holds.
    const described = inside && !/^(?:attached|enclosed|see attached)$/i.test(inside) ? ` (${inside})` : '';
    const phrase = `${/^the$/i.test(token) ? 'the' : 'our'} ${tokens.slice(start + 1, last + 1).join(' ')}${expand(described)}`;
    if (!found.includes(phrase)) found.push(phrase);
  });
  // Every document the rep names goes in ("the NOMNC info sheet and our 1-page live discharge process").
  return found.length ? found.slice(0, 3).join(' and ') : /\battach|\benclos/i.test(context) ? 'the document we discussed' : undefined;
}

/**
 * The rep's third person about the recipient becomes the email's second person: a leading subject
 * that said or agreed ("she agreed", "the group lead said") is "you"; "her nurses" is "your nurses".
 */
export function toRecipient(text: string): string {
  return (
    text
      // "I said I'd call her Thursday": the email makes the promise itself.
      .replace(/^i (?:said|told (?:her|him|them)) (?:that )?i(?:'|’)?d\b/i, 'I will')
      .replace(
        /^(?:(?:the|our|my|their|her|his)\s+)?(?:[\w.'-]+\s+){0,4}?(said|agreed|asked|mentioned|offered|told me|wants|wanted)\b/i,
        (whole, verb: string) => (/^(?:i|we)\s/i.test(whole) ? whole : `you ${verb.toLowerCase()}`),
      )
      // "she is", "she starts leave next week": her verb, in the second person ("you are", "you start").
      .replace(/^(?:she|he|they)\s+([a-z]+)\b/i, (whole, verb: string) => (baseForm(verb) === verb ? whole : `you ${baseForm(verb)}`))
      .replace(/^(?:she|he)\b/i, 'you')
      .replace(
        /\b(?:with|to|for|call|email|text|send|tell|give|thank|meet|see)\s+(?:her|him)\b(?!\s+(?:team|staff|nurses|unit|floor|office|residents|patients|pts|group|docs|doctors))/gi,
        (m) => m.replace(/\b(?:her|him)$/i, 'you'),
      )
      .replace(
        /\b(?:her|his|their)\s+(?=team|staff|nurses|unit|floor|office|residents|patients|pts|group|docs|doctors|huddle|building|facility|practice|case managers|cms|social workers)/gi,
        'your ',
      )
  );
}

const DAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  tues: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  thur: 'Thursday',
  thurs: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const MONTHS: Record<string, string> = {
  jan: 'January',
  feb: 'February',
  mar: 'March',
  apr: 'April',
  jun: 'June',
  jul: 'July',
  aug: 'August',
  sep: 'September',
  sept: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
};

/** A phone's shorthand in full words: "Tues Dec 8 at 2pm" is "Tuesday, December 8 at 2 pm"; "pts" are patients. */
export function expand(text: string): string {
  return text
    .replace(/\b(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?(?=\s|$|,)/gi, (m, day: string) => DAYS[day.toLowerCase()] ?? m)
    .replace(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/g, (day) => day.charAt(0).toUpperCase() + day.slice(1))
    .replace(
      /\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s+(\d{1,2})\b/gi,
      (m, month: string, day: string) => `${MONTHS[month.toLowerCase()] ?? month} ${day}`,
    )
    .replace(/\b(\d{1,2}(?::\d{2})?)\s*(am|pm)\b/gi, (_m, time: string, half: string) => `${time} ${half.toLowerCase()}`)
    .replace(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}),? (\d{4})\b/g,
      '$1 $2, $3',
    )
    .replace(/\bpts\b/gi, 'patients')
    .replace(/\bpt\b/gi, 'patient')
    .replace(/\bevals?\b/gi, (m) => (m.endsWith('s') ? 'evaluations' : 'evaluation'))
    .replace(/\bsame day\b/gi, 'same-day')
    .replace(/\bw\/\s*/gi, 'with ')
    .replace(/\bmtg\b/gi, 'meeting')
    .replace(/\bsx\b/gi, 'symptoms')
    .replace(/\bdx\b/gi, 'diagnosis')
    .replace(/\br&b\b/gi, 'room and board')
    .replace(/\b(does|do|is|are|was|were|ca|wo|did|has|have)nt\b/gi, "$1n't")
    .replace(/\bim\b/g, 'I’m');
}
