import { findInducements } from '../../check/compliance';
import type { Passage } from '../../retrieve/passages';

/**
 * A plan with the library's entry on the same situation. The entry is the substance (the oncology
 * office that refers late is answered by earlier goals-of-care conversations and palliative teams;
 * the lost SNF by owning the miss and saying what changed), so it is never the part dropped to keep
 * a plan short: it goes right after the plan's heading, where the rep reads first, and the
 * template's generic sections give way instead, the four stages first.
 */
export const PLAN_WORD_LIMIT = 500;
/**
 * What gives way, in order, until the plan fits: the generic outcomes first (never outcomes the rep
 * typed), then the entry's lines beyond two, then the stages' scripted line, then every
 * stage but the one to start at (it carries the setting's own questions, e.g. whether the physician
 * wants to stay on as attending), then the stages, then the entry's remaining lines. The objection
 * cards stay: they are the worries the rep's own scenario names.
 */
const OUTCOMES = '## Outcomes to aim for';
const STAGES = '## The four stages';
const SCRIPTED_LINE = /^- \*\*Say it like this\b.*$\n?/gm;
/** A stage's bullet other than the one to start at. */
const OTHER_STAGE = /^- \*\*(?:Discovery|Connecting|Guiding|Commitment):\*\*.*$\n?/gm;
/** Of the outcomes, the line naming whom to know is the account's own and stays. */
const WHO_TO_KNOW = /^- \*\*Who to know:\*\*.*$/m;
const FITS: readonly { drop: readonly string[]; trimStages?: boolean; startStageOnly?: boolean; entryLines: number }[] = [
  { drop: [], entryLines: 4 },
  { drop: [OUTCOMES], entryLines: 4 },
  { drop: [OUTCOMES], entryLines: 2 },
  { drop: [OUTCOMES], trimStages: true, entryLines: 2 },
  { drop: [OUTCOMES], startStageOnly: true, entryLines: 2 },
  { drop: [OUTCOMES, STAGES], entryLines: 2 },
  { drop: [OUTCOMES, STAGES], entryLines: 0 },
];
const SAY_LINES = 2;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function librarySection(entry: Entry, lineCount: number): string {
  // (A line the output screen would flag, "bring a guide, not food", stays out: a plan raises no false notice.)
  const clean = (line: string) => findInducements(line).length === 0;
  const lines = entry.lines.filter((line) => line !== entry.answer && clean(line)).slice(0, lineCount);
  const say = (entry.say ?? []).filter(clean);
  const parts = [`## From the Spartan library: ${entry.heading}`, '', entry.answer ?? ''];
  if (lines.length) parts.push('', ...lines.map((line) => `- ${line}`));
  if (say.length) parts.push('', '**What to say:**', ...say.slice(0, SAY_LINES).map((line) => `- ${line}`));
  return parts.join('\n').trim();
}

type Entry = Pick<Passage, 'heading' | 'answer' | 'lines' | 'say'>;

/** keepOutcomes: the rep typed the outcomes they want, so that section is theirs and stays. */
export function planWithLibrary(plan: string, entry: Entry, keepOutcomes = false): string {
  // The plan's blocks: its heading block, then one per "## " section.
  const [head, ...sections] = plan.split(/\n(?=## )/);
  for (const fit of FITS) {
    const kept = sections
      .map((section) => {
        const dropped = fit.drop.some((title) => section.startsWith(title) && !(keepOutcomes && title === OUTCOMES));
        if (dropped) return section.startsWith(OUTCOMES) ? (WHO_TO_KNOW.exec(section)?.[0].replace(/^- /, '') ?? '') : '';
        if (!section.startsWith(STAGES)) return section;
        if (fit.startStageOnly) return section.replace(SCRIPTED_LINE, '').replace(OTHER_STAGE, '');
        return fit.trimStages ? section.replace(SCRIPTED_LINE, '') : section;
      })
      .filter(Boolean);
    const text = [head!.trimEnd(), librarySection(entry, fit.entryLines), ...kept.map((s) => s.trim())].join('\n\n');
    if (wordCount(text) <= PLAN_WORD_LIMIT) return text;
  }
  return plan;
}
