import { STAGES, type StageName } from './checks';
import type { PracticeDifficulty, PracticePersonaId } from '../schemas/chat';

/**
 * Practice progress kept on the device (no account): one entry per scored session, the per-stage
 * trend over the last sessions, and which stage to practise next.
 */
export const PROGRESS_KEY = 'spartan_practice_progress';
const KEEP = 200;

export interface ProgressEntry {
  at: string;
  persona: PracticePersonaId;
  difficulty: PracticeDifficulty;
  score: number;
  passed: boolean;
  stages: Record<StageName, number>;
}

const isEntry = (value: unknown): value is ProgressEntry =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as ProgressEntry).at === 'string' &&
  typeof (value as ProgressEntry).score === 'number' &&
  STAGES.every((stage) => typeof (value as ProgressEntry).stages?.[stage] === 'number');

export function readProgress(storage: Pick<Storage, 'getItem'> = localStorage): ProgressEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PROGRESS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function addProgress(entry: ProgressEntry, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): ProgressEntry[] {
  const all = [...readProgress(storage), entry].slice(-KEEP);
  try {
    storage.setItem(PROGRESS_KEY, JSON.stringify(all));
  } catch (error) {
    console.warn('Could not keep this scorecard on the device', error);
  }
  return all;
}

/** Each stage's percent in the last `count` sessions, oldest first. */
export function stageTrend(entries: readonly ProgressEntry[], count = 5): Record<StageName, number[]> {
  const recent = entries.slice(-count);
  return Object.fromEntries(STAGES.map((stage) => [stage, recent.map((entry) => entry.stages[stage])])) as Record<StageName, number[]>;
}

/** The stage with the lowest average over the last five sessions; ties go to the earlier stage. */
export function weakestStage(entries: readonly ProgressEntry[]): StageName | undefined {
  if (entries.length === 0) return undefined;
  const trend = stageTrend(entries);
  const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return STAGES.reduce((weakest, stage) => (average(trend[stage]) < average(trend[weakest]) ? stage : weakest), STAGES[0]);
}

export const STAGE_PRACTICE_TIPS: Record<StageName, string> = {
  Discovery: 'Open with a question about their world and ask one follow-up before you mention your hospice.',
  Connecting: 'Acknowledge what they said and say it back in their own words before you answer.',
  Guiding: 'Tie one thing you do to the need they named with “so that”, and explain the benefit plainly.',
  Commitment: 'Ask for one small next step with a day and time: “Could I have fifteen minutes Thursday at 2?”',
};

/** Replaces the latest entry (the same session, re-scored by the site's coach once it answered). */
export function replaceLatestProgress(entry: ProgressEntry, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): ProgressEntry[] {
  const all = [...readProgress(storage).slice(0, -1), entry];
  try {
    storage.setItem(PROGRESS_KEY, JSON.stringify(all));
  } catch (error) {
    console.warn('Could not keep this scorecard on the device', error);
  }
  return all;
}
