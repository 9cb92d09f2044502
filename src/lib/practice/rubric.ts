import type { PracticePersonaId } from '../schemas/chat';
import { readSignals, type LineSignals } from './signals';

/**
 * Scores a practice session against the four stages of the Spartan Method with yes/no criteria,
 * some the same for everyone and some specific to the person the rep was talking to (a DON, a
 * hospitalist, a daughter). Each stage is 1 plus the criteria met (at most 5). The whole session
 * counts; a line said twice counts once, and a line stuffed with every keyword earns nothing.
 */
export type StageName = 'Discovery' | 'Connecting' | 'Guiding' | 'Commitment';

export interface StageScore {
  stage: StageName;
  score: number;
  evidence: string;
  improvement: string;
  /** The yes/no criteria, in order, with whether each was met. */
  criteria: { label: string; met: boolean }[];
}

export interface Scorecard {
  stages: StageScore[];
  total: number;
  complianceFlags: string[];
  /** Lines that earned nothing because they were repeats or keyword-stuffed. */
  ignoredLines: number;
}

interface Line {
  text: string;
  lower: string;
  signals: LineSignals;
}

interface Session {
  lines: Line[];
  persona: PracticePersonaId;
  has: (key: keyof LineSignals) => Line[];
}

interface Criterion {
  label: string;
  met: (session: Session) => boolean;
  /** What to do next time, in words that fit the person the rep is talking to. */
  improve: Record<PracticePersonaId, string>;
}

const same = (text: string): Record<PracticePersonaId, string> => ({ 'snf-don': text, hospitalist: text, 'adult-daughter': text });

/** What each persona cares about: a rep who names it has listened. */
const PERSONA_WORLD: Record<PracticePersonaId, RegExp> = {
  'snf-don': /\b(?:unit|floor|residents?|nurses?|staff|shift|weekends?|saturday|sunday|survey|families)\b/,
  hospitalist: /\b(?:discharges?|readmi\w*|patients?|case managers?|length of stay|census|admissions?|chf|heart failure|copd)\b/,
  'adult-daughter': /\b(?:dad|father|your (?:mom|mother|brother|family)|he|him|his|you(?:'re| are)? (?:doing|holding up|coping)|for you)\b/,
};

const PERSONA_NEED: Record<PracticePersonaId, RegExp> = {
  'snf-don': /\b(?:weekends?|saturday|sunday|after[- ]hours|nights?|on-call|families|paperwork|admission packet|transfers?|readmi\w*)\b/,
  hospitalist: /\b(?:same[- ]day|discharge|readmi\w*|within (?:an? |\d+ )?hours?|response time|intake|bedside)\b/,
  'adult-daughter': /\b(?:pain|comfort\w*|at home|own (?:chair|bed|home)|his doctor|keep (?:seeing|his)|symptoms?)\b/,
};

/** A commitment that fits the person: a small next step with staff, or, with a family, a visit on their terms. */
const FITTING_ASK: Record<PracticePersonaId, RegExp> = {
  'snf-don': /\b(?:minutes|huddle|in-?service|unit managers|meet|meeting|next (?:resident|referral)|evaluation|visit)\b/,
  hospitalist: /\b(?:guide|one-page|case manager|next patient|evaluation|bedside|call|minutes)\b/,
  'adult-daughter': /\b(?:come back|visit|your brother|family|sit down|talk with (?:him|your)|nurse|social worker|whenever you)\b/,
};

const PRESSURE_ON_FAMILY = /\b(?:sign|referral|decide (?:today|now)|today)\b/;

const CRITERIA: Record<StageName, Criterion[]> = {
  Discovery: [
    {
      label: 'Asked an open question',
      met: (s) => s.has('openQuestion').length > 0,
      improve: {
        'snf-don':
          'Open with a question about her floor before you say anything about yours: “Walk me through what happens when a resident declines on a weekend.”',
        hospitalist: 'Open with a question about his patients, in one breath: “Which of your patients worry you most at discharge?”',
        'adult-daughter':
          'Open by asking about her dad, not about hospice: “Tell me about your father. What matters most to him right now?”',
      },
    },
    {
      label: 'Asked open questions in at least two turns',
      met: (s) => s.has('openQuestion').length >= 2,
      improve: {
        'snf-don':
          'Go one level deeper on her answer: “What happened the last time a resident declined on a weekend?” turns a complaint into a need you can solve.',
        hospitalist:
          'Follow his answer with one more short question: “Which patients bounce back fastest?” He gives you thirty seconds; make it count.',
        'adult-daughter': 'Follow what she shares with one more gentle question: “What worries you most about the nights?”',
      },
    },
    {
      label: 'Asked about their world, in their terms',
      met: (s) => s.lines.some((l) => l.signals.openQuestion && PERSONA_WORLD[s.persona].test(l.lower)),
      improve: {
        'snf-don': 'Ask about her floor, not your hospice: “How do your nurses handle a resident who declines on a Saturday?”',
        hospitalist: 'Ask about his patients and his discharges: “Which of your heart failure patients come back within 30 days?”',
        'adult-daughter': 'Ask about her father and about her: “How is your dad doing this week, and how are you holding up?”',
      },
    },
    {
      label: 'Asked before pitching',
      met: (s) => {
        const firstQuestion = s.lines.findIndex((l) => l.signals.openQuestion);
        const firstPitch = s.lines.findIndex((l) => l.signals.featurePitch);
        return firstQuestion !== -1 && (firstPitch === -1 || firstQuestion < firstPitch);
      },
      improve: same('Hold the features until they have told you what hurts; the first thing you say should be a question.'),
    },
  ],
  Connecting: [
    {
      label: 'Acknowledged what they said',
      met: (s) => s.has('empathy').length > 0,
      improve: same('Acknowledge what they just told you before answering it: “That sounds exhausting” earns the right to continue.'),
    },
    {
      label: 'Acknowledged, then asked',
      met: (s) => s.lines.some((l) => l.signals.empathy && l.signals.openQuestion),
      improve: same(
        'Pair the acknowledgement with a question in the same turn, so they keep talking: “That sounds hard. What would help most?”',
      ),
    },
    {
      label: 'Listened more than pitched',
      met: (s) =>
        s.has('featurePitch').length <= s.has('empathy').length + s.has('openQuestion').length &&
        s.lines.length > 0 &&
        s.has('featurePitch').length < s.lines.length,
      improve: same('Cut one feature from every turn and replace it with a question or a reflection of what they said.'),
    },
    {
      label: 'Fitted the person',
      met: (s) =>
        s.persona === 'hospitalist'
          ? s.lines.length > 0 && s.lines.every((l) => l.text.split(/\s+/).length <= 35)
          : s.persona === 'adult-daughter'
            ? s.lines.some((l) => /\b(?:how (?:are|is) you|for you|you(?:'re| are) (?:doing|holding up|coping))\b/.test(l.lower))
            : s.lines.some((l) => /\b(?:nurses?|staff|team)\b/.test(l.lower) && (l.signals.empathy || l.signals.valueLink)),
      improve: {
        'snf-don': 'Name her nurses’ load in her words (“So weekends leave your nurses alone with it”) so she feels heard, not handled.',
        hospitalist: 'Keep every turn under 30 words; a hospitalist between admissions stops listening after that.',
        'adult-daughter': 'Ask how she is doing, not only her father: caregivers rarely get asked, and it changes the conversation.',
      },
    },
  ],
  Guiding: [
    {
      label: 'Linked a service to their outcome',
      met: (s) => s.has('valueLink').length > 0,
      improve: {
        'snf-don':
          'Replace “we offer” with “so that”: “Our nurse comes out on weekends, so that your staff aren’t managing symptoms alone.”',
        hospitalist:
          'Tie what you do to his numbers: “We can see a patient before discharge the same day, which means fewer readmissions.”',
        'adult-daughter': 'Tie hospice to what she wants for him: “A nurse on call at night, so that he can stay in his own chair.”',
      },
    },
    {
      label: 'Answered the need they named',
      met: (s) =>
        s.lines.some(
          (l) => (l.signals.valueLink || l.signals.eligibilityEducation || l.signals.featurePitch) && PERSONA_NEED[s.persona].test(l.lower),
        ),
      improve: {
        'snf-don': 'Answer the need she gave you (weekends, families, paperwork) with one specific commitment you can keep.',
        hospitalist: 'Answer his pressure directly: same-day evaluation before discharge and a call back within the hour.',
        'adult-daughter': 'Answer her fear about pain and comfort plainly, and that he can keep his own doctor.',
      },
    },
    {
      label: 'Educated honestly on eligibility or the benefit',
      met: (s) =>
        s.has('eligibilityEducation').length > 0 ||
        (s.persona === 'adult-daughter' &&
          s.lines.some((l) => /\b(?:medicare|covers?|his (?:own )?doctor|comfort|leave hospice|change (?:your|his) mind)\b/.test(l.lower))),
      improve: {
        'snf-don':
          'Teach one eligibility sign her nurses can use, such as weight loss and repeat infections in dementia (FAST 7), without promising anyone qualifies.',
        hospitalist:
          'Give him the non-cancer criteria in one line (for heart failure: NYHA class IV at rest despite optimal treatment) and offer to do the review.',
        'adult-daughter':
          'Explain what hospice includes in plain words: Medicare covers it, he keeps his doctor, and he can leave hospice if things change.',
      },
    },
    {
      label: 'More substance than pitch',
      met: (s) =>
        s.has('featurePitch').length <= s.has('valueLink').length + s.has('eligibilityEducation').length &&
        s.has('valueLink').length + s.has('eligibilityEducation').length > 0,
      improve: same('Back each claim with something they can check, such as your response time last quarter, instead of another feature.'),
    },
  ],
  Commitment: [
    {
      label: 'Asked for a next step',
      met: (s) => s.has('commitmentAsk').length > 0,
      improve: same('Ask for one small, specific next step before you leave; a good conversation without one is a lost visit.'),
    },
    {
      label: 'Gave it a day and time',
      met: (s) => s.lines.some((l) => l.signals.commitmentAsk && l.signals.specificTime),
      improve: same('Put a day and time on the ask: “Could I come back Tuesday at 2 for fifteen minutes?”'),
    },
    {
      label: 'Asked for a step that fits the person',
      met: (s) =>
        s.lines.some((l) => l.signals.commitmentAsk && FITTING_ASK[s.persona].test(l.lower)) &&
        (s.persona !== 'adult-daughter' || !s.lines.some((l) => l.signals.commitmentAsk && PRESSURE_ON_FAMILY.test(l.lower))),
      improve: {
        'snf-don':
          'Ask for something small she can say yes to: fifteen minutes with her unit managers, or the next resident who may be appropriate.',
        hospitalist: 'Ask for a two-minute yes: send the one-page guide to his case manager, or see his next patient before discharge.',
        'adult-daughter':
          'Offer, don’t ask for a decision: “Would it help if our nurse came by when your brother is here?” Never ask a family to sign or refer.',
      },
    },
    {
      label: 'Asked only after learning their need',
      met: (s) => {
        const firstAsk = s.lines.findIndex((l) => l.signals.commitmentAsk);
        return firstAsk > 0 && s.lines.slice(0, firstAsk).some((l) => l.signals.openQuestion);
      },
      improve: same('Earn the ask: make it only after they have told you what they need, and tie it to that need.'),
    },
  ],
};

/** What the criteria look for; a line hitting four or more at once is a keyword recital, not a conversation. */
const SCORED_SIGNALS: (keyof LineSignals)[] = ['openQuestion', 'empathy', 'valueLink', 'eligibilityEducation', 'commitmentAsk'];

function isStuffed(line: string, signals: LineSignals = readSignals(line)): boolean {
  if (SCORED_SIGNALS.filter((key) => signals[key]).length >= 4) return true;
  const words = line.toLowerCase().match(/[a-z']{4,}/g) ?? [];
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.values()].some((count) => count >= 4) || words.length > 90;
}

export function scoreConversation(repLines: string[], persona: PracticePersonaId = 'snf-don'): Scorecard {
  const seen = new Set<string>();
  const lines: Line[] = [];
  const flagged: LineSignals[] = [];
  let ignoredLines = 0;
  for (const text of repLines) {
    const key = text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    const signals = readSignals(text);
    flagged.push(signals);
    if (!key || seen.has(key) || isStuffed(text, signals)) {
      ignoredLines++;
      continue;
    }
    seen.add(key);
    lines.push({ text, lower: text.toLowerCase(), signals });
  }
  const session: Session = { lines, persona, has: (key) => lines.filter((l) => l.signals[key]) };

  const stages: StageScore[] = (Object.keys(CRITERIA) as StageName[]).map((stage) => {
    const criteria = CRITERIA[stage].map((criterion) => ({ criterion, met: criterion.met(session) }));
    const met = criteria.filter((c) => c.met);
    const firstMissed = criteria.find((c) => !c.met);
    return {
      stage,
      score: Math.min(5, 1 + met.length),
      evidence: met.length ? `${met.map((c) => c.criterion.label.toLowerCase()).join('; ')}.` : 'None of this stage’s moves yet.',
      improvement: firstMissed ? firstMissed.criterion.improve[persona] : NEXT_LEVEL[stage][persona],
      criteria: criteria.map((c) => ({ label: c.criterion.label, met: c.met })),
    };
  });

  // Compliance counts every line, repeats and stuffed ones included.
  const complianceFlags: string[] = [];
  if (flagged.some((s) => s.inducement)) {
    complianceFlags.push(
      'You offered something of value (a meal, gift or free service) to a referral source. That can violate the Anti-Kickback Statute: never tie anything of value to referrals.',
    );
  }
  if (flagged.some((s) => s.disparagesCompetitor)) {
    complianceFlags.push(
      "You criticised another hospice. Families and facilities have the right to choose; win on your own service, not on a competitor's faults.",
    );
  }
  return { stages, total: stages.reduce((sum, s) => sum + s.score, 0), complianceFlags, ignoredLines };
}

const NEXT_LEVEL: Record<StageName, Record<PracticePersonaId, string>> = {
  Discovery: same('Strong discovery. Next time, ask who else should hear this, so you map the second decision maker too.'),
  Connecting: same('You connected well. Next time, repeat their exact words back once before you move to Guiding.'),
  Guiding: same('Good guiding. Next time, bring one number they can check, such as your weekend response time last quarter.'),
  Commitment: same('Good close. Confirm the commitment in writing the same day and say exactly what you will bring.'),
};

/** The scorecard as the coach says it in chat. */
export function formatScorecard(card: Scorecard): string {
  const lines = [`**Your practice scorecard: ${card.total}/20**`, ''];
  for (const stage of card.stages) {
    lines.push(`**${stage.stage}: ${stage.score}/5**`, `- What I saw: ${stage.evidence}`, `- Improve: ${stage.improvement}`, '');
  }
  if (card.ignoredLines)
    lines.push(
      `*${card.ignoredLines} line${card.ignoredLines === 1 ? ' was' : 's were'} repeated or packed with keywords and earned nothing: one move per turn, in your own words.*`,
      '',
    );
  if (card.complianceFlags.length) {
    lines.push('**Compliance**', ...card.complianceFlags.map((flag) => `- ${flag}`));
  }
  return lines.join('\n').trim();
}
