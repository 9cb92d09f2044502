import { OBJECTION_ANGLES } from '../../knowledge/objection-angles';
import { RESPONSE_RULE_TEXT } from '../../knowledge/field-numbers';
import { detectSettings } from '../../knowledge/settings';
import { clip, firstSentences, hashString, matchesAny, normalize, pick } from '../../text';
import { findObjection } from '../../retrieve/match';
import { OBJECTIONS } from '../../knowledge/content';
import { OBJECTION_CARDS } from '../../knowledge/library';
import type { SettingId } from '../../knowledge/settings';
import { questionBack, readsAsSpeech } from '../../understand/intent';

/**
 * An alternative answer to an objection, in acknowledge–reframe–ask form, and whether it answered
 * or had to ask what was meant. For the eight known objections it draws on hand-written angles
 * that differ from the stock card; for anything else it recognises the concern's theme (cost,
 * control, time, trust, timing) and builds the same three moves around it.
 */
export function composeObjectionAnswer(objectionText: string): { text: string; outcome: 'answer' | 'clarify' } {
  if (!readsAsSpeech(objectionText)) return { text: questionBack(objectionText), outcome: 'clarify' };
  const seed = hashString(normalize(objectionText));
  const known = findObjection(objectionText);
  const setting = detectSettings(objectionText).primary;
  const angles = known?.kind === 'printed' ? OBJECTION_ANGLES[known.match.objection.id] : undefined;

  const parts = angles
    ? {
        theme: angles.theme,
        acknowledge: pick(angles.acknowledge, seed),
        reframe: pick(angles.reframe, seed >>> 3),
        ask: pick(angles.ask, seed >>> 6),
        tip: firstSentences(known!.kind === 'printed' ? known!.match.objection.tip : '', 2),
      }
    : known?.kind === 'card'
      ? {
          theme: known.card.theme,
          acknowledge: known.card.acknowledge,
          reframe: known.card.reframe,
          ask: known.card.ask,
          tip: known.card.tip,
        }
      : composeForUnknownObjection(objectionText, seed);
  if (!parts) return { text: clarifyingQuestion(objectionText), outcome: 'clarify' };

  const lines = [
    `*A different way to answer ${parts.theme}, in acknowledge–reframe–ask form.*`,
    '',
    `**Acknowledge:** “${parts.acknowledge}”`,
    '',
    `**Reframe:** “${parts.reframe}”`,
    '',
    `**Ask:** “${parts.ask}”`,
    '',
    `**Coaching tip:** ${parts.tip}`,
  ];
  if (setting) {
    lines.push('', `**Next step with ${setting.inSentence}:** offer ${setting.education}.`);
  }
  return { text: lines.join('\n'), outcome: 'answer' };
}

/**
 * An objection the coach doesn't recognise gets a question back rather than a generic reframe:
 * a wrong answer said with confidence costs a rep more than a moment spent clarifying.
 */
function clarifyingQuestion(text: string): string {
  const concern = clip(text.replace(/\s+/g, ' ').replace(/^["“]|["”]$/g, ''), 140);
  return [
    `I want to give you a reframe that fits “${concern}”, so help me place it: who said it (a DON, a physician, a case manager or a family member), and what do you think is underneath it: cost, trust in your team, timing, eligibility, or a past experience with hospice?`,
    '',
    'Until then, use the move that works for any objection: acknowledge it in their words, then ask one open question, such as “What would need to be true for you to feel comfortable with that?”',
  ].join('\n');
}

interface Theme {
  theme: string;
  patterns: RegExp[];
  reframe: string[];
  ask: string[];
}

/** Concerns outside the eight cards, by what they are really about. */
const THEMES: readonly Theme[] = [
  {
    theme: 'a concern about cost',
    patterns: [/\b(?:cost|costs|expensive|afford|money|pay for|insurance|coverage|copay|bill)\b/],
    reframe: [
      'For patients on Medicare, the Hospice Benefit covers care related to the terminal illness: nurse and aide visits, medications, equipment and supplies, usually at little or no cost to the family. Private plans vary, and our intake team checks coverage before anything is decided.',
    ],
    ask: ['Would it help if our intake team checked this patient’s coverage and explained it to the family in plain terms?'],
  },
  {
    theme: 'a request to wait',
    patterns: [
      /\b(?:later|not now|next (?:month|quarter|year|scan|appointment)|call (?:me )?back|wait|bad time|after the (?:scan|results|holidays))\b/,
    ],
    reframe: [
      'Waiting is fine for me, but for patients timing matters: people referred earlier get months of support instead of days. I’d rather be useful now in a small way than visit later with nothing to offer.',
    ],
    ask: ['Is there one small thing I could do now that would make a later conversation easier?'],
  },
  {
    theme: 'a worry about losing control of the patient’s care',
    patterns: [/\b(?:doctor|physician|attending|lose (?:control|the patient|my patient)|take over|my patients?)\b/],
    reframe: [
      'The physician can stay on as the attending on hospice, keeps directing care, and hears from us after every significant change. Hospice adds a team around the patient; it doesn’t take the patient away.',
    ],
    ask: ['How would you like to be updated when something changes: a call, a fax or the portal?'],
  },
  {
    theme: 'a concern about time and paperwork',
    patterns: [/\b(?:paperwork|forms?|time|busy|hassle|complicated|process)\b/],
    reframe: [
      'A referral to us is one phone call. Our intake team gathers the records, handles the hospice paperwork and tells you exactly what we need from you, so your staff spend minutes, not hours.',
    ],
    ask: ['What is the most time-consuming part of a hospice referral for your team today?'],
  },
  {
    theme: 'a question of trust and quality',
    patterns: [/\b(?:trust|quality|reputation|reliab\w*|staffing|turnover|complain\w*|review|ratings?)\b/],
    reframe: [
      `Trust should rest on commitments you can check. We ${RESPONSE_RULE_TEXT.respond.toLowerCase()}, contact the family the same day, and our family ratings are public on Medicare’s Care Compare.`,
    ],
    ask: ['What would we need to show you with the first patient to earn the second?'],
  },
];

function composeForUnknownObjection(text: string, seed: number) {
  const normalized = normalize(text);
  const theme = THEMES.find((candidate) => matchesAny(normalized, candidate.patterns));
  if (!theme) return undefined;
  return {
    theme: theme.theme,
    acknowledge: pick(
      [
        'Thank you for saying that plainly. It’s a fair concern, and I’d rather hear it now than guess at it later.',
        'That’s a reasonable thing to weigh, and I appreciate you being direct with me.',
      ],
      seed,
    ),
    reframe: pick(theme.reframe, seed >>> 3),
    ask: pick(theme.ask, seed >>> 6),
    tip: 'Listen fully before you answer, ask one clarifying question, and never argue or criticize another provider. Write down what you learned and bring something useful tied to it on your next visit.',
  };
}

/** The objections reps hear most in each setting, by card id (printed cards and the extra ones). */
const COMMON_OBJECTIONS: Record<SettingId, readonly string[]> = {
  snf: ['already-have-a-provider', 'no-time-for-in-service', 'no-weekend-visits', 'take-everyone'],
  hospital: ['not-sick-enough', 'already-have-a-provider', 'continuous-care-not-delivered', 'cherry-picking'],
  physician: ['physicians-prefer-palliative', 'still-on-chemo', 'not-sick-enough', 'just-want-census'],
  alf: ['family-not-ready', 'home-health-is-enough', 'no-weekend-visits', 'all-hospices-are-the-same'],
  'memory-care': ['not-sick-enough', 'family-not-ready', 'no-weekend-visits', 'already-have-a-provider'],
  home: ['hospice-means-giving-up', 'wants-everything-done', 'family-not-ready'],
  general: ['already-have-a-provider', 'all-hospices-are-the-same', 'not-sick-enough', 'just-want-census'],
};

/** "Coach me on SNF objections": the ones that setting raises most, each with a reframe and an ask. */
export function objectionsOverview(settingId: SettingId, settingLabel: string): string {
  const lines = [`## The objections you’ll hear most: ${settingLabel}`, ''];
  for (const id of COMMON_OBJECTIONS[settingId]) {
    const printed = OBJECTIONS.find((o) => o.id === id);
    const angles = OBJECTION_ANGLES[id];
    const card = OBJECTION_CARDS.find((c) => c.id === id);
    if (printed && angles) lines.push(`- **“${printed.objection}”** ${firstSentences(angles.reframe[0]!, 2)} *Ask:* “${angles.ask[0]}”`);
    else if (card) lines.push(`- **“${card.objection}”** ${firstSentences(card.reframe, 1)} *Ask:* “${card.ask}”`);
  }
  lines.push('', 'Tell me the exact words you heard and who said them, and I’ll give you a full acknowledge–reframe–ask answer.');
  return lines.join('\n');
}
