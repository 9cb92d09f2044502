import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'vitest';
import { buildTerritory } from '../../scripts/territory/build-territory';
import { fileSource } from '../../scripts/territory/catalog';
import { parseQuestion } from '../../src/territory/parse-question';
import { answerQuestion, providerNames } from '../../src/territory/query';
import type { TerritoryState } from '../../src/territory/types';
import { FIXTURE_DIR } from '../fixtures/cms-catalog-server';

/**
 * `npx vitest bench --run territory-query`: parsing and answering each kind of
 * territory question, over the fixture and over a state the size of California (the fixture's
 * rows repeated to ~1,400 hospices, ~1,800 nursing homes and ~600 hospitals). The goal is p95
 * under 50 ms on a phone (4× slower CPU than this machine), so p99 here should stay under ~10 ms.
 */
const dir = mkdtempSync(join(tmpdir(), 'territory-bench-'));
await buildTerritory({ mode: 'fixture', source: fileSource(FIXTURE_DIR), outDir: dir, cacheDir: join(dir, 'cache'), log: () => {} });
const az = JSON.parse(readFileSync(join(dir, 'AZ.json'), 'utf8')) as TerritoryState;

function scaled(data: TerritoryState, times: number): TerritoryState {
  const copy = <T extends { ccn: string; name: string }>(rows: T[]) =>
    Array.from({ length: times }, (_, i) =>
      rows.map((row) => ({ ...row, ccn: `${row.ccn}-${i}`, name: i ? `${row.name} ${i}` : row.name })),
    ).flat();
  return { ...data, hospices: copy(data.hospices), nursingHomes: copy(data.nursingHomes), hospitals: copy(data.hospitals) };
}
const large = scaled(az, 350);

const QUESTIONS = ['who serves 85004', 'SNFs in Maricopa over 100 beds', 'hospitals in Pima', 'how does Sunrise Hospice compare'];

for (const [label, data] of [
  ['fixture (AZ)', az],
  ['California-sized state', large],
] as const) {
  test(`territory questions over the ${label}`, async ({ bench }) => {
    const context = { counties: data.counties, providerNames: providerNames(data) };
    await bench.compare(
      ...QUESTIONS.map((question) =>
        bench(question, () => {
          const parsed = parseQuestion(question, context);
          if (!parsed) throw new Error(question);
          return answerQuestion(data, parsed, { state: 'AZ', counties: ['Maricopa'], zips: [] });
        }),
      ),
    );
  });
}
