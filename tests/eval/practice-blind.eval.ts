import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAGES, type CheckId, type StageName } from '../../src/lib/practice/checks';
import { scoreSession, type PracticeTurn } from '../../src/lib/practice/scorecard';
import { PRACTICE_DIFFICULTIES, PRACTICE_PERSONAS, type PracticeDifficulty, type PracticePersonaId } from '../../src/lib/schemas/chat';
import { PRACTICE_CASES, type PracticeEvalCase } from './practice-cases';
import { EvalReport } from './report';
import { isHeldBack } from './blind-harness/batches';

/**
 * The practice scorecard against labelled transcripts: for every case, each plain-words check a
 * fair coach wrote is mapped to the scorecard's check of the same stage and meaning (the table
 * below), and the two verdicts compared. Reported per check and per stage, apart for the
 * development cases and each blind batch. Gamed development transcripts (stuffed or repeated
 * keywords, recited labels) must earn no passes at all; on blind batches what they earned is listed.
 */

/** A blind check's words → the scorecard check it means, within its stage; first match wins. */
const MEANING: Record<StageName, [RegExp, CheckId][]> = {
  Discovery: [
    [/follow|second|another|more than one|two|deeper|built on|build on|probe|dig/i, 'discovery-follow-up'],
    [/before (?:pitch|talk|present|describ|sell)|first|lead with|opened with a question|instead of pitch/i, 'discovery-first'],
    [/open|question|ask|curious|learn|discover|need|pain|situation/i, 'discovery-open'],
  ],
  Connecting: [
    [
      // ("The rep used her words or built on them": the contact's own words, said without "own".)
      /own words|(?:used|built on) (?:her|his|their|the [\w']+) words|reflect|paraphras|mirror|back to (?:her|him|them)|repeat\w* (?:back|what)|summari|heard what|restat/i,
      'connecting-their-words',
    ],
    [
      // ("Lets the contact do more of the talking than the rep's feature list": listening more than pitching.)
      /more than|more of the talking|feature list|balance|monolog|talk(?:ed)? less|listen(?:ed)? more|let (?:her|him|them) talk|interrupt|brochure|features|pitch/i,
      'connecting-balance',
    ],
    [/acknowledg|empath|validat|recogni|feel|concern|frustrat|understand|rapport|emotion/i, 'connecting-acknowledge'],
  ],
  Guiding: [
    // "No false promises" is honesty; "explains eligibility accurately" is education, though it says "accurately".
    [/promis|overstat|guarantee|false|mislead|exaggerat|claim/i, 'guiding-honest'],
    [/eligib|medicare|benefit|educat|explain|criteria|qualif|six.month|teach/i, 'guiding-educate'],
    [/honest|accurate|truthful/i, 'guiding-honest'],
    [/link|tie|tied|connect|need|so that|outcome|solution|address|relevant|specific to|value/i, 'guiding-link'],
  ],
  Commitment: [
    [/day|time|date|when|specific (?:time|day)|calendar|scheduled/i, 'commitment-time'],
    [/pressure|fair|gift|lunch|value|push|appropriate|small|inducement|respect|choice|sign/i, 'commitment-fair'],
    [/ask|next step|meeting|commit|follow.up|close|request/i, 'commitment-ask'],
  ],
};

export function mapCheck(stage: string, text: string): CheckId | undefined {
  const known = STAGES.find((name) => name.toLowerCase() === stage.trim().toLowerCase());
  return known ? MEANING[known].find(([pattern]) => pattern.test(text))?.[1] : undefined;
}

function personaOf(raw: string): PracticePersonaId {
  if ((PRACTICE_PERSONAS as readonly string[]).includes(raw)) return raw as PracticePersonaId;
  const text = raw.toLowerCase();
  if (/case/.test(text)) return 'case-manager';
  if (/onc/.test(text)) return 'oncology-office';
  if (/alf|assisted/.test(text)) return 'alf-director';
  if (/daughter|family|son/.test(text)) return 'adult-daughter';
  if (/hospitalist|physician|doctor/.test(text)) return 'hospitalist';
  return 'snf-don';
}

const difficultyOf = (raw: unknown): PracticeDifficulty =>
  (PRACTICE_DIFFICULTIES as readonly unknown[]).includes(raw) ? (raw as PracticeDifficulty) : 'medium';

const isGamed = (c: PracticeEvalCase & Record<string, unknown>) =>
  [c.kind, c.type, c.category, c.quality, c.label, c.group, c.id].some(
    (value) => typeof value === 'string' && /gam|stuff|repeat|keyword/i.test(value),
  );

interface Measured {
  report: EvalReport;
  unmapped: string[];
  /** Every check the scorecard passed on a gamed transcript. */
  gamedPasses: string[];
  /** Those of them the labels fail: what stuffing or repetition earned. Must be none. */
  gamedUnearned: string[];
  gamedCases: number;
}

function measure(title: string, cases: PracticeEvalCase[], batch?: string): Measured {
  const report = new EvalReport(title, batch);
  const unmapped: string[] = [];
  const gamedPasses: string[] = [];
  const gamedUnearned: string[] = [];
  let gamedCases = 0;
  for (const c of cases) {
    const transcript: PracticeTurn[] = c.transcript.map((turn) => ({ role: turn.role === 'rep' ? 'rep' : 'persona', text: turn.text }));
    const card = scoreSession(transcript, personaOf(c.persona), difficultyOf(c.difficulty));
    const gamed = isGamed(c as PracticeEvalCase & Record<string, unknown>);
    if (gamed) {
      gamedCases++;
      for (const check of card.checks) if (check.pass) gamedPasses.push(`${c.id}: ${check.id} “${check.evidence}”`);
    }
    for (const [stage, stageChecks] of Object.entries(c.checks)) {
      for (const [text, expected] of Object.entries(stageChecks)) {
        const id = mapCheck(stage, text);
        if (!id) {
          unmapped.push(`${c.id} [${stage}] ${text}`);
          continue;
        }
        const ours = card.checks.find((check) => check.id === id)!;
        if (gamed && ours.pass && !expected) gamedUnearned.push(`${c.id}: ${id} “${ours.evidence}”`);
        report.record({
          category: `${stage} / ${id}`,
          id: c.id,
          pass: ours.pass === expected,
          detail: `“${text}” expected ${expected ? 'pass' : 'fail'}${ours.evidence ? ` (quoted: “${ours.evidence}”)` : ''}`,
        });
      }
    }
  }
  return { report, unmapped, gamedPasses, gamedUnearned, gamedCases };
}

function stageLines(report: EvalReport): string[] {
  return STAGES.map((stage) => {
    const cases = report.outcomes.filter((o) => o.category.startsWith(`${stage} /`));
    const agreed = cases.filter((o) => o.pass).length;
    return `stage ${stage}: ${agreed}/${cases.length} (${cases.length ? ((100 * agreed) / cases.length).toFixed(1) : '–'}%)`;
  });
}

function print(measured: Measured): void {
  // A blind batch's transcripts and check sentences are listed only when asked for (report.ts).
  const lists = measured.report.listsFailures();
  measured.report.print([
    ...stageLines(measured.report),
    `overall agreement: ${(100 * measured.report.passRate()).toFixed(1)}% of ${measured.report.outcomes.length} checks`,
    `gamed transcripts: ${measured.gamedCases}, checks passed on them: ${measured.gamedPasses.length}, of which the labels fail: ${measured.gamedUnearned.length}`,
    ...(lists ? measured.gamedPasses.map((line) => `  ${measured.gamedUnearned.includes(line) ? '✗' : '·'} gamed pass ${line}`) : []),
    ...(measured.unmapped.length
      ? [`unmapped checks (${measured.unmapped.length}):`, ...(lists ? measured.unmapped.slice(0, 20).map((l) => `  ? ${l}`) : [])]
      : []),
  ]);
}

const BLIND_DIR = join(import.meta.dirname, 'blind');
const blindFiles = readdirSync(BLIND_DIR).filter((name) => /^practice-.*\.json$/.test(name) && !isHeldBack(name));

describe('practice scorecard: development transcripts', () => {
  it('agrees on at least 90% of checks, and gamed transcripts earn nothing', () => {
    const measured = measure('Practice scorecard (development cases)', PRACTICE_CASES);
    print(measured);
    expect(measured.unmapped).toEqual([]);
    expect(measured.gamedPasses).toEqual([]);
    expect(measured.report.passRate()).toBeGreaterThanOrEqual(0.9);
  });
});

describe.runIf(blindFiles.length > 0)('practice scorecard: blind batches', () => {
  for (const file of blindFiles) {
    // Measured, not asserted: a blind batch's figure is reported (per check, per stage, and every
    // pass a gamed transcript earned); the test fails only when a batch cannot be read or scored.
    it(`${file}: reports agreement per check and per stage, and what gamed transcripts earned`, () => {
      const batch = JSON.parse(readFileSync(join(BLIND_DIR, file), 'utf8')) as { batch: string; cases: PracticeEvalCase[] };
      const measured = measure(`Practice scorecard (blind: ${batch.batch})`, batch.cases, batch.batch);
      print(measured);
      expect(measured.report.outcomes.length).toBeGreaterThan(0);
      expect(measured.unmapped.length).toBeLessThan(measured.report.outcomes.length);
    });
  }
});
