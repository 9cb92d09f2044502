import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTerritory, type BuildOptions } from '../../scripts/territory/build-territory';
import { fileSource, httpSource } from '../../scripts/territory/catalog';
import { parseCsv } from '../../scripts/territory/csv';
import type { TerritoryIndex, TerritoryState } from '../../src/territory/types';
import { FIXTURE_DIR, startCatalogServer, type CatalogServer } from '../fixtures/cms-catalog-server';

let dir: string;
const lines: string[] = [];
const quiet = { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
const out = () => join(dir, 'out');
const cache = () => join(dir, 'cache');
const readState = async (code: string, from = out()) => JSON.parse(await readFile(join(from, `${code}.json`), 'utf8')) as TerritoryState;
const readIndex = async () => JSON.parse(await readFile(join(out(), 'index.json'), 'utf8')) as TerritoryIndex;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'territory-'));
  lines.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The fixture's CSV text with one header renamed. */
const renameColumn = (csv: string, from: string, to: string) => {
  const [header, ...rest] = csv.split('\r\n');
  expect(header.split(',')).toContain(from);
  return [header.replace(from, to), ...rest].join('\r\n');
};

describe('territory importer on the committed fixture', () => {
  const fixture = (overrides: Partial<BuildOptions> = {}) =>
    buildTerritory({ mode: 'fixture', source: fileSource(FIXTURE_DIR), outDir: out(), cacheDir: cache(), ...quiet, ...overrides });

  it('writes one file per state, every row and figure with its dataset and as-of date', async () => {
    expect(await fixture()).toEqual({ published: 'fresh', states: 2 });
    expect((await readdir(out())).sort()).toEqual(['AZ.json', 'OH.json', 'index.json']);
    const index = await readIndex();
    expect(index.mode).toBe('fixture');
    expect(index.states.map((s) => [s.code, s.counties, s.hospices, s.nursingHomes, s.hospitals])).toEqual([
      ['AZ', ['Maricopa', 'Pima'], 4, 5, 3],
      ['OH', ['Cuyahoga', 'Franklin'], 3, 4, 2],
    ]);

    const az = await readState('AZ');
    expect(az.sources.hospiceGeneral).toEqual({
      id: 'yc9t-dgbk',
      title: 'Hospice - General Information',
      modified: '2026-08-19',
      url: 'https://data.cms.gov/provider-data/dataset/yc9t-dgbk',
    });
    const sunrise = az.hospices.find((h) => h.ccn === '031790')!;
    expect(sunrise).toMatchObject({
      name: 'SUNRISE HOSPICE (EXAMPLE)',
      county: 'Maricopa',
      phone: '(602) 555-0101',
      ownership: 'For-Profit',
      source: 'hospiceGeneral',
      asOf: '2026-08-19',
      serviceZips: ['85004', '85006', '85008', '85251'],
      hci: { value: 9, source: 'hospiceProvider', asOf: '2026-08-19', period: '01/01/2023 - 12/31/2024' },
      cahpsStars: { value: 4, source: 'hospiceCahpsProvider', asOf: '2026-08-07' },
      recommendPct: { value: 86, source: 'hospiceCahpsProvider' },
    });
    // CMS withheld these: left out, never zero.
    const desertBloom = az.hospices.find((h) => h.ccn === '031792')!;
    expect(desertBloom.cahpsStars).toBeUndefined();
    expect(desertBloom.recommendPct?.value).toBe(79);
    expect(az.hospices.find((h) => h.ccn === '031793')!.hci).toBeUndefined();
    expect(az.benchmarks.hci).toMatchObject({
      state: { value: 8.6, source: 'hospiceState' },
      national: { value: 8.7, source: 'hospiceNational' },
    });
    expect(az.benchmarks.recommendPct).toMatchObject({ state: { value: 82 }, national: { value: 84, source: 'hospiceCahpsNational' } });

    const mcdowell = az.nursingHomes.find((n) => n.ccn === '035992')!;
    expect(mcdowell).toMatchObject({ beds: 164, overallRating: 2, staffingRating: null, source: 'nursingHomes', asOf: '2026-09-30' });
    expect(az.hospitals.find((p) => p.ccn === '030992')).toMatchObject({ overallRating: null, emergency: false, asOf: '2026-07-22' });
    for (const row of [...az.hospices, ...az.nursingHomes, ...az.hospitals]) {
      expect(row.source).toMatch(/^(hospiceGeneral|nursingHomes|hospitals)$/);
      expect(row.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Special Focus status is not imported (CMS stopped updating the list).
    expect(JSON.stringify(az)).not.toMatch(/special/i);
  });

  it('stops with a message naming a renamed column, and leaves the published files as they were', async () => {
    await fixture();
    const before = await readFile(join(out(), 'AZ.json'), 'utf8');
    const copy = join(dir, 'fixture');
    await cp(FIXTURE_DIR, copy, { recursive: true });
    const file = join(copy, 'NH_ProviderInfo_Sep2026.csv');
    await writeFile(file, renameColumn(await readFile(file, 'utf8'), 'Number of Certified Beds', 'Certified Bed Count'));

    await expect(fixture({ source: fileSource(copy) })).rejects.toThrow(
      'Nursing homes - Provider Information (4pq5-n9py) changed its columns: column "Number of Certified Beds" is missing (renamed to "Certified Bed Count"?)',
    );
    expect(await readFile(join(out(), 'AZ.json'), 'utf8')).toBe(before);
  });

  it('reads CSV as CMS writes it: quoted commas, doubled quotes, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n3,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['3', ''],
    ]);
    expect(() => parseCsv('a,b\r\n"cut off')).toThrow('cut off');
  });
});

describe('territory importer against a stand-in of the CMS catalog', () => {
  let cms: CatalogServer;
  beforeEach(async () => {
    cms = await startCatalogServer();
  });
  afterEach(() => cms.stop());

  const live = (overrides: Partial<BuildOptions> = {}) =>
    buildTerritory({
      mode: 'live',
      source: httpSource(cms.catalog),
      outDir: out(),
      cacheDir: cache(),
      checkRowCounts: false,
      minStates: 1,
      now: new Date('2026-11-20T06:00:00Z'),
      ...quiet,
      ...overrides,
    });

  it("downloads the file the catalog names as current (CMS renames it every release) and dates rows by the catalog's modified date", async () => {
    const may = cms.fixtureCsv('yc9t-dgbk');
    cms.release('yc9t-dgbk', 'Hospice_General-Information_May2026.csv', may, '2026-05-01');
    const november = `${may}031794,CANYON EXAMPLE HOSPICE,5 NEW ROAD,,GLENDALE,AZ,85301,Maricopa,6235550108,9,Non-Profit,10/01/2026\r\n`;
    cms.release('yc9t-dgbk', 'Hospice_General-Information_Nov2026.csv', november, '2026-11-12');

    expect(await live()).toEqual({ published: 'fresh', states: 2 });
    expect(cms.requests).toContain('/files/Hospice_General-Information_Nov2026.csv');
    expect(cms.requests).not.toContain('/files/Hospice_General-Information_May2026.csv');
    const az = await readState('AZ');
    expect(az.mode).toBe('live');
    expect(az.sources.hospiceGeneral.modified).toBe('2026-11-12');
    expect(az.hospices.find((h) => h.ccn === '031794')).toMatchObject({ name: 'CANYON EXAMPLE HOSPICE', asOf: '2026-11-12' });
    // A good live import is kept as the snapshot for a later build that cannot reach CMS.
    expect((await readdir(join(cache(), 'snapshot'))).sort()).toEqual(['AZ.json', 'OH.json', 'index.json']);
  });

  it('rejects a changed schema with a message naming the column; with no snapshot the build fails and publishes nothing', async () => {
    cms.release(
      'xubh-q36u',
      'Hospital_General_Information.csv',
      renameColumn(cms.fixtureCsv('xubh-q36u'), 'County/Parish', 'County Name'),
      '2026-11-01',
    );
    await expect(live()).rejects.toThrow(
      /no earlier snapshot.*Hospital General Information \(xubh-q36u\) changed its columns: column "County\/Parish" is missing \(renamed to "County Name"\?\)/,
    );
    await expect(readdir(out())).rejects.toThrow();
  });

  it('falls back to the last good snapshot when the schema changed, saying why in the log and in every file', async () => {
    await live();
    const good = await readState('OH');
    cms.release(
      '4pq5-n9py',
      'NH_ProviderInfo_Nov2026.csv',
      renameColumn(cms.fixtureCsv('4pq5-n9py'), 'Overall Rating', 'Overall Star Rating'),
      '2026-11-01',
    );

    const result = await live({ now: new Date('2026-12-01T06:00:00Z') });
    expect(result).toMatchObject({ published: 'snapshot', states: 2 });
    expect(lines.join('\n')).toMatch(/WARNING the CMS import failed: .*"Overall Rating" is missing/);
    expect(lines.join('\n')).toContain('published the last good snapshot, imported 2026-11-20T06:00:00.000Z');
    const oh = await readState('OH');
    expect(oh.fallback).toEqual({
      reason: expect.stringContaining('column "Overall Rating" is missing'),
      snapshotGeneratedAt: '2026-11-20T06:00:00.000Z',
    });
    expect({ ...oh, fallback: undefined }).toEqual({ ...good, fallback: undefined });
    expect((await readIndex()).fallback?.snapshotGeneratedAt).toBe('2026-11-20T06:00:00.000Z');
  });

  it('falls back to the snapshot when the catalog or a download is unavailable', async () => {
    await live();
    cms.fail('/files/Hospice_Zip', 503);
    expect(await live()).toMatchObject({ published: 'snapshot', reason: expect.stringContaining('answered 503') });
    expect((await readState('AZ')).fallback?.reason).toContain('Hospice_Zip_Aug2026.csv answered 503');

    cms.fail('/items/', 500);
    expect(await live()).toMatchObject({ published: 'snapshot', reason: expect.stringContaining('The catalog answered 500') });
  });

  it('treats a file that ends inside a quoted field, or a short row, as broken rather than publishing half a state', async () => {
    await live();
    cms.release('252m-zfp9', 'Hospice_Provider_Nov2026.csv', `${cms.fixtureCsv('252m-zfp9')}031790,"SUNRISE HOSP`, '2026-11-12');
    expect(await live()).toMatchObject({ published: 'snapshot', reason: expect.stringContaining('cut off') });
    cms.release('95rg-2usp', 'Hospice_Zip_Nov2026.csv', `${cms.fixtureCsv('95rg-2usp')}AZ,031790\r\n`, '2026-11-12');
    cms.release('252m-zfp9', 'Hospice_Provider_Nov2026.csv', cms.fixtureCsv('252m-zfp9'), '2026-11-12');
    expect(await live()).toMatchObject({ published: 'snapshot', reason: expect.stringContaining('has 2 fields where the header has 3') });
  });

  it('treats a live file with far fewer rows than CMS publishes as cut off', async () => {
    await expect(live({ checkRowCounts: true })).rejects.toThrow(
      /Hospice - General Information \(yc9t-dgbk\) has 7 rows, fewer than the 3000 expected/,
    );
  });
});
