/**
 * "help me w my account its not going good", "need a plan for my territory", "help w my numbers",
 * "my team is struggling":
 * a request that names only a broad subject gives the coach nothing to answer with. A generic
 * playbook or a metric's definition would answer a question the rep did not ask, so the coach asks
 * the one question that would let it answer, about the subject they named.
 */

/**
 * Words that carry no particulars: asking, filler, feelings and the broad subjects themselves. A
 * rank ("my biggest account", "our top account") picks one the coach can't see, so it names none.
 */
const FILLER = new Set(
  `a an the my our me i im i'm we us you u ur ya your it its it's is are was be been being to for of on in with w w/ and or but so
  help helping need needs want pls please plz can could would should do does how what some any
  going go goes doing good great well badly bad not isnt isn't aint ain't really very so much too just still again
  hey hi ok okay thanks thx idk lol ugh honestly kinda sorta stuck struggling lost rough tough hard
  plan plans strategy ideas idea advice tips fix fixed improve better work working stuff things thing something
  asap quick quickly now today urgent urgently fast soon real
  biggest best top main largest worst key important favorite favourite one this that`.split(/\s+/),
);

/** The broad subjects a vague request names, each with the question that would let the coach answer. */
const SUBJECTS: { pattern: RegExp; question: string }[] = [
  {
    pattern: /^(?:accounts?|account's)$/,
    question:
      'Which account is it (a SNF, hospital, ALF, physician office or oncology practice), and what changed: fewer referrals, a new decision maker, a bad experience with us, or another hospice getting the calls?',
  },
  {
    pattern: /^(?:territor(?:y|ies)|area|market|region|route)$/,
    question:
      'What does your territory hold (how many SNFs, ALFs, hospitals and physician offices), which accounts refer today, and what is the goal: more referrals from current accounts, new accounts, or earlier referrals?',
  },
  {
    pattern: /^(?:numbers|metrics|stats|kpis?|figures|data|dashboard)$/,
    question:
      'Which numbers, and for what period? Type them (for example referrals, admissions, average or median length of stay, live discharges) and what you want to know, and I’ll work them through.',
  },
  {
    // "my team is struggling. fix it": which result, and what has been seen, before any advice.
    pattern: /^(?:team|teams|reps?|liaisons?|marketers?|staff|people|salesforce|department)$/,
    question:
      'What is the team struggling with: referrals, conversion to admissions, visit activity, turnover or morale? Give me the figures you have (referrals, admissions, visits per rep) or what you have seen, and I’ll help you find the first fix.',
  },
  {
    pattern: /^(?:referrals?|census|admits?|admissions)$/,
    question:
      'What are your figures and for what period, and where do your referrals come from now? Tell me the goal too, and I’ll work out what it takes.',
  },
];

/** The one question back for a request that names only a broad subject; undefined when it says more. */
export function vagueRequestQuestion(text: string): string | undefined {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  if (/\d/.test(lower)) return undefined;
  const words = lower.match(/[a-z][a-z'/]*/g) ?? [];
  if (words.length === 0 || words.length > 12) return undefined;
  const content = words.filter((word) => !FILLER.has(word));
  if (content.length !== 1) return undefined;
  return SUBJECTS.find(({ pattern }) => pattern.test(content[0]!))?.question;
}
