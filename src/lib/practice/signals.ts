/**
 * What a rep's line does in a conversation, detected from plain words. Shared by the scripted
 * personas (how they react) and the rubric (what earns points in each stage of the method).
 */
export interface LineSignals {
  openQuestion: boolean;
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

export function readSignals(line: string): LineSignals {
  const text = line.toLowerCase();
  // Questions are read sentence by sentence: a "how" in a statement does not make the line's later
  // "Could we meet?" an open question, and "How does Thursday at 2 sound?" asks for a time, not about them.
  const unabbreviated = text.replace(/\b([ap])\.m\./g, '$1m').replace(/\b(dr|mr|mrs|ms|st)\./g, '$1');
  // A leading "okay," or "so" does not change what kind of question follows it.
  const questions = (unabbreviated.match(/[^.!?]*\?/g) ?? []).map((question) =>
    question.trim().replace(/^(?:(?:ok(?:ay)?|so|and|but|great|right|well|sure|then)\b[,\s-]*)+/, ''),
  );
  // "What if I set up…?", "How about I bring…?", "Could we…?": a proposal, not a question about them.
  const proposes = (question: string) =>
    /^(?:what if (?:i|we)|how about|could (?:i|we)|can (?:i|we)|may i|shall we|let's|would (?:it|you))\b/.test(question);
  const closed = (question: string) => /^(?:do|does|did|is|are|can|could|would|will|have|has)\b/.test(question);
  const schedules = (question: string) =>
    /\b(?:how (?:does|do|would|is|about) .{0,40}(?:sound|work|look)|what time|which day|what day|when (?:works|would work|is good|are you free))\b/.test(
      question,
    );
  return {
    openQuestion: questions.some(
      (question) =>
        /\b(what|how|why|which|tell me|walk me through|describe|who|when you)\b/.test(question) &&
        !schedules(question) &&
        !proposes(question) &&
        !closed(question),
    ),
    closedQuestion: questions.some(closed),
    empathy: has(
      text,
      /\b(i understand|that sounds|sounds like|i hear you|i hear that|makes sense|that must|must be|i appreciate|i can imagine|fair enough|fair point|that's fair|you're right|i get (?:it|that|why)|got it|you're carrying|please don't apologi[sz]e|that hurts|(?:that's|that is|what|that sounds|it's) (?:a |an |so |really |very |such a |probably )?(?:hard|a lot|tough|frustrating|understandable|awful|terrible|painful|rough|scary|heavy|exhausting|big|real \w+|fair \w+|the right questions?|good question|big deal|no fun)|i'm glad you (?:told|said|brought|mentioned|asked|called)|(?:is|being) no fun|i'm sorry|i am sorry|(?:thank you|thanks) for (?:telling|sharing|being|giving|your|the time|making)|i can see|i can hear|no wonder|of course you|(?:is|that's|that is|sounds like) a lot)\b/,
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
      /\b(would you be open|(?:can|could|shall|may) (?:we|i) (?:schedule|set|meet|come|bring|get|book|have|grab|sit|stop|drop|see|talk|present|do|join|put|follow|call|send|check|swing|visit|introduce|connect)|(?:can|could|will|would) you (?:sign|meet|set|schedule|introduce|connect|send me|give me|let me|join|make time)|next step|could we|shall we|let's (set|schedule|book|plan|meet|put|get)|would it help if|would you (?:be willing|like me|let me|give me|have|mind)|are you free|does (?:\w+ )?(?:at \d|\d)|how about (?:monday|tuesday|wednesday|thursday|friday|tomorrow|next)|works? for you\?|put (?:it|fifteen|15|ten|10|something) on (?:the|your) calendar)\b/,
    ),
    specificTime: has(
      text,
      /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|this week|\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|at (?:\d{1,2}(:\d{2})?|noon)\b|morning|afternoon|noon|huddle)\b/,
    ),
    // Anything of value to the listener: food and treats brought or bought, gifts, tickets, and
    // free care or staff time ("a free month of private caregiving", "free aide hours").
    inducement: has(
      text,
      /\b(gift cards?|gift baskets?|free lunch|buy (you|your team|the team|everyone) (lunch|breakfast|dinner|coffee|drinks)|lunch for (your|the|the whole) (staff|team|office|unit)|free (meal|service|services)|free (?:\w+ ){0,2}(caregiving|caregiver|sitter|sitters|aides?|aide hours|private duty|month|week|weekend|hours)|(bring|cater|catered|catering|buy|get|with) (?:\w+ ){0,3}(donuts|lunch|breakfast|dinner|pizza|treats|coffee for|food for)|(lunch|breakfast|dinner|donuts|pizza|treats|food) for (?:your|the) (?:\w+ ){0,2}(nurses|aides|staff|team|office|unit|floor|doctors|caregivers)|coffee cards?|tickets|spa day|in exchange for referral)/,
    ),
    disparagesCompetitor: has(
      text,
      /\b(they('re| are) (terrible|bad|awful|incompetent)|their (care|service) is (bad|poor|terrible)|worse than us)\b/,
    ),
  };
}
