/**
 * Promises of outcome and of coverage that checks.ts's lists did not hold, read the same way (on
 * lower-case text; a negation in front takes them back there). A fair coach fails honesty on any
 * unconditional guarantee, whoever it is about: the listener's staff, their patients or their numbers.
 */

/**
 * An outcome no hospice can promise: "so your staff never had to worry", "with us that would never
 * happen", "they never end up in the ER again", "you'll see your readmits fall right away", "your
 * discharge numbers will look amazing", "readmits drop by half".
 */
export const PROMISED_OUTCOME = new RegExp(
  [
    String.raw`\bnever (?:had|has|needed|needs|have|need) to (?:worry|stress|think about it|chase)\b`,
    String.raw`\b(?:that|it|this)(?:'ll| will|'d| would) never happen\b|\b(?:that|it|this) (?:won't|will not|wouldn't|would not) (?:ever )?happen (?:again|with us|here)\b`,
    String.raw`\bnever (?:end up|wind up|land|go|be|come) (?:back )?(?:in|to|at|into) the (?:hospital|er|ed|icu|emergency room)\b`,
    String.raw`\b(?:you'll|you will|you'd|you would) see (?:your |ur )?(?:[\w-]+ ){0,3}(?:fall|drop|go down|decrease|shrink|plummet|improve)\b`,
    String.raw`\b(?:your|ur) (?:[\w-]+ ){0,2}(?:numbers|readmits|readmissions|rates?|census|scores?|alos|los|metrics|stats) (?:will|'ll|are going to|gonna) (?:look (?:amazing|great|better|incredible)|drop|fall|go down|improve|thank)\b`,
    String.raw`\b(?:readmits|readmissions|rehospitalizations|er visits|transfers|los) (?:will )?(?:drop|fall|go down|decrease) by (?:half|\d+ ?%)`,
  ].join('|'),
);

/**
 * Coverage promised: every cost ("pays 100% of everything", "covers it all", "you won't pay a dime",
 * "never get a bill"), and curative treatment kept ("we take patients still on chemo").
 */
export const PROMISED_COST_AND_CURE = [
  String.raw`\b(?:pays?|covers?|covering|paying) (?:for )?100 ?(?:%|percent) of (?:everything|it all|all)|\bcovers? (?:it all|everything)\b|\bwon'?t pay a dime\b|\bnever get a bill\b`,
  String.raw`\b(?:take|takes|accept|accepts|admit|admits) (?:[\w-]+ ){0,2}(?:patients|pts|people|folks|them) (?:who are )?(?:still )?(?:on|getting|receiving|doing) (?:chemo|chemotherapy|radiation|dialysis|curative treatment|immunotherapy|infusions)\b`,
];

/**
 * "Medicaid still covers room and board", "the family keeps paying room and board": the payer named is
 * not hospice, so the words of a coverage promise state the rule right.
 */
export const PAID_BY_SOMEONE_ELSE =
  /\b(?:medicaid|the family|families|private pay|long[- ]term care insurance|ltc insurance)(?: still| usually| typically| just| will)?(?: keeps?)?(?: paying)? $/;
