import { SENTENCE, stem } from './checks';
import { phoneWords, plainApostrophes } from './signals';

/**
 * Sentences that say the coaching words without doing the coaching: a technique's label read out
 * ("Open question: what else?", "Commitment ask: ..."), a stock phrase with nothing of theirs in
 * it ("I hear you.", "That's valid.", "How does that make you feel?") or several stacked in one
 * sentence, a question that could follow anything ("What do you think?"), a technique announced
 * ("I'm reflecting that back"), linking words chained onto nothing ("so that…, which means…"),
 * their own words handed back as they said them, and a "next step" with no step in it. A fair
 * coach gives these no credit, so
 * the scorecard reads a rep's line without them (the sentences that remain are still the rep's own
 * words, quoted as evidence).
 */

/** A technique's name, as a rep reads it out ("Open question", "Eligibility explained", "Commitment step"). */
const LABEL_WORDS = String.raw`(?:open(?:[- ]ended)? question|empathy statement|validation|follow[- ]up(?: question)?|empathy|empathizing|acknowledg\w*|reflect\w*(?: back)?|mirroring|paraphras\w*|value(?: link)?|linking|educat\w*|eligibility|commitment(?: ask)?|next step|discovery|connecting|guiding|closing|close|the ask|ask|situation|problem|implication|need[- ]payoff)(?: (?:question|statement|explained|step|move|time|check|ask))?`;
/** A technique named aloud at the start of a sentence, or as the whole sentence ("Open question?"). */
const LABEL = new RegExp(String.raw`^${LABEL_WORDS}\s*(?:[:\-–—.?]|$)`, 'i');
/** The label in front of what the rep then says ("Open-ended question: what…?"). */
const LABEL_PREFIX = new RegExp(String.raw`^${LABEL_WORDS}\s*[:\-–—]\s*(?=\S)`, 'i');

/** Whole sentences that carry no content of the conversation on their own. */
const STOCK =
  /^(?:i hear you|i hear that|i hear what you(?:'re| are) saying|that(?:'s| is) valid|(?:that(?:'s| is) )?totally valid|thank you for sharing(?: that)?|thanks for sharing(?: that)?|i (?:totally |completely |really )?understand(?: how you feel)?|i (?:totally |really )?get it|that makes sense|makes sense|i appreciate (?:that|it|you|you sharing that|your (?:honesty|transparency|candor|time))|i (?:(?:just |really )?want to |'d like to )?(?:validate|acknowledge|respect|honor) (?:that|it|you|your (?:feelings|emotions|concerns|experience))|(?:your|those|these) (?:feelings|emotions|concerns) are (?:valid|real|important)|great|totally|absolutely|perfect|love that|empathy|how does that make you feel|how do you feel about that|tell me more|tell me more about that|say more|can you say more|what else|anything else|go on|interesting|wow|okay|ok|got it|right)$/i;

/** "So that…, which means…, which means…": linking words chained onto nothing are a formula. */
const CONNECTOR = /\b(?:so that|which means)\b/gi;

/**
 * Two linking phrases or more with one of them leading to next to nothing ("…, which means peace of
 * mind", "so that families are supported"). Each followed by a consequence of its own ("so that he's
 * not back in the hospital every time his breathing gets bad, …, which means he isn't abandoned by
 * the people he knows") is a real explanation.
 */
function connectorChain(bare: string): boolean {
  const clauses = bare.split(CONNECTOR).slice(1);
  if (clauses.length < 2) return false;
  return clauses.some((clause) => (clause.split(/[,;:]/)[0]!.match(/[a-z']+/gi) ?? []).length < 5);
}

/** A technique announced instead of used ("I'm reflecting 'keep fighting' back to you."). */
const NAMED_TECHNIQUE =
  /\b(?:i'm|i am|let me|i want to|i'd like to|i'll|i will|now i'll)(?: (?:just|now|going to|gonna|start|use|begin|try))* (?:to )?(?:reflect|mirror|validat|acknowledg|empathiz|paraphras|label|active listening|build (?:trust|rapport)|connect and)\w*\b|\b(?:i'd love to|let me|i want to|let's|time to|i'd like to) (?:do )?(?:some |a little |a bit of )?discovery\b|^(?:so,? )?(?:using|to use) your (?:own )?words\b/i;

/** "Thursday at 2?": a time with no ask around it. */
const BARE_TIME =
  /^(?:(?:on|this|next)\s+)?(?:monday|tuesday|wednesday|thursday|friday|tomorrow|next week)(?:\s+(?:at\s+)?(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|morning|afternoon))?$/i;

/** An ask for "a next step" or "a follow-up" that never says what the step is. */
const EMPTY_ASK =
  /\b(?:next step|follow[- ]up|touch base|lock (?:it|that|something|a time|in)|get something on the books|circle back|keep (?:the|this) conversation going)\b/i;
/** "What follow-up would help you most, a call, a note, or nothing?": asking which follow-up they want, with choices, is a question about them. */
const ASKS_WHICH_FOLLOW_UP = /^(?:(?:so|and|ok(?:ay)?),?\s+)?(?:what|which|how)\b[^?]*,[^?]*\bor\b/i;
const PURPOSE =
  /\b(?:in-?service|huddle|meet (?:with|your)|meeting with|visit|tour|shadow|walk (?:me |you |your team )?through|review|present|talk (?:to|with) your|sit down with|introduce|call (?:you|her|him)|bring (?:our|the|a)|eligibility|referral process|families|family|nurse|team|staff|patients?|residents?)\b/i;

/** A sentence's words that carry content; quote marks around a word ("'patients'") are not part of it. */
const contentWords = (text: string) =>
  (text.toLowerCase().match(/[a-z']{3,}/g) ?? [])
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length >= 3 && !SMALL.has(word));
const SMALL = new Set(
  "the and you your our for that this with what was were are his her him she they them their its it's i'm we're you're you've i've you'd i'd that's from have has had just so is a an of to in on at by be been not but or if as my me".split(
    ' ',
  ),
);

/** The reflecting frame in front of words handed back ("So what I'm hearing is:", "I hear your…"). */
const ECHO_FRAME =
  /^(?:(?:i hear you|i understand)[,;]?\s*(?:and\s+)?)?(?:so,? )?(?:what i'm hearing is|what i hear is|i'm hearing|i hear(?: that)?|you said|sounds like|so)\b[,:]?/i;
/** An explicit echo frame ("What I'm hearing is…", "I hear that…"): all theirs after it, however long, is a parrot. */
const EXPLICIT_ECHO =
  /^(?:(?:i hear you|i understand)[,;]?\s*(?:and\s+)?)?(?:so,? )?(?:what i'm hearing is|what i hear is|i'm hearing|i hear that)\b/i;

const isFragment = (rest: string) => (rest.match(/[a-z']+/gi) ?? []).length <= 5;

/** A word's forms to match what they said: its stem, and without a plural or verb "s" ("eats" → "eat", too short for stem). */
const forms = (word: string) => [stem(word), word.replace(/s$/, '')];
/** Every form of every word they said, so "prior auths eat your day" is matched against "what eats our day is prior auths". */
const heardForms = (theirs: string) => new Set(contentWords(theirs).flatMap(forms));
const isHeard = (word: string, heard: Set<string>) => forms(word).some((form) => heard.has(form));

/** Words as a plain run, to find a stretch of theirs copied as it was said. */
const run = (text: string) => ` ${(text.toLowerCase().match(/[a-z0-9']+/g) ?? []).join(' ')} `;

/**
 * "Totally, patients waiting on hospice.", "Fast, got it.", "Getting up at night, absolutely.": a
 * stock nod set beside a stretch of their words copied as they said it adds nothing of the rep's
 * own: the sentence is their words handed back. Said in the rep's own way ("Right, you don't have
 * forty minutes", from their "I don't have forty minutes") it is a reflection, and a feeling named
 * beside it ("three who live alone, that's tough") acknowledges it.
 */
function nodAndCopy(bare: string, theirs: string): boolean {
  const parts = bare.split(/\s*,\s*/).filter(Boolean);
  const nods = parts.filter((part) => STOCK.test(part) || onlyGeneric(part));
  const left = parts.filter((part) => !nods.includes(part));
  if (nods.length === 0 || left.length === 0) return false;
  const copied = run(left.join(' '));
  return contentWords(left.join(' ')).length > 0 && theirs.split('\n').some((turn) => run(turn).includes(copied));
}

/** "They hate the conversation.": a short fragment of theirs said back, with no frame around it. */
function echoesFragment(sentence: string, theirs: string): boolean {
  const whole = bareOf(phoneSpelling(plainApostrophes(sentence)));
  // "Got it." is a stock phrase, whoever said "got" first.
  if (STOCK.test(whole) || stockStack(whole) || !/[a-z]{4,}/i.test(whole)) return false;
  const bare = whole;
  const mine = contentWords(bare);
  const heard = heardForms(plainApostrophes(theirs));
  return mine.length > 0 && isFragment(bare) && !ECHO_FRAME.test(bare) && mine.every((word) => isHeard(word, heard));
}

/**
 * Their words handed back as they said them: one of their sentences (or a whole turn of theirs),
 * from any point so far, given back almost word for word, or a fragment of theirs said back
 * with nothing added ("Nineteen hours.", "Keep fighting."). `theirs` holds their turns, one per
 * line.
 */
function parrots(sentence: string, theirs: string): boolean {
  const rest = sentence.replace(ECHO_FRAME, '').trim();
  const mine = contentWords(rest);
  const turns = theirs.split('\n').filter(Boolean);
  if (mine.length === 0) return false;
  // A short fragment made only of their words: mirroring, not a reflection.
  const heard = heardForms(theirs);
  const allTheirs = mine.every((word) => isHeard(word, heard));
  if (allTheirs && (isFragment(rest) || EXPLICIT_ECHO.test(sentence.trim()))) return true;
  if (mine.length < 3) return false;
  const covers = (their: Set<string>) => mine.filter((word) => their.has(word)).length / mine.length >= 0.85;
  if (turns.flatMap((turn) => turn.match(SENTENCE) ?? [turn]).some((their) => covers(new Set(contentWords(their))))) return true;
  // A whole turn handed back: most of what they said, not a few of their words picked out of a long
  // turn and put together ("Forty-five minutes you don't have, and someone undoing your conversation").
  const most = (their: Set<string>) => [...their].filter((word) => mine.includes(word)).length / their.size >= 0.7;
  return mine.length >= 4 && turns.some((turn) => covers(new Set(contentWords(turn))) && most(new Set(contentWords(turn))));
}

/** "So what I'm hearing is staffing.": the reflecting frame around a word or two is a label, not a reflection. */
// ("...that staffing and time are pain points for you": their words filed under the coaching label are no reflection either.)
// ("What I'm hearing is that families matter to you": the frame around a value anyone holds is a label too.)
// ("It sounds like you really care about your patients", "you want what's best for them", "you're passionate
// about quality": a motive anyone in the field has, which they never said, is no reflection either.)
const FRAME_ONLY =
  /^(?:so,? )?(?:what i'm hearing is|what i hear is|i'm hearing|it sounds like|sounds like)\b,?\s*(?:(?:\S+\s*){0,2}|(?:that )?(?:\S+ ){1,3}(?:matters?|(?:is|are) (?:important|a priority)) to you|(?:that )?you (?:value|care about|have questions about) (?:\S+\s*){1,3}|(?:that )?you(?:'re| are)? (?:really |truly |clearly |so |deeply |just )?(?:value|care (?:a lot |so much |deeply )?about|passionate about|committed to|want (?:what's best|the best|a (?:true |real |good )?partner))\b(?:(?!\b(?:and|but|because|since|so|while|though|which means)\b)[^.!?]){0,50}|(?:that )?(?:\S+ (?:and )?){1,3}(?:are|is) (?:a |your |real |big )?(?:pain points?|challenges?|struggles?|priorities|issues?|concerns?)(?: for you)?|(?:that )?you have (?:some )?(?:unmet |real |big )?(?:needs|challenges|pain points|gaps|concerns)(?: (?:around|with|in|regarding|about) (?:\S+\s*){1,3})?)$/i;

/**
 * "It sounds like you're feeling overwhelmed.", "Sounds like you feel frustrated and stuck about this.":
 * the emotion-labelling template, a feeling pinned on them with nothing of what happened to them in
 * it. ("It sounds like you're feeling stuck between your brothers and your mom" names their situation.)
 */
const FEELING_LABEL =
  /^(?:so,? )?(?:it )?(?:sounds|seems|looks) like (?:that )?you(?:'re| are)? (?:really |so |just |kind of |a bit |a little )?(?:feel|feeling) (?:really |so |very |a bit |a little |kind of )?[a-z-]+(?:,? (?:and|or|but) (?:really |so |very )?[a-z-]+)?(?: (?:about|with|by) (?:this|that|it|all (?:of )?(?:this|that)|everything))?$/i;

/** Sympathy in a stock form: counted only when the rest of the session is not recited (see substance). */
const STOCK_SYMPATHY =
  /^(?:(?:yeah|oh|wow|ugh),? )?(?:that (?:sounds|must be|must have been|seems)|that's|that is) (?:so |really |very )?(?:frustrating|hard|tough|difficult|awful|rough|stressful|exhausting|scary|overwhelming)$|^(?:i appreciate you (?:sharing|telling me)(?: that)?|i'm sorry to hear that|i can only imagine|i (?:totally |really )?(?:hear|sense|see|feel|understand|get|acknowledge|validate|appreciate) (?:your|the|that|how much) (?:frustrations?|concerns?|worry|worries|stress|fears?|anger|disappointment|exhaustion|pain|feelings?|emotions?|hesitation|skepticism|overwhelm))$/i;

const bareOf = (sentence: string) =>
  plainApostrophes(sentence)
    .trim()
    .replace(/[.!?…]+$/, '')
    .trim();

/** A question that asks nothing about their world: it could follow anything anyone said. */
// (A lead-in changes nothing: "So tell me, what are your needs?", "I want to understand: what are your goals?")
const EMPTY_QUESTION =
  /^(?:(?:so|ok(?:ay)?|and|well|alright|first|now),?\s+)?(?:(?:tell me|i want to understand|i'd love to know|i'm curious|help me understand|let me ask(?: you)?|quick question)\s*[,:;-]?\s+)?(?:what(?:'s| is) going on(?: (?:with you|there|over there|today|lately|these days))?|how do you feel about (?:hospice|that|this|it|us)|what(?:'s| is) the best way to (?:stay (?:connected|in touch)|keep in touch|work together|connect)|what do you think|how does that (?:land|sound|feel)(?: for you| to you)?|how would you feel(?: about that| if [^?]{0,40})?|what are your thoughts|thoughts|does that make sense|how do you feel about that|what else|what else is on your mind|what's on your mind|how can (?:i|we) help(?: you)?|how(?:'s| is) it (?:really )?going|how are things(?: going)?|tell me more about (?:that|this|it|\w+)|how are you(?: doing| today| doing today)?|what(?:'s| is) (?:your|the) (?:current )?situation|what (?:are|would you say are) (?:your|the) (?:biggest |main |top |current )?(?:challenges|pain points|goals|priorities|goals and challenges|needs)(?: (?:right now|today|these days|with hospice|around hospice))?|what keeps you up at night|what(?:'s| is) (?:your|the) (?:single |one )?(?:biggest |main |top |number one |#1 |greatest )?(?:challenge|pain point|struggle|problem|priority|need)(?:,? though,?)?(?: you(?:'re)? fac(?:e|ing)| right now| today| these days| with hospice| when it comes to hospice| around hospice)?|what does (?:a |an )?(?:great|good|ideal|true|successful|strong|real) (?:hospice )?partner(?:ship)? look like(?: (?:for|to) you)?|what would (?:a |an |your )?(?:great|good|ideal|true|successful|strong|real) (?:hospice )?partner(?:ship)? look like(?: (?:for|to) you)?|what would make (?:a |the )?(?:hospice )?partnership (?:feel|look|be) \w+(?: (?:for|to) you)?|how would you describe (?:your|an|the) ideal (?:hospice )?partner(?:ship)?|what would it look like if (?:this|that|it) (?:were|was) (?:addressed|solved|fixed|handled)|what happens if you don't get (?:help|support))(?:,?\s*though)?$/i;

/**
 * The vocabulary of a stock discovery question: what a rep can ask anyone without having heard a
 * word ("what are your biggest pain points and challenges?", "what's keeping you up at night?",
 * "what is most important to you in a hospice partner?", "what would it take to earn your business?").
 * A question made only of these words (and a lead-in) asks nothing about their world; one word of
 * their situation ("your night nurses", "when a resident declines") makes it a real question.
 */
const STOCK_QUESTION_WORDS = new Set(
  `what what's whats how which are is your you ur you're biggest big main top current other challenges challenge challenging pain points point
  goals goal priorities priority needs need facing face faced keeping keeps keep night nights important most matters matter success sucess
  successful look looks like partner partners partnership hospice earn business take would does else right now these ideal great
  good struggles struggle problems problem issues issue concerns concern objectives objective value values thoughts just build building
  said saying off following quick question curious love know understand tell want ask asking wondering also any anything things thing
  really truly overall general generally typically usually looking for from expect expecting hope hoping team folks people organization
  community communities facility facilities building practice office department agency clinic world role job work day days week year
  journey experience one two three four five utilization optimization census timeline timelines measure success
  mind working consider considering second option options`.split(/\s+/),
);
// (A question about someone of theirs, "what are her days like?", is about their world whatever its words.)
// (A person named only as the owner of a coaching noun, "your mom's journey", adds nothing of theirs.)
const JOURNEY_OF =
  /\b(?:your |her |his |their )?(?:mom|dad|mother|father|loved one|patient|resident)'?s (?:journey|experience|story|path)\b/gi;
const stockVocabularyQuestion = (raw: string) => {
  const sentence = raw.replace(JOURNEY_OF, 'journey');
  return (
    /^(?:[^?]*[,:;]\s*)?(?:(?:so|and|now|well|ok(?:ay)?|alright|but)\b,?\s+)*(?:what|how|which)\b/i.test(bareOf(sentence)) &&
    !/\b(?:she|he|her|his|him|they|them|their|mom|dad|mother|father|patients?|residents?|famil(?:y|ies))\b/i.test(sentence) &&
    contentWords(
      bareOf(sentence)
        .replace(/\b(?:right now|these days|today|lately|at the moment|day to day|though)\b/gi, ' ')
        // ("…as a case manager?", "…in your role as DON?": their job said back tells nothing of their world.)
        .replace(/,?\s*(?:in your role )?as (?:a |an |the )?[a-z-]+(?: [a-z-]+)?$/i, ' '),
    ).every((word) => STOCK_QUESTION_WORDS.has(word) || GENERIC.has(word))
  );
};

/**
 * "What are your biggest pain points around care transitions?", "your workflow pain points": "pain
 * points" is the seller's word for their problems, never theirs, and pinned to an area named in the
 * seller's terms it asks what can be asked of anyone. It asks about their world only when it names
 * something they said ("what's the pain point with those 3 a.m. calls?"), and not by a word any contact
 * in the field says (patients, residents, families, care, hospice). (The bare "what are your pain
 * points?" is the stock question above, read with whatever lead-in it has.)
 */
const PAIN_POINT = /\bpain[- ]?points?\b/i;
/** Pinned to an area: "pain points around / across / with …", or "<something>'s pain points", "workflow pain points". */
const PINNED =
  /\bpain[- ]?points?\b[^?]*\b(?:around|across|with|w|in|regarding|related to|when it comes to|on|about)\b|\b(?!(?:your|ur|the|my|our|their|biggest|big|main|top|other|any|some|real|key|current|greatest|specific|particular|what|which|those|these)\b)[a-z'-]{3,} pain[- ]?points?\b/i;
const ASKS_OR_WANTS_TO_LEARN =
  /\?|^(?:[^,:;]*[,:;]\s*)?(?:(?:so|and|ok(?:ay)?|well|now|but)\b[,\s]*)*(?:what|how|which|tell me|i'd love to (?:learn|hear|understand|know))\b/i;
const FIELD_WORDS = new Set(['patient', 'patients', 'resident', 'residents', 'family', 'families', 'care', 'hospice', 'hospices']);
function painPointQuestion(sentence: string, theirs: string): boolean {
  const bare = bareOf(sentence);
  if (!PAIN_POINT.test(bare) || !PINNED.test(bare) || !ASKS_OR_WANTS_TO_LEARN.test(sentence.trim())) return false;
  const heardStems = new Set(contentWords(theirs).map(stem));
  return !contentWords(bare).some(
    (word) => word.length >= 4 && !FIELD_WORDS.has(word) && !STOCK_QUESTION_WORDS.has(word) && heardStems.has(stem(word)),
  );
}

/** "How many can you send me this month?": a count of referrals asked for is a sales question, not discovery. */
const REFERRAL_COUNT_ASK = /\bhow (?:many|much)\b[^?]{0,40}\b(?:send|refer|referrals?|admits?|admissions?|patients our way)\b/i;

/** "Thanks for the five minutes.": thanks for the time names nothing they said. */
// ("I appreciate the courtesy, Ingrid.": thanks for the manner, with their name, names nothing either.)
// ("Nice to meet you too.": a greeting said back is theirs in words only.)
const COURTESY =
  /^(?:(?:it's |it is |so |really )*(?:nice|good|great|glad|lovely|a pleasure|pleased) to (?:meet|see) you(?: too| as well)?(?:,? \w+)?|(?:thanks|thank you)(?: (?:so|very) much)? for (?:the|your) (?:\w+ )?(?:minutes?|time|seeing me|having me|squeezing me in)|i (?:really |truly )?appreciate (?:the|your) (?:courtesy|time|candor|honesty|openness|transparency|patience)(?:,? \w+)?)$/i;

/** A sentence made only of stock phrases ("I hear you, I understand, that must be so hard."). */
const stockStack = (bare: string) => {
  const parts = bare.split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  return parts.length > 1 && parts.every(isStockPart);
};
/** A part of a sentence that is a stock phrase, stock sympathy, or only the vocabulary of listening ("totally hear you", "i really do"). */
const isStockPart = (part: string) =>
  STOCK.test(part) || STOCK_SYMPATHY.test(part) || /^that must be (?:so |really )?\w+$/i.test(part) || onlyGeneric(part);

/** The same phrase of three words or more said twice in one sentence ("the Medicare hospice benefit, the Medicare hospice benefit"). */
const repeatsItself = (bare: string) => /\b(\w+ \w+ \w+\b).*\b\1\b/i.test(bare);

/** The vocabulary of listening with nothing of theirs in it ("I hear that you feel feelings", "I'm listening actively"). */
const GENERIC = new Set(
  "hear heard hearing feel feels feeling feelings valid validate validated validating validation understand understood appreciate appreciated acknowledge acknowledged acknowledging concern concerns need needs emotion emotions totally completely really truly sharing share thank thanks transparency honesty empathy listening listen listened actively active yes that's absolutely definitely".split(
    ' ',
  ),
);
const onlyGeneric = (bare: string) => {
  const words = contentWords(bare);
  return words.length > 0 && words.every((word) => GENERIC.has(word));
};

/**
 * "Tell me more about the scared.", "Tell me more about what you need from me.": the stock request
 * with their own words (or only listening vocabulary) dropped in asks nothing they have not just
 * said; "Tell me more about what's going on with her family" adds a question of the rep's own.
 */
const TELL_ME_MORE = /^(?:(?:can|could|would) you )?tell me more about\s+(.+)$/i;
function echoedTellMeMore(bare: string, theirs: string): boolean {
  const about = TELL_ME_MORE.exec(bare)?.[1];
  if (!about) return false;
  const heardStems = new Set(contentWords(theirs).map(stem));
  // ("Tell me more about your challenges": the stock question's own nouns are no more theirs.)
  return contentWords(about).every(
    (word) =>
      GENERIC.has(word) ||
      STOCK_QUESTION_WORDS.has(word) ||
      heardStems.has(stem(word)) ||
      /^(?:what|how|why|when|where|who|which|you'd|need|want|feel|think|more|from)$/.test(word),
  );
}

/** Phone spelling read as the words it stands for ("totally hear u", "must of been"), so the stock forms match it too. */
const phoneSpelling = (text: string) =>
  phoneWords(text)
    .replace(/\bmust of\b/gi, 'must have')
    .replace(/^(?:omg|oh|wow|ugh|aw+)\b,?\s*/i, '');

export function isHollowSentence(raw: string, said: string): boolean {
  const bare = bareOf(phoneSpelling(plainApostrophes(raw)));
  return (
    isFormula(raw, said) || parrots(bare, plainApostrophes(said)) || nodAndCopy(bare, plainApostrophes(said)) || formulaClauses(bare, said)
  );
}

/**
 * "What I'm hearing is that you care about your patients, and I want to honor that.", "So tell me
 * more, how do you feel about hospice?": formulas joined by commas are still formulas, each part a
 * formula on its own. (A time is no formula beside an ask: "Thursday at 2, how does that sound?"
 * asks for it. Their words said back beside a nod are judged by nodAndCopy, not here.)
 */
function formulaClauses(bare: string, said: string): boolean {
  const parts = bare
    .split(/\s*[,;]\s*/)
    .map((part) => part.replace(/^(?:and|but|so)\s+/i, '').trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.some((part) => BARE_TIME.test(part))) return false;
  return parts.every((part) => isFormula(part, said));
}

/** A hollow sentence of the formula kinds: labels, stock phrases, empty questions and asks, chained linking words (not parroting). */
function isFormula(raw: string, said: string): boolean {
  const sentence = phoneSpelling(plainApostrophes(raw));
  const theirs = plainApostrophes(said);
  const bare = bareOf(sentence);
  if (!bare) return true;
  if (echoedTellMeMore(bare, theirs)) return true;
  if (onlyGeneric(bare) && !sentence.includes('?')) return true;
  if (EMPTY_QUESTION.test(bare) || stockStack(bare) || repeatsItself(bare)) return true;
  if (stockVocabularyQuestion(sentence) || painPointQuestion(sentence, theirs) || REFERRAL_COUNT_ASK.test(bare) || COURTESY.test(bare))
    return true;
  if (LABEL.test(bare) || STOCK.test(bare) || BARE_TIME.test(bare) || FRAME_ONLY.test(bare) || NAMED_TECHNIQUE.test(bare)) return true;
  if (FEELING_LABEL.test(bare)) return true;
  if (EMPTY_ASK.test(bare) && !PURPOSE.test(bare) && !ASKS_WHICH_FOLLOW_UP.test(bare)) return true;
  return connectorChain(bare);
}

/** A line's sentences; "10 a.m.", "Dr." and "St." do not end one. */
const sentencesOf = (line: string) => line.match(SENTENCE) ?? [line];

/** How many of a session's rep sentences are hollow: three or more means the rep is reciting. */
export function recitedSentences(turns: readonly { role: string; text: string }[]): number {
  let theirs = '';
  let hollow = 0;
  for (const turn of turns) {
    if (turn.role !== 'rep') theirs = `${theirs}\n${turn.text}`;
    else hollow += sentencesOf(turn.text).filter((part) => isHollowSentence(part, theirs)).length;
  }
  return hollow;
}

/**
 * The rep's line with its hollow sentences taken out ('' when nothing is left). In a session the
 * rep recites (`reciting`), stock sympathy ("That sounds frustrating.") is taken out too: a fair
 * coach credits it in a real conversation, not as one more formula.
 */
export function substance(line: string, theirs: string, reciting = false): string {
  // A label read out ("Open-ended question: what…?") earns nothing and costs nothing: what follows it
  // is judged on its own, and a bare "Next step: Thursday at 2?" is still a time with no step.
  // So does a formula in front of a colon ("So that we can explore it together, which means
  // partnership: could I get 15 minutes with the doctors Thursday at 12:15…?").
  const parts = sentencesOf(line).map((part) =>
    withoutHollowLead(part.trim().replace(TIE_BACK, '').replace(BUT, '').replace(LABEL_PREFIX, ''), theirs),
  );
  // A fragment of theirs said back and then built on with a real question of the rep's own ("They
  // hate the conversation. What part of it is hardest for them?") is a reflection; said back and left
  // there, or followed by a stock question ("'Giving up.' What are your concerns?"), it is mirroring.
  // So is a part of one of their sentences said back ("Back in three weeks with the same thing.") and
  // then built on in a sentence of the rep's own about them, a question or not ("Her own bed and her
  // garden. That's her telling you what matters to her."): the listener can tell they were heard. A
  // pitch or a plan of ours after it ("Lists change. Let's get you to lunch") builds on nothing of theirs.
  const builtOn = (index: number, statement = false) => {
    const next = parts[index + 1];
    return Boolean(
      next &&
      (next.includes('?') || (statement && !OF_US.test(plainApostrophes(next).toLowerCase()))) &&
      !isHollowSentence(next, theirs) &&
      !onlyGeneric(bareOf(next)),
    );
  };
  const saidBackAndBuiltOn = (part: string, index: number) =>
    !reciting &&
    ((echoesFragment(part, theirs) && builtOn(index)) ||
      (!isFormula(part, theirs) && !EXPLICIT_ECHO.test(plainApostrophes(part).trim()) && builtOn(index, true)));
  return parts
    .filter(
      (part, index) =>
        (!isHollowSentence(part, theirs) || saidBackAndBuiltOn(part, index)) && !(reciting && STOCK_SYMPATHY.test(bareOf(part))),
    )
    .join(' ');
}

/** We, our, us, hospice, or the rep's own plans ("let's…", "I'll…"): a sentence about the rep's side, not theirs. */
const OF_US = /\b(?:we|we're|we'll|we've|we'd|our|ours|us|hospice|let's|let us|let me|i'll|i will|i'd|my)\b/;

/** What follows a colon, when what leads up to it is hollow on its own. */
function withoutHollowLead(part: string, theirs: string): string {
  const colon = /:\s+(?=\S)/.exec(part);
  if (!colon || /\d$/.test(part.slice(0, colon.index))) return part;
  return isHollowSentence(part.slice(0, colon.index), theirs) ? part.slice(colon.index + colon[0].length) : part;
}

/** "I hear you, but…", "Totally get it, but…": a stock nod to wave their point away acknowledges nothing; what follows is judged on its own. */
// ("Nadia, I get it, but…": their name in front changes nothing.)
const BUT =
  /^(?:[a-z'-]+,\s*)?(?:(?:yeah|ok(?:ay)?|sure|totally|i know|i hear you|i hear that|i understand|i totally understand|i get it|i totally get it|totally get it|got it|fair enough|understood|makes sense)[,\s]*)+but\b[,\s]*/i;

/**
 * A sentence that waves their point away ("I get it, but hoping he gets stronger is how families end up
 * with regrets"): what follows the nod may reuse their words, but to argue with them, not to reflect them.
 */
export const rebuts = (sentence: string) => BUT.test(plainApostrophes(sentence).trim());

/** "To tie that back, …": a linking phrase read out; what follows it is judged on its own. */
// ("To tie a service to your need, …": the technique read out as a lead.)
const TIE_BACK =
  /^(?:so,? )?(?:to tie (?:that|this|it) (?:back|together)|tying (?:that|this|it) back|to link (?:that|this) back|to (?:tie|link|connect) (?:a |our )?services? to your needs?)[,:]?\s*/i;
