import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTerritory } from '../../scripts/territory/build-territory';
import { fileSource } from '../../scripts/territory/catalog';
import { parseQuestion, type QuestionContext } from '../../src/territory/parse-question';
import { promptRows } from '../../src/territory/prompt-rows';
import { answerQuestion, providerNames, type Territory } from '../../src/territory/query';
import type { TerritoryState } from '../../src/territory/types';
import { FIXTURE_DIR } from '../fixtures/cms-catalog-server';

let dir: string;
let az: TerritoryState;
let oh: TerritoryState;
const context = (data: TerritoryState): QuestionContext => ({ counties: data.counties, providerNames: providerNames(data) });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'territory-query-'));
  await buildTerritory({ mode: 'fixture', source: fileSource(FIXTURE_DIR), outDir: dir, cacheDir: join(dir, 'cache'), log: () => {} });
  az = JSON.parse(await readFile(join(dir, 'AZ.json'), 'utf8')) as TerritoryState;
  oh = JSON.parse(await readFile(join(dir, 'OH.json'), 'utf8')) as TerritoryState;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('territory question parser', () => {
  it.each([
    ['who serves 85004', { kind: 'hospices', zip: '85004' }],
    ['Which hospices serve Pima County?', { kind: 'hospices', county: 'Pima' }],
    ['85719', { kind: 'hospices', zip: '85719' }],
    ['SNFs in Maricopa over 100 beds', { kind: 'nursingHomes', county: 'Maricopa', minBeds: 101 }],
    ['nursing homes in Pima with at least 60 beds and 4+ stars', { kind: 'nursingHomes', county: 'Pima', minBeds: 60, minRating: 4 }],
    ['skilled nursing facilities under 100 beds in my territory', { kind: 'nursingHomes', maxBeds: 99 }],
    ['Which skilled nursing facilities in my county have memory care units?', { kind: 'nursingHomes', unsupported: 'memory care units' }],
    ['hospitals in Maricopa', { kind: 'hospitals', county: 'Maricopa' }],
    ['how does Sunrise Hospice compare', { kind: 'provider', name: 'SUNRISE HOSPICE (EXAMPLE)', compare: true }],
    ['Tell me about Camelback Care Center', { kind: 'provider', name: 'CAMELBACK EXAMPLE CARE CENTER', compare: false }],
    ['What is the star rating of Saguaro?', { kind: 'provider', name: 'SAGUARO EXAMPLE HOSPICE', compare: false }],
    ['how does Bright Horizons Hospice compare', { kind: 'provider', name: 'Bright Horizons Hospice', compare: true }],
  ])('%s', (question, expected) => {
    expect(parseQuestion(question, context(az))).toEqual(expected);
  });

  it.each([
    'What are the hospice eligibility indicators for dementia?',
    'What do hospital case managers look for in a hospice partner?',
    'How should I tier the accounts in my territory?',
    'Which SNFs near Dayton have the most hospice discharges?',
    'What is the Medicare hospice benefit?',
  ])('leaves knowledge questions to the coach: %s', (question) => {
    expect(parseQuestion(question, context(az))).toBeNull();
  });
});

describe('territory answers over the fixture', () => {
  const ask = (data: TerritoryState, question: string, territory?: Territory) => {
    const parsed = parseQuestion(question, context(data));
    if (!parsed) throw new Error(`not parsed: ${question}`);
    return answerQuestion(data, parsed, territory);
  };
  const names = (answer: ReturnType<typeof ask>) => ('rows' in answer ? answer.rows.map((row) => row.name) : []);

  it('hospices serving a ZIP code, from CMS’s service-area list', () => {
    const answer = ask(az, 'who serves 85004');
    expect(answer).toMatchObject({ kind: 'hospices', where: 'ZIP code 85004' });
    expect(names(answer)).toEqual(['MESA VERDE EXAMPLE HOSPICE CARE', 'SAGUARO EXAMPLE HOSPICE', 'SUNRISE HOSPICE (EXAMPLE)']);
    expect(names(ask(az, 'who serves 85719'))).toEqual(['DESERT BLOOM EXAMPLE HOSPICE']);
  });

  it('hospices serving a county: located there or serving a ZIP code of it', () => {
    expect(names(ask(oh, 'hospices serving Cuyahoga'))).toEqual(['LAKESHORE EXAMPLE HOSPICE']);
    expect(names(ask(oh, 'hospices serving Franklin'))).toEqual(['BUCKEYE EXAMPLE HOSPICE', 'SCIOTO EXAMPLE HOSPICE']);
  });

  it('nursing homes in a county, filtered by beds and stars; the rep’s territory when no county is named', () => {
    expect(names(ask(az, 'SNFs in Maricopa over 100 beds'))).toEqual(['CAMELBACK EXAMPLE CARE CENTER', 'MCDOWELL EXAMPLE HEALTH CENTER']);
    expect(names(ask(az, 'nursing homes in Maricopa with 3+ stars'))).toEqual([
      'CAMELBACK EXAMPLE CARE CENTER',
      'PAPAGO EXAMPLE NURSING & REHAB',
    ]);
    const mine = ask(az, 'Which skilled nursing facilities in my county have memory care units?', {
      state: 'AZ',
      counties: ['Pima'],
      zips: [],
    });
    expect(mine).toMatchObject({ kind: 'nursingHomes', where: 'Pima County', unsupported: 'memory care units' });
    expect(names(mine)).toEqual(['CATALINA EXAMPLE POST ACUTE', 'RINCON EXAMPLE SKILLED NURSING']);
    expect(names(ask(oh, 'nursing homes in my territory', { state: 'OH', counties: [], zips: ['44113'] }))).toEqual([
      'EUCLID EXAMPLE SKILLED CARE',
    ]);
  });

  it('hospitals in a county', () => {
    expect(names(ask(az, 'hospitals in Maricopa'))).toEqual(['CHOLLA EXAMPLE REHABILITATION HOSPITAL', 'VALLEY EXAMPLE MEDICAL CENTER']);
  });

  it('a hospice’s profile sets its figures beside the state and national ones, each with its source and date', () => {
    const answer = ask(az, 'how does Sunrise Hospice compare');
    if (answer.kind !== 'profile') throw new Error(answer.kind);
    expect(answer.provider.row.ccn).toBe('031790');
    expect(answer.comparisons.map((c) => [c.label, c.own?.value, c.state?.value, c.national?.value])).toEqual([
      ['Hospice Care Index (0–10)', 9, 8.6, 8.7],
      ['Visits in the last days of life', 52.3, 48.9, 49.2],
      ['Family caregiver survey (CAHPS) stars', 4, undefined, undefined],
      ['Caregivers who would definitely recommend', 86, 82, 84],
      ['Caregivers rating the hospice 9 or 10', 84, 80, 81],
    ]);
    expect(answer.comparisons[3].state).toMatchObject({ source: 'hospiceCahpsState', asOf: '2026-08-07' });
    expect(ask(az, 'how does Bright Horizons Hospice compare')).toEqual({
      kind: 'notFound',
      text: 'No provider named “Bright Horizons Hospice” is in the AZ data.',
    });
  });

  it('gives the coach the same rows as short cited lines', () => {
    const rows = promptRows(az, ask(az, 'who serves 85719'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Hospice DESERT BLOOM EXAMPLE HOSPICE (CCN 031792)');
    expect(rows[0]).toContain('Hospice Care Index 7 (state 8.6, national 8.7); CAHPS star rating not published');
    expect(rows[0]).toContain('[CMS Hospice - General Information, as of 2026-08-19;');
    const home = promptRows(az, ask(az, 'Tell me about Camelback Care Center'));
    expect(home).toEqual([
      expect.stringMatching(
        /^Nursing home CAMELBACK EXAMPLE CARE CENTER .* 128 certified beds; overall rating 4 of 5 \[CMS Provider Information, as of 2026-09-30\]$/,
      ),
    ]);
  });
});
