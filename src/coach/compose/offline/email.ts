import { detectSettings } from '../../knowledge/settings';
import type { EmailTask, TemplateType } from '../../types';
import { asSentence, capitalise, joinAnd, stripEnd } from '../../text';
import { emailParticulars } from './email-particulars';
import { keptParticulars } from './email-kept';
import { FACILITY_WORDS } from './facility-words';
import { factToShare } from './email-fact';
import { answerToQuestion } from './email-question';
import { serviceRecovery, tellsTheFailure } from './email-recovery';
import { repNumbers, signaturePhone, withRepNumbers, type RepNumbers } from './email-numbers';
import { requestWords } from '../../request-words';
import { detectTopics, type EmailTopic } from './topics';
import { asksForBrevity, isMannerNote, subjectToSecondPerson } from './email-manner';

/**
 * A complete, ready-to-edit email of the chosen type, written from the rep's context (who, where,
 * what was discussed) and customization (tone, things to mention, what to ask, how to sign).
 * Facts about the rep's own hospice are left in [brackets] for the rep to confirm.
 */
/** The signature block when the rep gave none: placeholders, with their own number when typed. */
const defaultSignature = (numbers: RepNumbers) => `[Your name]\n[Your title], [Your hospice]\n${signaturePhone(numbers)}`;

export function composeEmail(task: EmailTask): string {
  const facts = readContext(task.context, task.recipientName);
  const custom = readCustomization(task.customization ?? '');
  const greeting = greetingFor(task.recipientName, custom.tone);
  if (facts.toFamily) return familyEmail(task, facts, custom, greeting);
  // A question typed into the email tool: the draft is its answer, after the opening (email-question.ts).
  const answer = answerToQuestion(task.context);
  if (answer) return draft(task, facts, custom, greeting, [BODY[task.templateType](facts, custom, '')[0]!, answer]);
  // A complaint about our own service, owned: apology and fix first, and no pitch (email-recovery.ts).
  const recovery = serviceRecovery(task.context, task.customization);
  if (recovery) facts.topics = [];
  const paragraphs = BODY[task.templateType](facts, custom, commitmentFor(requestWords(task)));
  if (recovery) paragraphs.splice(1, 0, recovery.apology, ...(recovery.fix ? [recovery.fix] : []));
  // The rep's own particulars (a request, a date, an attachment, what to tell them) go near the
  // top: they are why the email is being sent.
  // (A thank-you line the opening already says, "Thank you for the tour of your unit.", is not said twice.)
  // (Nor a fix the recovery paragraph already tells: "To confirm: we added a weekend check.")
  const said = (line: string, paragraph = '') =>
    paragraph.toLowerCase().includes(stripEnd(line.replace(/^To confirm:\s*/, '')).toLowerCase());
  const particulars = emailParticulars(task.context).filter(
    (line) => (!recovery || !tellsTheFailure(line)) && !paragraphs[0]!.includes(stripEnd(line)) && !said(line, recovery?.fix),
  );
  // The fact the note asked about follows the rep's particulars: it is what the email is for.
  const fact = factToShare(task);
  if (particulars.length || fact) paragraphs.splice(1, 0, ...particulars, ...(fact ? [fact] : []));
  if (custom.mentions.length) paragraphs.push(custom.mentions.map((m) => `I also wanted to mention ${stripEnd(m)}.`).join(' '));
  if (custom.rest) paragraphs.push(asSentence(custom.rest));
  if (custom.ask) paragraphs.push(custom.ask);

  // A name or figure the rep typed that the draft still lacks goes in after the particulars (email-kept.ts).
  const kept = keptParticulars(task.context, [greeting, ...paragraphs, custom.signature ?? ''].join('\n'), task.recipientName);
  if (kept.length) paragraphs.splice(1 + particulars.length + (fact ? 1 : 0), 0, ...kept);
  // Topic paragraphs leave the response time in brackets; the rep's own figure fills it when given.
  const figure = responseFigure(requestWords(task));
  if (figure) for (let i = 0; i < paragraphs.length; i++) paragraphs[i] = paragraphs[i]!.replaceAll('[your response time]', figure);
  return draft(task, facts, custom, greeting, paragraphs);
}

/** The whole email: subject, greeting, the paragraphs, closing and signature. */
function draft(task: EmailTask, facts: ContextFacts, custom: Customization, greeting: string, paragraphs: string[]): string {
  // The rep's own numbers, when typed, fill the draft's placeholders for them (email-numbers.ts).
  const numbers = repNumbers(requestWords(task));
  const closing = closingFor(custom.tone);
  const signature = custom.signature ?? defaultSignature(numbers);
  return [
    `Subject: ${SUBJECT[task.templateType](facts)}`,
    '',
    greeting,
    '',
    ...withRepNumbers(paragraphs, numbers).flatMap((p) => [p, '']),
    closing,
    signature,
  ].join('\n');
}

interface ContextFacts {
  facility?: string;
  when?: string;
  topics: EmailTopic[];
  settingPhrase?: string;
  education: string;
  isReferral: boolean;
  /** "3 referrals", "two referrals": how many, when the note says. */
  referralCount?: string;
  /** The recipient is a patient's family member: nothing clinical, no sales, no pressure. */
  toFamily: boolean;
  /**
   * What the rep is thanking them for, in the rep's words ("the tour of the memory care wing").
   * The topic its words suggest (dementia) was not necessarily discussed, so it is not claimed.
   */
  occasion?: string;
  /** Why it mattered, in the rep's words after the occasion ("…, their discharge calls have been so clear"). */
  reason?: string;
}

/** "thank the ALF director for the tour of the memory care wing": the thing thanked for. */
/** (Up to eight words name whom: "thank the case management team at Bayfront Hospital for…".) */
const THANKED_FOR = /\bthank\w*\s+(?:[\w.'&-]+\s+){0,8}?for\s+((?:the|their|her|his|your|a|an)\s+)?([^.,;\n]{3,80})/i;
/**
 * "she let me sit in on their family council", "the DON hosted our in-service last week": what the
 * recipient did for the rep is what the thank-you is for, in the rep's words.
 */
const LET_ME =
  /\b(?:let|had|invited|allowed)\s+(me|us)\s+(?:to\s+)?(sit in on|join|attend|present at|speak at|shadow|tour|observe)\s+(?:(the|their|her|his|your|a|an)\s+)?([^.,;\n]{3,60}?)(?=\s+(?:to|for|so|and|last|this|yesterday|today|on)\b|[.,;\n]|$)/i;
/** "she let me talk 5 min at their morning huddle": speaking at a meeting, with how long left out. */
const LET_ME_SPEAK =
  /\b(?:let|had|invited|allowed)\s+(me|us)\s+(?:to\s+)?(talk|speak|present)\b(?:\s+(?:for\s+)?(?:\d+|a few)\s*(?:min\w*|minutes?))?\s+(at|to|during)\s+(?:(the|their|her|his|your|a|an)\s+)?([^.,;\n]{3,60}?)(?=\s+(?:to|for|so|and|last|this|yesterday|today|on)\b|[.,;\n]|$)/i;
/** "the SW introduced me to their ED case management lead": an introduction is what is thanked for. */
const INTRODUCED =
  /\bintroduc(?:ed|ing)\s+(me|us)\s+to\s+(?:(the|their|her|his|your|a|an)\s+)?([^.,;\n]{3,60}?)(?=\s+(?:last|this|yesterday|today|on|at)\b|[.,;\n]|$)/i;
const HOSTED =
  /\b(hosted|organi[sz]ed|arranged|set up|coordinated)\s+(our|the|their|her|his|a|an)\s+([^.,;\n]{3,60}?)(?=\s+(?:for|with|to|so|and|last|this|yesterday|today|on)\b|[.,;\n]|$)/i;
const GERUND: Record<string, string> = { hosted: 'hosting', arranged: 'arranging', 'set up': 'setting up', coordinated: 'coordinating' };
const yours = (owner: string | undefined) => (owner && /^(?:their|her|his)$/i.test(owner) ? 'your' : owner?.toLowerCase());

function occasionIn(context: string): string | undefined {
  const speak = LET_ME_SPEAK.exec(context);
  if (speak)
    return `letting ${speak[1]!.toLowerCase()} ${speak[2]!.toLowerCase()} ${speak[3]!.toLowerCase()} ${[yours(speak[4]), stripEnd(speak[5]!.trim())].filter(Boolean).join(' ')}`;
  const introduced = INTRODUCED.exec(context);
  if (introduced)
    return `introducing ${introduced[1]!.toLowerCase()} to ${[yours(introduced[2]), stripEnd(introduced[3]!.trim())].filter(Boolean).join(' ')}`;
  const letMe = LET_ME.exec(context);
  if (letMe)
    return `letting ${letMe[1]!.toLowerCase()} ${letMe[2]!.toLowerCase()} ${[yours(letMe[3]), stripEnd(letMe[4]!.trim())].filter(Boolean).join(' ')}`;
  const hosted = HOSTED.exec(context);
  if (hosted) {
    const verb = hosted[1]!.toLowerCase();
    return `${GERUND[verb] ?? verb.replace(/ed$/, 'ing')} ${yours(hosted[2])} ${stripEnd(hosted[3]!.trim())}`;
  }
  const match = THANKED_FOR.exec(context);
  if (!match || /\b(?:referr\w*|patients?)\b/i.test(match[2]!)) return undefined;
  const article = match[1]?.trim().toLowerCase();
  const owner = article && /^(?:their|her|his)$/.test(article) ? 'your' : article;
  // ("for letting me speak at their family council": their council is the recipient's, so yours.)
  return `${owner ? `${owner} ` : ''}${stripEnd(match[2]!.trim()).replace(/\btheir\b/gi, 'your')}`;
}

/**
 * "thank the CM team for working with us this month, their discharge calls have been so clear": the
 * clause after the thing thanked for says why it mattered. It replaces the draft's generic line, in
 * the second person. Only a clause with its own subject qualifies ("…, it made our admission easy").
 */
const REASON_AFTER = /^,?\s+((?:their|your|her|his|it|that|this|we|the)\s+[^.;\n]{10,140})/i;

function reasonIn(context: string): string | undefined {
  const match = THANKED_FOR.exec(context);
  if (!match) return undefined;
  const rest = context.slice(match.index + match[0].length);
  const reason = REASON_AFTER.exec(rest)?.[1];
  return reason ? asSentence(capitalise(stripEnd(reason.trim()).replace(/\btheir\b/gi, 'your'))) : undefined;
}

/** The source sent a referral ("referred a patient", "sent us 3 referrals"), not "talked about referrals". */
const REFERRAL =
  /\breferred\b|\bsent (?:us|me) (?:a |an |\w+ )?(?:new )?(?:patients?|referrals?)\b|\b(?:a|the|your|their|his|her|\d+|two|three|four|five|several) (?:new )?referrals? (?:from|to us|this|last|yesterday|today|on)\b/i;
const FAMILY_RECIPIENT =
  /\b(?:daughter|son|wife|husband|spouse|mother|father|mom|dad|sister|brother|niece|nephew|grand(?:daughter|son)|caregiver|family member|healthcare power of attorney|poa)\b/i;

const PROFESSIONAL_RECIPIENT =
  /\b(?:DON|director|physician|doctor|dr\.?|case manager|cm|nurse|np|administrator|social worker|manager|coordinator|hospitalist|oncologist|md|ed)\b/i;

/**
 * The email goes to a family member when the note names one before any professional ("follow up
 * with an adult daughter...") and the recipient's name carries no title; "offer the wellness
 * director a caregiver education night for families" is to the director, about families.
 */
function addressedToFamily(context: string, recipientName: string | undefined): boolean {
  if (PROFESSIONAL_RECIPIENT.test(recipientName ?? '')) return false;
  const family = FAMILY_RECIPIENT.exec(context);
  if (!family) return false;
  const professional = PROFESSIONAL_RECIPIENT.exec(context);
  return !professional || family.index < professional.index;
}

const MONTHS_AND_DAYS =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|The|Our|Their|Her|His|A|An)$/;

/** Who, where, when and what, as far as a short note reveals them. */
function readContext(context: string, recipientName: string | undefined): ContextFacts {
  const detected = detectSettings(context).primary;
  const when = context.match(
    /\b(?:yesterday|today|this morning|this afternoon|last week|earlier this week|this week|(?:last|on) (?:monday|tuesday|wednesday|thursday|friday))\b/i,
  )?.[0];
  return {
    facility: facilityName(context, recipientName),
    when: when && when.charAt(0).toLowerCase() + when.slice(1),
    topics: detectTopics(context)
      .filter((topic) => topic.id !== 'referral' || !(/\bthank/i.test(context) || REFERRAL.test(context)))
      .slice(0, 2),
    settingPhrase: detected?.inSentence,
    education: detected?.education ?? 'a 10-minute huddle on the signs that a patient may be approaching hospice eligibility',
    isReferral: REFERRAL.test(context),
    referralCount: context.match(/\b(\d+|two|three|four|five|six|several) (?:new )?(?:referrals|patients)\b/i)?.[0],
    occasion: occasionIn(context),
    reason: reasonIn(context),
    toFamily: addressedToFamily(context, recipientName),
  };
}

/**
 * The facility's name: a capitalised name after at/from/with/of. Names with a facility word
 * ("Oakwood Manor", "St. Mary's Hospital") win; a bare first name after "with" is a person.
 */
function facilityName(context: string, recipientName: string | undefined): string | undefined {
  const pattern = /\b(at|from|with|of|visited|toured)\s+((?:St\.\s+)?[A-Z][\w'’&.-]*(?:\s+(?:of\s+|&\s+)?[A-Z][\w'’&.-]*){0,4})/g;
  const recipientWords = new Set((recipientName ?? '').split(/[\s,]+/).filter(Boolean));
  let fallback: string | undefined;
  for (const match of context.matchAll(pattern)) {
    const words = untilSentenceEnd(match[2]!.trim().split(/\s+/));
    while (words.length && MONTHS_AND_DAYS.test(words[0]!)) words.shift();
    const name = words.join(' ').replace(/[.,]$/, '');
    if (!name || words.some((word) => recipientWords.has(word.replace(/[.,]$/, '')))) continue;
    // A lone acronym ("DON", "SNF") is a role or a kind of facility, not a name.
    if (/^(?:DON|SNF|ALF|ICU|ER|ED|MDS|Dr\.?)$/.test(name)) continue;
    if (FACILITY_WORDS.test(name)) return name;
    if (!fallback && match[1] !== 'with' && (words.length > 1 || name.length > 4)) fallback = name;
  }
  return fallback;
}

/** Words up to the end of the sentence: "Willow Creek. Her team" is "Willow Creek". "St." is not an end. */
function untilSentenceEnd(words: string[]): string[] {
  const end = words.findIndex((word) => /\.$/.test(word) && !/^(?:St|Mt|Dr|Ft)\.$/.test(word));
  return end === -1 ? words : [...words.slice(0, end), words[end]!.replace(/\.$/, '')];
}

interface Customization {
  tone?: 'formal' | 'friendly' | 'short' | 'gentle';
  mentions: string[];
  ask?: string;
  signature?: string;
  rest?: string;
}

/** One instruction's words, up to the end of its sentence; "Dr. Lin" and "St. Luke's" don't end one. */
const CLAUSE = String.raw`(?:\b(?:Dr|Mr|Mrs|Ms|St|Mt)\.|[^.;\n])+`;

function readCustomization(text: string): Customization {
  // Notes on the draft's manner ("not gushy", "she reads on her phone") shape it and are never
  // pasted into it; one that asks for less makes the draft short (email-manner.ts).
  const pieces = text.trim().split(/([.;!\n]+\s*|,\s+)/);
  let wantsBrevity = false;
  const kept: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i] ?? '';
    if (isMannerNote(piece)) {
      wantsBrevity ||= asksForBrevity(piece);
      continue;
    }
    kept.push(piece, pieces[i + 1] ?? '');
  }
  let rest = ` ${kept.join('').trim()} `;
  // "4 sentences max", "under 100 words": a length is an instruction about the email, not a line of it.
  const lengthLimit =
    /\b(?:(?:\d+|one|two|three|four|five|six)\s+(?:sentences?|lines?|paragraphs?|words?)(?:\s+(?:max|maximum|or less|or fewer|tops|at most))?|(?:under|less than|no more than|max(?:imum)?|at most)\s+(?:\d+|one|two|three|four|five|six)\s+(?:sentences?|lines?|paragraphs?|words?))\b/i;
  const tone = /\b(?:gentle|gently|soft|kind|compassionate|caring)\b/i.test(rest)
    ? 'gentle'
    : /\b(?:short|brief|concise|quick)\b/i.test(rest) || lengthLimit.test(rest) || wantsBrevity
      ? 'short'
      : /\b(?:formal|professional)\b/i.test(rest)
        ? 'formal'
        : /\b(?:friendly|warm|casual|personal)\b/i.test(rest)
          ? 'friendly'
          : undefined;

  const mentions: string[] = [];
  rest = rest.replace(
    new RegExp(String.raw`\b(?:mention|include|highlight|add|note|emphasi[sz]e|reference)\s+(?:that\s+)?(${CLAUSE})`, 'gi'),
    (_m, what: string) => {
      mentions.push(what.trim());
      return ' ';
    },
  );

  let ask: string | undefined;
  rest = rest.replace(new RegExp(String.raw`\bask\s+(for|about|if|whether|to)\s+(${CLAUSE})`, 'i'), (_m, how: string, what: string) => {
    const item = stripEnd(what);
    ask =
      how.toLowerCase() === 'for'
        ? `Would you be open to ${item}?`
        : how.toLowerCase() === 'about'
          ? `Could we talk about ${item}?`
          : how.toLowerCase() === 'to'
            ? `Would you be willing to ${item}?`
            : `Could you let me know if ${item}?`;
    return ' ';
  });

  // "confirm who covers while she is out": a question the recipient answers, asked of them.
  rest = rest.replace(new RegExp(String.raw`\bconfirm\s+(?:that\s+)?(${CLAUSE})`, 'i'), (_m, what: string) => {
    const confirm = `Could you confirm ${subjectToSecondPerson(stripEnd(what))}?`;
    ask = ask ? `${ask} ${confirm}` : confirm;
    return ' ';
  });

  let signature: string | undefined;
  rest = rest.replace(new RegExp(String.raw`\bsign(?:ed)?(?:\s+it|\s+off)?\s+(?:as|from|with)\s+(${CLAUSE})`, 'i'), (_m, who: string) => {
    signature = stripEnd(who);
    return ' ';
  });

  rest = rest
    .replace(new RegExp(lengthLimit.source, 'gi'), ' ')
    .replace(
      /\b(?:keep it|make it|be|use an?|in an?|with an?)?\s*(?:short|brief|concise|quick|formal|professional|friendly|warm|casual|personal|gentle|gently|soft|kind|compassionate|caring)(?:\s+(?:tone|email|note|follow-?up))?\b/gi,
      ' ',
    )
    .replace(/\b(?:and|but|also|please|tone)\b/gi, ' ')
    .replace(/[\s,.;]+/g, ' ')
    .trim();
  return { tone, mentions, ask, signature, rest: rest.length >= 8 ? rest : undefined };
}

function closingFor(tone: Customization['tone']): string {
  return tone === 'formal' ? 'Sincerely,' : tone === 'friendly' || tone === 'gentle' ? 'Warm regards,' : 'Best regards,';
}

/**
 * An email to a patient's family member: no clinical detail (eligibility criteria are for the
 * physician to discuss), no sales, no deadline; an open door and the family's choice respected.
 */
function familyEmail(task: EmailTask, facts: ContextFacts, custom: Customization, greeting: string): string {
  const when = facts.when ? ` ${facts.when}` : '';
  const subject: Record<TemplateType, string> = {
    follow_up: 'Here whenever you need us',
    thank_you: 'Thank you for talking with me',
    value_add: 'Something that may help, whenever you’re ready',
  };
  const opening: Record<TemplateType, string> = {
    follow_up: `Thank you for talking with me${when}. I know this is a hard time, and there is no decision you need to make and no rush from us.`,
    thank_you: `Thank you for taking the time to talk with me${when}. I know these conversations are not easy, and I’m grateful you shared what matters to your family.`,
    value_add: `I was thinking about our conversation${when} and wanted to share something that may help, whenever it feels right.`,
  };
  const body: Record<TemplateType, string> = {
    follow_up:
      'If you ever have questions, our nurse or social worker can talk with you, or visit, with no obligation. Your loved one’s own doctor is the best person to talk with about their health and what to expect.',
    thank_you:
      'Whatever you decide is your family’s choice. If questions come up, I’m glad to put you in touch with our nurse or social worker, who can explain what hospice includes in plain terms.',
    value_add:
      'Medicare’s own page on hospice care (medicare.gov/coverage/hospice-care) explains in plain language what hospice includes, and our social worker is glad to answer any questions you have.',
  };
  // What the rep promised or arranged ("I said I'd call her Thursday after 5pm") goes in as given.
  const arranged = emailParticulars(task.context);
  const fact = factToShare(task, true);
  const paragraphs = [opening[task.templateType], ...arranged, ...(fact ? [fact] : []), body[task.templateType]];
  if (custom.mentions.length) paragraphs.push(custom.mentions.map((m) => `I also wanted to mention ${stripEnd(m)}.`).join(' '));
  if (custom.ask) paragraphs.push(custom.ask);
  const callArranged = arranged.some((line) => /\bcall\b/i.test(line));
  paragraphs.push(
    callArranged
      ? 'You can reach me at [your direct number] at any time.'
      : 'You can reach me at [your direct number] at any time. I won’t call unless you’d like me to.',
  );
  const numbers = repNumbers(requestWords(task));
  const signature = custom.signature ?? defaultSignature(numbers);
  return [
    `Subject: ${subject[task.templateType]}`,
    '',
    greeting,
    '',
    ...withRepNumbers(paragraphs, numbers).flatMap((p) => [p, '']),
    closingFor(custom.tone === 'formal' ? 'formal' : 'gentle'),
    signature,
  ].join('\n');
}

function greetingFor(recipientName: string | undefined, tone: Customization['tone']): string {
  const name = recipientName?.split(',')[0]?.trim();
  if (!name) return tone === 'formal' ? 'Dear colleague,' : 'Hello,';
  const titled = /^(?:dr|mr|mrs|ms|mx|miss|prof)\.?\s/i.test(name);
  if (tone === 'formal' || titled) return `Dear ${name},`;
  return `Hi ${name.split(/\s+/)[0]},`;
}

const about = (facts: ContextFacts) => joinAnd(facts.topics.map((t) => t.phrase));
const where = (facts: ContextFacts) => (facts.facility ? ` at ${facts.facility}` : '');

const SUBJECT: Record<TemplateType, (facts: ContextFacts) => string> = {
  follow_up: (f) =>
    f.topics[0]
      ? `Following up: ${capitalise(f.topics[0].phrase)}`
      : f.facility
        ? `Following up on my visit to ${f.facility}`
        : 'Following up on our conversation',
  thank_you: (f) =>
    f.isReferral
      ? `Thank you for the referral${f.referralCount && !/^(?:1|one) /i.test(f.referralCount) ? 's' : ''}`
      : f.facility
        ? `Thank you for your time at ${f.facility}`
        : 'Thank you for your time',
  value_add: (f) => (f.topics[0] ? `A resource for your team: ${f.topics[0].phrase}` : 'Something useful for your team'),
};

/**
 * An email speaks for the rep's hospice, so a promised response time is the rep's own figure or a
 * bracket to fill in, never a number the coach made up (the Spartan targets are coaching goals).
 * A length of time is a response time only beside what responds ("4-hour response", "we respond
 * in 2 hrs"): "ask for 15 min with Dr. Lin" is a meeting, not a promise.
 */
const RESPONSE_FIGURE =
  /\b(?:within |in |under )?((?:\d+|one|two|three|four|five|six|eight|twelve|twenty-four)[- ]?(?:hours?|hrs?|hr|minutes?|mins?))\b(?=[^.;\n]{0,30}\b(?:respon\w*|calls? ?back|calling back|admit\w*|admission\w*|contact|visit|evaluat\w*|turnaround))|\b(?:respon\w*|calls? ?back|calling back|admit\w*|admission\w*|bedside|evals?|evaluat\w*|visit\w*|turnaround)\b[^.;\n]{0,30}?\b((?:\d+|one|two|three|four|five|six|eight|twelve|twenty-four)[- ]?(?:hours?|hrs?|hr|minutes?|mins?))\b/i;

/** "was 3 hours late", "waited 4 hrs": a length of time that went wrong is no response promise. */
const TIME_THAT_WENT_WRONG =
  /\b(?:waited\s+)?(?:\d+|one|two|three|four|five|six)[- ]?(?:hours?|hrs?|hr|minutes?|mins?)\s+(?:late|behind|wait(?:ing)?)\b|\bwaited\s+(?:\w+\s+)?(?:\d+|one|two|three|four|five|six)[- ]?(?:hours?|hrs?|hr|minutes?|mins?)\b/gi;

function responseFigure(repWords: string): string | undefined {
  const match = RESPONSE_FIGURE.exec(repWords.replace(TIME_THAT_WENT_WRONG, ' '));
  return match?.[1] ?? match?.[2];
}

function commitmentFor(repWords: string): string {
  const figure = responseFigure(repWords);
  return figure
    ? `Our commitment to you: a response to every referral within ${figure.replace(/^(\d+)\s?(?=h|m)/i, '$1 ')}, and a call back to you once we have seen them.`
    : 'Our commitment to you: a prompt response to every referral [confirm your response time], and a call back to you once we have seen them.';
}

const BODY: Record<TemplateType, (facts: ContextFacts, custom: Customization, commitment: string) => string[]> = {
  follow_up: (f, c, commitment) => {
    const opening = `Thank you for your time${f.when ? ` ${f.when}` : ''}${where(f)}. ${
      f.topics.length
        ? `I’m following up on our conversation about ${about(f)}, as promised.`
        : 'I’m following up on our conversation, as promised.'
    }`;
    const body = f.topics.length ? f.topics.map((t) => t.followUp) : [commitment];
    // A follow-up asks one question the recipient can answer, so the conversation has a next turn.
    const offer = f.topics.some((t) => t.id === 'education') ? '' : `Would it help your team if I offered ${f.education}? `;
    const next = c.tone === 'short' ? [] : [`${offer}I’ll call you on [day] to see what works best.`];
    return [opening, ...(c.tone === 'short' ? body.slice(0, 1) : body), ...next];
  },
  thank_you: (f, c, commitment) => {
    const opening = f.isReferral
      ? f.referralCount && !/^(?:1|one) /i.test(f.referralCount)
        ? `Thank you for trusting us with ${f.referralCount.replace(/patients$/i, 'referrals')}${f.when ? ` ${f.when}` : /\bthis (?:month|week)\b/i.test(f.referralCount) ? '' : ''}. To protect your patients’ privacy I won’t include any details by email; I’ll keep calling you with an update after each evaluation.`
        : 'Thank you for trusting us with your referral. To protect your patient’s privacy I won’t include any details by email; I’ll call you with an update on the evaluation.'
      : `Thank you for ${f.occasion ?? 'meeting with me'}${f.when && !f.occasion?.toLowerCase().includes(f.when) ? ` ${f.when}` : ''}${where(f)}. ${f.topics.length && !f.occasion ? `I appreciated hearing your thoughts on ${about(f)}.` : (f.reason ?? 'I appreciated learning how your team works and what matters most to you.')}`;
    const body = [commitment];
    if (!f.isReferral && f.topics[0] && c.tone !== 'short') body.push(f.topics[0].followUp);
    const close = 'If anything ever falls short of what you expect, please call me directly at [your direct number].';
    return [opening, ...body, ...(c.tone === 'short' ? [] : [close])];
  },
  value_add: (f, c) => {
    const subject = f.topics.length
      ? `our conversation about ${about(f)}`
      : `your team${f.facility ? '' : f.settingPhrase ? ` at ${f.settingPhrase}` : ''}`;
    const opening = `I was thinking about ${subject}${where(f)} and wanted to share something useful.`;
    const body = f.topics.length
      ? f.topics.map((t) => t.valueAdd)
      : [`I’d be glad to offer ${f.education}, at a time that suits your staff.`];
    const close = 'No need to reply. If it’s useful, I’m happy to walk your team through it in 10 minutes.';
    return [opening, ...(c.tone === 'short' ? body.slice(0, 1) : body), close];
  },
};
