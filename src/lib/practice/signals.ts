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
  const question = text.includes('?');
  return {
    openQuestion: question && has(text, /\b(what|how|why|tell me|walk me through|describe|who|when you)\b/),
    closedQuestion: question && has(text, /^(do|does|did|is|are|can|could|would|will|have|has)\b/),
    empathy: has(
      text,
      /\b(i understand|that sounds|i hear you|makes sense|that must|i appreciate|i can imagine|fair enough|you're right to)\b/,
    ),
    featurePitch: has(text, /\b(we offer|we provide|our hospice (has|is|offers|provides)|we have a|we're the best|we are the best)\b/),
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
      /\b(would you be open|can we (schedule|set|meet)|next step|could we|shall we|let's (set|schedule|book|plan)|would it help if|may i (come|bring|schedule))\b/,
    ),
    specificTime: has(
      text,
      /\b(monday|tuesday|wednesday|thursday|friday|tomorrow|next week|this week|\d{1,2}(:\d{2})?\s?(am|pm)|morning|afternoon)\b/,
    ),
    inducement: has(
      text,
      /\b(gift card|free lunch|buy (you|your team) lunch|lunch for (your|the) (staff|team)|free (meal|service|services)|bring (donuts|lunch|food)|tickets|in exchange for referral)/,
    ),
    disparagesCompetitor: has(
      text,
      /\b(they('re| are) (terrible|bad|awful|incompetent)|their (care|service) is (bad|poor|terrible)|worse than us)\b/,
    ),
  };
}
