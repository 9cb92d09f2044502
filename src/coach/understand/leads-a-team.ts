/**
 * Whether a plan request is about the people the writer manages rather than an account. A plan for
 * reps (a territory to divide among them, a meeting to run, a rep to coach, a team's slump) is a
 * leadership question: a new-account template ("book 15 minutes with the DON") answers nothing in it.
 *
 * The signs are structural, not topical: the team counted ("5 reps", "team of 8", "3 liaisons"),
 * the writer's own management role stated ("I'm the new director", "sales director here"), one rep
 * made the subject of the sentence ("my rep Dana", "a rep quit", "coaching plan for rep who..."),
 * or territory divided between people. Input is lower-cased.
 */
const PEOPLE = String.raw`(?:reps?|liaisons?|marketers?|bdrs?|account (?:execs?|executives?)|sellers?|salespeople|sales reps?)`;
const COUNT = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

const TEAM_SIGNS: readonly RegExp[] = [
  // The team counted: "5 reps", "12 reps across 2 markets", "team of 8", "a sales team of 4".
  new RegExp(String.raw`\b${COUNT} (?:\w+[- ])?${PEOPLE}\b`),
  new RegExp(String.raw`\b(?:sales |bd )?team of ${COUNT}\b`),
  // The writer's own role as a leader: "i'm the new dbd", "sales director here", "as the vp".
  /\b(?:i'm|i am|im|as) (?:the |a |an )?(?:new |newly promoted )?(?:sales |bd )?(?:director|dbd|vp|manager|administrator)\b/,
  /\b(?:sales director|dbd|director of (?:sales|business development)|sales manager) here\b/,
  /\bpromoted to (?:sales )?(?:director|manager|dbd|vp)\b/,
  // One rep as the subject of what happened: "a rep quit", "my newest liaison logs 40 visits".
  // (Not another hospice's rep: "the other hospice rep is there every week" is about an account.)
  new RegExp(
    String.raw`\b(?:my|our|a|the) (?:(?!hospice|other|their|competitor)[a-z0-9-]+ ){0,3}?${PEOPLE} (?:quit|left|resigned|told|said|promised|[a-z]+ed|(?!is\b|has\b|was\b|covers\b)[a-z]+s)\b`,
  ),
  /\btop (?:admitter|producer|performer)\b/,
  // Territory divided between people: "split a territory between 2 reps", "how do i carve it", "redraw territories".
  /\b(?:split(?:ting)?|re-?split|divid(?:e|ing)|carv(?:e|ing)|redraw(?:ing)?|realign(?:ing)?|rebalanc(?:e|ing)) (?:up )?(?:the |a |my |our |her |his )?territor/,
  /\bterritor(?:y|ies) (?:overlap|split|design)\b/,
];

export function leadsATeam(lower: string): boolean {
  return TEAM_SIGNS.some((sign) => sign.test(lower));
}
