import { asksThemselves, leadsToOurAnswer, unpunctuatedQuestions } from './question-forms';
import { STAFF_AS_A_GIFT } from './staff-as-a-gift';

/**
 * What a rep's line does in a conversation, detected from plain words. Shared by the scripted
 * personas (how they react) and the rubric (what earns points in each stage of the method).
 */
export interface LineSignals {
  openQuestion: boolean;
  /** Any question about their world, open or yes/no (not a proposal, a time, logistics or a referral count). */
  situationQuestion: boolean;
  closedQuestion: boolean;
  empathy: boolean;
  featurePitch: boolean;
  valueLink: boolean;
  eligibilityEducation: boolean;
  commitmentAsk: boolean;
  specificTime: boolean;
  inducement: boolean;
  disparagesCompetitor: boolean;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/**
 * Contractions typed without their apostrophe ("im", "dont", "thats"), as reps type on a phone:
 * each word that can only be a contraction, with where its apostrophe goes. Words that are also
 * words of their own ("its", "were", "well", "id", "hell") are left as typed.
 */
const DROPPED_APOSTROPHE = new Map<string, number>([
  ...[
    'dont',
    'doesnt',
    'didnt',
    'isnt',
    'arent',
    'wasnt',
    'werent',
    'havent',
    'hasnt',
    'hadnt',
    'couldnt',
    'wouldnt',
    'shouldnt',
    'mustnt',
    'neednt',
    'cant',
    'wont',
    'aint',
  ].map((word) => [word, word.length - 1] as [string, number]),
  ...[
    'im',
    'ive',
    'youre',
    'youve',
    'youll',
    'youd',
    'theyre',
    'theyve',
    'theyll',
    'theyd',
    'weve',
    'thats',
    'whats',
    'heres',
    'theres',
    'wheres',
    'whos',
    'whens',
    'hows',
    'shes',
    'hes',
    'itll',
    'thatll',
  ].map((word) => [word, word.length - (/(?:ve|re|ll)$/.test(word) ? 2 : 1)] as [string, number]),
]);
/** "ill" is "I'll" where a clause starts with it ("ok ill stop by"), not in "he's ill" or "ill patients". */
const DROPPED_ILL =
  /(^|[.!?,;:]\s*|\b(?:and|so|then|but|ok|okay|sure|yes|yeah|yep|great|cool|perfect|thanks|also|no worries)\s+)ill\b(?!\s+(?:patients?|residents?|people|health|effects?|will|at ease)\b)/gi;

/** Apostrophes as a rep types them, read as plain ones: typographic ("I’ll", "doesn’t") or dropped on a phone ("dont", "ill stop by"). */
export const plainApostrophes = (text: string) =>
  text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\b[A-Za-z]{2,8}\b/g, (word) => {
      const at = DROPPED_APOSTROPHE.get(word.toLowerCase());
      return at === undefined ? word : `${word.slice(0, at)}'${word.slice(at)}`;
    })
    .replace(DROPPED_ILL, (_match, lead: string) => `${lead}I'll`);

/**
 * Words as reps shorten them on a phone ("can u", "ur nurses", "w the family", "thru", "n then"), read as
 * the words they stand for, so a question or an ask typed that way is read as one.
 */
export const phoneWords = (text: string) =>
  text
    .replace(/\bu\b/gi, 'you')
    .replace(/\bur\b/gi, 'your')
    .replace(/\br\b(?= (?:you|we|they|u)\b)|(?<=\b(?:how|what|who|where|why|which|when|we|they|you) )r\b/gi, 'are')
    .replace(/\bw\/(?=\s|[a-z])|\bw\b(?= )/gi, 'with ')
    .replace(/\bthru\b/gi, 'through')
    .replace(/\b(any|some|every|no)1\b/gi, '$1one')
    .replace(/(?<=\w) n (?=\w)/gi, ' and ')
    .replace(/ {2,}/g, ' ');

/** "How does Thursday at 2 sound?", "When works for you?", "Does 4 work?": asking for a time. */
const SCHEDULING =
  /\b(?:how (?:does|do|would|is|about) .{0,40}(?:sound|work|look)|(?:what|which) (?:time|day)s?\b(?=[^?]{0,40}\b(?:works?|good|best|better|free|available|suits?|fits?|prefer|convenient|should (?:i|we)|can (?:i|we)|could (?:i|we)|(?:i|we) (?:come|stop|meet|call|bring)|huddle|meeting|in-?service|session|lunch)\b)|(?:what|which) (?:time|day)s?\s*\?|when (?:works|would work|is good|are you free)|(?:does|would|will|do) (?:that|this|it|\d+|\w+day|\w+ at \d+) work|when(?:'s| is) (?:the )?(?:best|good|better|easiest|right) (?:time|day) to (?:catch|reach|see|call|find|meet|get|stop|come|drop))\b/;
/** "Maybe Saturday at 11 when you're both there?": a time proposed as a question. */
const STARTS_WITH_TIME =
  /^(?:(?:maybe|perhaps|or|say|what about|on|this|next)\s+)*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|\d{1,2}(?::\d{2})?\s?(?:am|pm)?\b)/;
/** "Is 12:30 at the workroom okay?": a time checked. */
const HAS_TIME =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}|noon)\b/;
const TIME_FITS = /\b(?:ok(?:ay)?|work|works|good|free|available|possible|better)\b/;

/**
 * "Who's the attending so I can call him?", "Any referrals today?", "How many stage 4 patients do
 * you have?", "Do you use hospice?": logistics and prospecting, asked for the rep's sake, not about
 * their world.
 */
const FOR_THE_REP = new RegExp(
  [
    String.raw`\bso (?:i|we) can (?:call|reach|contact|send|fax|email|get|talk)\b`,
    String.raw`\bwho(?:'s| is) the (?:attending|best person|right person|contact|decision.?maker)\b`,
    String.raw`\bwho (?:should|do|can) i (?:call|talk|send|contact|ask)\b`,
    String.raw`\bwhat(?:'s| is) (?:the |your )?(?:best )?(?:number|fax|email|extension|address)\b`,
    String.raw`\bwhere (?:do|should|can) i (?:send|fax|drop|park|put|leave|set)\b`,
    String.raw`\b(?:any|more|other|your next|a couple (?:of )?|send (?:me|us) (?:a|one|the)) (?:\w+ )?referrals?\b`,
    String.raw`\breferrals? (?:today|this week|right now|for (?:me|us))\b`,
    String.raw`\bhow many (?:\w+ ){0,3}(?:patients|pts|residents|admissions|beds)\b`,
    String.raw`^(?:do|does|did) (?:you|your \w+|the \w+)(?: guys)? (?:have|see|get|use|refer|send|work with)\b(?: to)?(?: (?:any|many|a lot of|a|an))?(?: \w+)?(?: \w+)? (?:patients|pts|residents|referrals|hospice|hospices)\b`,
    String.raw`\b(?:any|other) (?:\w+ ){0,2}(?:patients|pts|residents) (?:today|right now|for (?:me|us)|who might|that might)\b`,
    String.raw`\b(?:patients|pts|residents) (?:right now )?(?:who|that) (?:might|could|would) (?:be )?(?:hospice|appropriate|qualify|eligible)\b`,
    // "Got any pts for hospice this week?": prospecting for referrals, however it is typed.
    String.raw`\b(?:got|have|any) (?:any )?(?:\w+ )?(?:patients|pts|residents) for (?:hospice|us|me)\b`,
    // "How likely are you to refer to us?", "How ready are you to get her started with us?", "What would it take to get
    // you to a ten?", "When can I get on your list?": their readiness to choose us, measured for the rep's sake.
    String.raw`\bhow (?:likely|ready|soon|willing|close|open|committed) (?:are|is|would) (?:you|your \w+|they|he|she)\b[^?]{0,60}\b(?:refer|send|sign|start|choose|use|go with|switch|partner|work with|us)\b`,
    String.raw`\bwhat (?:would|will|does|do) it take (?:for (?:me|us) )?to (?:get (?:you|us|me)|earn|win|have you|make you|refer|send|sign|switch)\b`,
    String.raw`\bwhen (?:can|could|will|do|should) (?:i|we) (?:get|be|start|become)\b`,
  ].join('|'),
);

/**
 * Questions that lead: agreement asked for with a negative opener ("wouldn't you agree", "don't you
 * think") or a hoped-for feeling sized up ("how great would it be", "how relieved would you be"). Each
 * has the answer the rep wants built in.
 */
const LEADING =
  /\b(?:wouldn't|don't|doesn't|isn't|aren't|won't|didn't|can't|couldn't|shouldn't|wasn't) (?:you|your(?: \w+){1,2}|they|she|he|it|that|this)(?: all)? (?:agree|think|say|feel|want|love|like|deserve|be|make sense)\b|\byou(?:'d| would) agree\b|\bhow (?:great|nice|amazing|awesome|wonderful|excited|happy|thrilled|relieved|good|much better|much easier|cool|incredible|valuable|helpful) (?:would|will|could) (?:it|that|this|you|they|your \w+) (?:be|feel)\b/;

/** A question's opening with no subject between its question word and its verb: "what's been…", "how do…", "who usually…". */
const UNMARKED_QUESTION =
  /^(?:what|how|who|which|where|why)(?:'s| is| are| was| were| do| does| did| has| have| had| would| could| can| will| usually| happens| gets| slows| makes| keeps)\b(?! (?:i|i'm|we|we're|you|you're|u|they|he|she|it|that's|this)\b)/;

/** Words that make a question a question, not what it is about. */
const QUESTION_WORDS = new Set(
  "what what's how why which where who who's when does did are can could would will have has was were the you your you're we our that this it's for and with about there they them is".split(
    ' ',
  ),
);

/**
 * Words of sympathy that judge instead: a patient sized up as a referral ("she sounds like a great
 * hospice pt") or the blame put elsewhere ("that must have been another hospice").
 */
const NOT_EMPATHY =
  /\b(?:(?:he|she|they|that|it|this)(?: really)? sounds? like (?:a|an) (?:\w+ )?(?:hospice )?(?:pt|patient|candidate|fit|referral|admit|admission)s?|(?:that|it|this) must (?:be|have been) (?:another|some other|the other|a different|someone|somebody|them|a mistake|a misunderstanding|before)\b)/g;

export function readSignals(line: string): LineSignals {
  const text = plainApostrophes(line).toLowerCase();
  // Questions are read sentence by sentence: a "how" in a statement does not make the line's later
  // "Could we meet?" an open question, and "How does Thursday at 2 sound?" asks for a time, not about them.
  const unabbreviated = text.replace(/\b([ap])\.m\./g, '$1m').replace(/\b(dr|mr|mrs|ms|st)\./g, '$1');
  // A leading "okay," or "so" does not change what kind of question follows it, nor does a dressing
  // in front of it: "tell me, do you have…?" is still a yes/no question, and "can you tell me what…?"
  // an open one.
  const asked = [...unabbreviated.matchAll(/[^.!?]*\?/g)].map((match) => ({
    question: match[0]
      .trim()
      .replace(
        /^(?:(?:ok(?:ay)?|so|and|but|great|right|well|sure|then)\b[,\s-]*|(?:tell me|how about this|what i'm asking is|quick question|one question|i'm curious|i'm wondering)\s*[,:]\s*)+/,
        '',
      )
      .replace(/^(?:can|could|would) you (tell me|walk me through|describe)\b/, '$1')
      // "Can I ask how families use the list?" asks how they use it.
      // ("Can I ask, when a patient comes to the end of treatment, how does that conversation go?" too.)
      .replace(
        /^(?:(?:can|could|may) i ask|(?:do|would) you mind if i ask)(?: you)?[,:]?\s+(?=(?:what|how|why|which|where|who|when)\b)/,
        '',
      ),
    next: unabbreviated.slice(match.index + match[0].length).trim(),
  }));
  // "Tell me more about what's going on with her family.": an open question asked as a request, with no question mark.
  for (const match of unabbreviated.matchAll(/[^.!?]+[.!?]*/g)) {
    // ("Before I get into what happens, tell me a bit about your dad…": a lead-in clause before the request changes nothing.)
    const request = match[0]
      .trim()
      .replace(/^(?:(?:ok(?:ay)?|so|and|great|well)\b[,\s-]*)+/, '')
      .replace(/^[^,?]{3,60},\s*(?=(?:tell me|walk me through|talk me through|help me understand)\b)/, '');
    if (
      /^(?:tell me|walk me through|talk me through|help me understand|describe)\b(?:\s+[a-z'-]+){2,}/.test(request) &&
      !request.endsWith('?')
    )
      asked.push({ question: request.replace(/[.!]+$/, ''), next: unabbreviated.slice(match.index + match[0].length).trim() });
    // "whats been slowing things down for u lately": a question typed on a phone, left without its
    // question mark at the end of the turn. (Not "what I'm hearing is…": a subject after the "what" makes a statement.)
    else if (!/[.!?]$/.test(request) && UNMARKED_QUESTION.test(request)) asked.push({ question: `${request}?`, next: '' });
    // "hey thx for the min how r discharges going this wk whats sticking": questions typed mid-line with no punctuation at all.
    if (!/[.!?]$/.test(request)) for (const question of unpunctuatedQuestions(phoneWords(request))) asked.push({ question, next: '' });
  }
  const questions = asked.map(({ question }) => question);
  // "What if I set up…?", "How about I bring…?", "Could we…?": a proposal, not a question about them; so is a
  // trial close ("If I could show you how we…, would you…?"), whatever question words its condition holds.
  const proposes = (question: string) =>
    /^(?:what if (?:i|we)|if (?:i|we) (?:could|can|were to|was able to|were able to|showed|show)|how about|did you know|could (?:i|we)|can (?:i|we)|may i|shall we|let's|lets|would (?:it|you|that) (?:make sense|help|be open|be ok|be okay|be alright|be all right|be useful|like|want|mind|be willing)|is it (?:ok|okay|alright|all right) if)\b/.test(
      question,
    );
  const closed = (question: string) => /^(?:do|does|did|is|are|can|could|would|will|have|has|was|were)\b/.test(question);
  const schedules = (question: string) =>
    SCHEDULING.test(question) || STARTS_WITH_TIME.test(question) || (HAS_TIME.test(question) && TIME_FITS.test(question));
  const forTheRep = (question: string) => FOR_THE_REP.test(question);
  // "Don't you think…?", "How great would it be to…?": a question that carries its own answer asks
  // them to agree, not to tell, whatever it is called.
  // So does one sizing up how good it would be to have what the rep sells, or one with the rep's guess inside it.
  const leads = (question: string) => LEADING.test(question) || leadsToOurAnswer(question);
  // "What's the line? Great question. The line is…": a question the rep answers in the same breath.
  const answersItself = (question: string, next: string) => {
    if (!next) return false;
    if (/^(?:great|good|fair) question\b/.test(next) || (/^how\b/.test(question) && /^by\b/.test(next))) return true;
    const base = (word: string) => word.replace(/(?:s|es|ed|ing)$/, '');
    const asks = new Set((question.match(/[a-z']{3,}/g) ?? []).filter((word) => !QUESTION_WORDS.has(word)).map(base));
    return (next.match(/[a-z']+/g) ?? []).slice(0, 4).some((word) => word.length >= 3 && asks.has(base(word)));
  };
  // "Tell me more about your world.": a request to talk with nothing of theirs named in it, and a tag ("you know?"). ("Does that sound
  // like something that would be valuable to you?" asks what they think of the pitch, not about them.)
  const empty = (question: string) =>
    /^(?:tell me|talk to me) (?:a (?:little|bit) )?(?:more )?(?:about )?(?:your world|yourself|you|your day|your business|things|that|this|it|everything|more|all about it)[.!]?$|^(?:what do you think|does (?:that|this|it) (?:make sense|resonate|help|sound (?:right|good|fair))|(?:does|would|is) (?:that|this|it) (?:sound|seem|feel) like (?:something|what|a fit)|(?:would|could) (?:that|this|it) be (?:valuable|helpful|useful|of value|something)|make sense|sound good|sounds good|right|ok(?:ay)?|yes|you know|ya know|know what i mean|any questions|anything else|how does that (?:sound|land|feel)|thoughts)\b|,\s*(?:right|yes|no|ok(?:ay)?|you know|ya know|know what i mean)\s*\?$/.test(
      question,
    );
  // "Can you fax it over?", "Could you put the dinner on their calendars?": a request, not a question about them.
  const requests = (question: string) =>
    /^(?:can|could|would|will) (?:you|our|your)\b/.test(question) &&
    !/^(?:can|could|would) you (?:tell|walk|describe|share|say)\b/.test(question);
  const aboutThem = ({ question, next }: { question: string; next: string }) =>
    !proposes(question) &&
    !requests(question) &&
    !schedules(question) &&
    !forTheRep(question) &&
    !leads(question) &&
    !asksThemselves(question) &&
    !empty(question) &&
    !answersItself(question, next);
  return {
    openQuestion: asked.some(
      (item) =>
        /\b(what|how|why|which|where|tell me|walk me through|describe|who|when you|when (?:does|do|did|is|are|was|were|would))\b/.test(
          item.question,
        ) &&
        !closed(item.question) &&
        aboutThem(item),
    ),
    situationQuestion: asked.some(aboutThem),
    closedQuestion: questions.some(closed),
    empathy: has(
      text.replace(NOT_EMPATHY, ''),
      /\b(i understand|that sounds|sounds like|makes sense|that must|must be|i appreciate|i can imagine|fair enough|fair point|that's fair|you're right|i get (?:it|that|why)|got it|you're carrying|please don't apologi[sz]e|that hurts|(?:that's|that is|what|that sounds|it's) (?:a |an |so |really |very |such a |probably )?(?:hard|a lot|tough|frustrating|understandable|awful|terrible|painful|rough|scary|heavy|exhausting|big|real \w+|fair \w+|the right questions?|good question|big deal|no fun)|i'm glad you (?:told|said|brought|mentioned|asked|called)|(?:is|being) no fun|i'm sorry|i am sorry|(?:thank you|thanks) for (?:telling|sharing|being|giving|your (?!time)|making)|i can see|i can hear|no wonder|of course you|(?:is|that's|that is|sounds like) a lot|(?:that's|that is|what|it's|a|an) (?:a |an |so |really |such a )?(?:brutal|heartbreaking|devastating|unfair|lonely)|the worst (?:part|outcome|thing|place)|(?:that's|that is|it's) (?:a |the )?(?:most |really |very )?common (?:frustration|gap|problem|worry|fear|one|place|question|story|spot)|(?:are|is) (?:really |so |very )?common (?:as|when|with|in|for)|i'd (?:be|feel) (?:\w+ )?(?:too|as well)|(?:that's|that is|it's) (?:good|great|wonderful|encouraging) (?:to hear|for (?:families|them|your|the))|(?:that|this|it) comes up a lot|(?:they're|those are|these are) (?:real|scary|hard|tough|fair)(?: ones)?|both (?:of those |of them )?(?:are )?(?:real|fair|valid)|(?:totally|completely|entirely|absolutely|very) fair|(?:not|isn't|wasn't) fair (?:to|on|for) (?:you|them|her|him|your)|congrat\w* (?:on|to))\b/,
    ),
    featurePitch: has(
      text,
      /\b(we offer|we provide|our hospice (has|is|offers|provides)|we have (?:a|an|the|our)|we're the best|we are the best|we also (?:have|offer|provide)|our (?:services|program|programs) (?:include|are))\b/,
    ),
    valueLink: has(
      text,
      /\b(so that|which means|that way|for your (staff|patients|residents|families|team)|reduce|readmission|length of stay|fewer (calls|transfers)|your (nurses|staff))\b/,
    ),
    eligibilityEducation: has(
      text,
      /\b(eligib|six months|6 months|prognosis|two physicians|certif|decline|weight loss|fast scale|pps|lcd)\b/,
    ),
    commitmentAsk: has(
      text,
      /\b(would you be open|(?:can|could|shall|may) (?:we|i) (?:schedule|set|meet|come|bring|get|book|have|grab|sit|stop|drop|see|talk|present|do|join|put|follow|call|send|check|swing|visit|introduce|connect)|(?:can|could|will|would) you (?:sign|meet|set|schedule|introduce|connect|send me|give me|let me|join|make time)|next step|could we|shall we|let's (set|schedule|book|plan|meet|put|get)|would it help if|would you (?:be willing|like me|let me|give me|have|mind)|do you want (?:me|us) to|are you free|does (?:\w+ )?(?:at \d|\d)|how about (?:monday|tuesday|wednesday|thursday|friday|tomorrow|next)|works? for you\?|put (?:it|fifteen|15|ten|10|something) on (?:the|your) calendar)\b/,
    ),
    specificTime: has(
      text,
      /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|this week|\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|at (?:\d{1,2}(:\d{2})?|noon)\b|morning|afternoon|noon|huddle)\b/,
    ),
    // Anything of value to the listener: food and treats brought or bought (a meal's name close after
    // "bring", since "bring the team by at lunch" is a time; a treat anywhere in the sentence: "I'll
    // bring it anyway, everyone loves coffee"), gifts, tickets, and
    // free care or staff time ("a free month of private caregiving", "free aide hours"), and anything of
    // theirs sponsored or paid for ("we'd love to sponsor your fall cookout", "we'll cover the food").
    inducement:
      STAFF_AS_A_GIFT.test(text) ||
      has(
        text,
        /\b(gift cards?|gift baskets?|free lunch|buy (you|your team|the team|everyone) (lunch|breakfast|dinner|coffee|drinks)|lunch for (your|the|the whole) (staff|team|office|unit)|free (meal|service|services)|free (?:\w+ ){0,2}(caregiving|caregiver|sitter|sitters|aides?|aide hours|private duty|month|week|weekend|hours)|(with|w) (?:\w+ ){0,4}(donuts|lunch|breakfast|dinner|pizza|treats|coffees?|lattes?|food for|steaks?)|(bring|cater|catered|catering|buy|get) (?:\w+ ){0,4}(donuts|lunch|breakfast|dinner|pizza|treats|coffees?|lattes?|food for|steaks?)|(?:bring|buy)\b[^.!?]{0,40}?\b(?:donuts|pizza|treats|coffees?|lattes?|steaks?)|(lunch|breakfast|dinner|donuts|pizza|treats|food) for (?:your|the) (?:\w+ ){0,2}(nurses|aides|staff|team|office|unit|floor|doctors|caregivers)|(?:coffee|starbucks|dunkin|amazon|visa|target|restaurant|gas|grocery|store|walmart) (?:gift )?cards?|(?<=\$\s?)\d+ (?:[\w-]+ )?(?:cards?|vouchers?|certificates?|credits?)|tickets|spa day|in exchange for referral|(?<!\b(?:no|without|not|any) )(?:cookies|pastries|goodies|bagels|cupcakes|muffins|chocolates)|(?:host|hosting|throw|throwing|sponsor|sponsoring)(?: \w+){0,3} (?:dinner|lunch|breakfast|party|happy hour|event|reception|gala|outing)|(?<!\b(?:not|never|can't|cannot|won't|don't|doesn't|no) )spons[oe]r(?:ing|ed|s)? (?:your|ur|the|their|a|an|this|that)\b|\b(?:we|i)(?:'ll|'d| will| would| can| could)? (?:\w+ )?(?:cover|pay for|pick up) (?:all )?(?:the |your |ur )?(?:food|tab|bill|drinks|catering|refreshments)\b|holiday party|(?:cover|covering|pay for|paying for|pick up|fund|funding|sponsor)\b[^.!?]{0,40}?\b(?:certifications?|cpr cards?|bls cards?|acls|tuition|dues|licen[sc]e fees|courses?|classes)\b|(?:fruit|gift|holiday|food) baskets?|(?:send|bring|do|give|get)(?: \w+){0,3} baskets?\b|(?:cme|ceu|ce) (?:credits?|hours?)|ceus|(?:aides?|staff|sitters?|caregivers?|help|hours|cnas?|volunteers?)\b[^.!?]{0,60}\b(?:for free|free of charge|at no charge|no charge|at no cost|, free)|as a thank[- ]you for (?:giving us|choosing|picking|using|sending|referring|trying)|(?:lunch|dinner|breakfast)\b[^.!?]{0,40}\b(?:i'll|i will|ill|we'll|we will) (?:bring|buy|cater|order|grab|get)\b|free (?:staff|help|nurses?|cnas?)|send a car|car service|steakhouse|\bcater(?:s|ed|ing)?\b|(?:cater\w*|lunch|dinner|breakfast|coffee|drinks|food|meal|pizza|tab|bill)\b[^.!?]{0,40}\bon us\b|(?:pay|paying|cover|covering) for (?:a |the |your |their )?(?:hotel|flights?|plane tickets?|rooms?|housekeeping|groceries|gas|rent)|free (?:\w+ ){0,2}(?:housekeeping|house ?cleaning|cleaning|groceries|meals|rides|transportation)|(?:lunch|dinner|breakfast|coffee|drinks|pizza|donuts|treats)(?: is| are|'s)? on (?:us|me|the house)|my treat)/,
      ),
    disparagesCompetitor: has(
      text,
      /\b(they('re| are) (terrible|bad|awful|incompetent)|their (care|service) is (bad|poor|terrible)|worse than us)\b/,
    ),
  };
}
