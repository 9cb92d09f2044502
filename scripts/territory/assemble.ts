import type {
  Benchmarks,
  DatasetKey,
  Figure,
  HospiceRow,
  HospitalRow,
  NursingHomeRow,
  SourceInfo,
  TerritoryIndex,
  TerritoryState,
} from '../../src/territory/types.ts';
import type { CatalogEntry, DataSource } from './catalog.ts';
import { DATASETS, MEASURES, datasetPage, type DatasetSpec } from './datasets.ts';
import { readDataset, type Row } from './read-dataset.ts';

export interface AssembleOptions {
  mode: 'fixture' | 'live';
  now: Date;
  /** Live imports check each file's row count against the spec's minimum (a cut-off download). */
  checkRowCounts: boolean;
  /** Fewer states than this means something went wrong (CMS publishes 50 states, DC and territories). */
  minStates: number;
  log: (line: string) => void;
}

export interface Assembled {
  index: TerritoryIndex;
  states: TerritoryState[];
}

const CCN = 'CMS Certification Number (CCN)';
const STATE_CODE = /^[A-Z]{2}$/;

/** "MARICOPA", "Maricopa County" → "Maricopa"; keeps "St. Louis" readable. */
export function countyName(raw: string): string {
  return raw
    .trim()
    .replace(/\s+(county|parish|borough|census area|municipality)$/i, '')
    .toLowerCase()
    .replace(/(^|[\s.'-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function phone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : raw;
}

const zip5 = (raw: string) => raw.replace(/\D/g, '').slice(0, 5).padStart(5, '0');

/** A published number, or null for CMS's "Not Available", "-" and footnoted blanks. */
function numberOrNull(raw: string): number | null {
  const text = raw.replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

const yesNo = (raw: string) => (/^y(es)?$/i.test(raw) ? true : /^no?$/i.test(raw) ? false : null);

type MeasureName = keyof typeof MEASURES;
const MEASURE_BY_CODE = new Map(Object.entries(MEASURES).map(([name, code]) => [code, name as MeasureName]));

/** Reads every dataset and joins them into one file per state, every row and figure sourced and dated. */
export async function assembleTerritory(source: DataSource, options: AssembleOptions): Promise<Assembled> {
  // Every catalog entry first: a catalog that cannot be read stops the import before any download.
  const entries = new Map<DatasetKey, CatalogEntry>();
  for (const spec of DATASETS) entries.set(spec.key, await source.lookup(spec));

  const sources = {} as Record<DatasetKey, SourceInfo>;
  for (const spec of DATASETS) {
    const entry = entries.get(spec.key)!;
    sources[spec.key] = { id: spec.id, title: entry.title, modified: entry.modified, url: datasetPage(spec.id) };
  }
  const asOf = (key: DatasetKey) => sources[key].modified;
  const figure = (key: DatasetKey, value: number | null, period: string): Figure | undefined =>
    value === null ? undefined : { value, source: key, asOf: asOf(key), ...(period ? { period } : {}) };

  const read = async (spec: DatasetSpec, onRow: (row: Row) => void) => {
    const count = await readDataset(source, spec, entries.get(spec.key)!, onRow);
    if (options.checkRowCounts && count < spec.minLiveRows) {
      throw new Error(`${spec.title} (${spec.id}) has ${count} rows, fewer than the ${spec.minLiveRows} expected: the file looks cut off.`);
    }
    options.log(`territory: ${spec.title} (${spec.id}), as of ${asOf(spec.key)}: ${count} rows`);
  };
  const spec = (key: DatasetKey) => DATASETS.find((d) => d.key === key)!;

  const hospices = new Map<string, HospiceRow & { state: string }>();
  await read(spec('hospiceGeneral'), (row) => {
    const state = row('State');
    if (!STATE_CODE.test(state)) return;
    hospices.set(row(CCN), {
      state,
      ccn: row(CCN),
      name: row('Facility Name'),
      address: row('Address Line 1'),
      city: row('City/Town'),
      zip: zip5(row('ZIP Code')),
      county: countyName(row('County/Parish')),
      phone: phone(row('Telephone Number')),
      ownership: row('Ownership Type'),
      certifiedOn: row('Certification Date'),
      source: 'hospiceGeneral',
      asOf: asOf('hospiceGeneral'),
      serviceZips: [],
    });
  });

  const measure = (
    key: DatasetKey,
    valueColumn: string,
    periodColumn: string,
    onFigure: (row: Row, name: MeasureName, f: Figure) => void,
  ) =>
    read(spec(key), (row) => {
      const name = MEASURE_BY_CODE.get(row('Measure Code') as (typeof MEASURES)[MeasureName]);
      if (!name) return;
      // The CAHPS summary star rating is published in its own column; its Score is "Not Applicable".
      const f = figure(key, numberOrNull(row(name === 'cahpsStars' ? 'Star Rating' : valueColumn)), row(periodColumn));
      if (f) onFigure(row, name, f);
    });

  const providerFigures = (row: Row, name: MeasureName, f: Figure) => {
    const hospice = hospices.get(row(CCN));
    if (hospice) hospice[name] = f;
  };
  await measure('hospiceProvider', 'Score', 'Measure Date Range', providerFigures);
  await measure('hospiceCahpsProvider', 'Score', 'Date', providerFigures);

  const stateBenchmarks = new Map<string, Benchmarks>();
  const national: Benchmarks = { hci: {}, visitsLastDays: {}, recommendPct: {}, ratingPct: {} };
  const benchmarksOf = (state: string) => {
    let b = stateBenchmarks.get(state);
    if (!b) stateBenchmarks.set(state, (b = { hci: {}, visitsLastDays: {}, recommendPct: {}, ratingPct: {} }));
    return b;
  };
  const stateFigure = (row: Row, name: MeasureName, f: Figure) => {
    if (name !== 'cahpsStars') benchmarksOf(row('State'))[name].state = f;
  };
  const nationalFigure = (_row: Row, name: MeasureName, f: Figure) => {
    if (name !== 'cahpsStars') national[name].national = f;
  };
  await measure('hospiceState', 'Score', 'Measure Date Range', stateFigure);
  await measure('hospiceCahpsState', 'Score', 'Date', stateFigure);
  await measure('hospiceNational', 'Score', 'Measure Date Range', nationalFigure);
  await measure('hospiceCahpsNational', 'Score', 'Date', nationalFigure);
  for (const name of ['hci', 'recommendPct'] as const) {
    if (!national[name].national)
      throw new Error(`The national ${name === 'hci' ? 'Hospice Care Index' : 'CAHPS recommend'} figure is missing.`);
  }

  await read(spec('hospiceZip'), (row) => {
    const hospice = hospices.get(row(CCN));
    const zip = zip5(row('ZIP Code'));
    if (hospice && !hospice.serviceZips.includes(zip)) hospice.serviceZips.push(zip);
  });

  const nursingHomes: (NursingHomeRow & { state: string })[] = [];
  await read(spec('nursingHomes'), (row) => {
    const state = row('State');
    if (!STATE_CODE.test(state)) return;
    nursingHomes.push({
      state,
      ccn: row(CCN),
      name: row('Provider Name'),
      address: row('Provider Address'),
      city: row('City/Town'),
      zip: zip5(row('ZIP Code')),
      county: countyName(row('County/Parish')),
      phone: phone(row('Telephone Number')),
      ownership: row('Ownership Type'),
      beds: numberOrNull(row('Number of Certified Beds')),
      overallRating: numberOrNull(row('Overall Rating')),
      inspectionRating: numberOrNull(row('Health Inspection Rating')),
      staffingRating: numberOrNull(row('Staffing Rating')),
      qualityRating: numberOrNull(row('QM Rating')),
      source: 'nursingHomes',
      asOf: asOf('nursingHomes'),
    });
  });

  const hospitals: (HospitalRow & { state: string })[] = [];
  await read(spec('hospitals'), (row) => {
    const state = row('State');
    if (!STATE_CODE.test(state)) return;
    hospitals.push({
      state,
      ccn: row('Facility ID'),
      name: row('Facility Name'),
      address: row('Address'),
      city: row('City/Town'),
      zip: zip5(row('ZIP Code')),
      county: countyName(row('County/Parish')),
      phone: phone(row('Telephone Number')),
      ownership: row('Hospital Ownership'),
      hospitalType: row('Hospital Type'),
      emergency: yesNo(row('Emergency Services')),
      overallRating: numberOrNull(row('Hospital overall rating')),
      source: 'hospitals',
      asOf: asOf('hospitals'),
    });
  });

  const codes = new Set([...hospices.values(), ...nursingHomes, ...hospitals].map((row) => row.state));
  const generatedAt = options.now.toISOString();
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  const strip = <T extends { state: string }>({ state: _state, ...row }: T) => row;
  const states: TerritoryState[] = [...codes].sort().map((state) => {
    const inState = <T extends { state: string }>(rows: Iterable<T>) => [...rows].filter((row) => row.state === state).map(strip);
    const h = inState(hospices.values()).sort(byName);
    for (const row of h) row.serviceZips.sort();
    const n = inState(nursingHomes).sort(byName);
    const p = inState(hospitals).sort(byName);
    const b = benchmarksOf(state);
    const benchmarks: Benchmarks = {
      hci: { ...b.hci, ...national.hci },
      visitsLastDays: { ...b.visitsLastDays, ...national.visitsLastDays },
      recommendPct: { ...b.recommendPct, ...national.recommendPct },
      ratingPct: { ...b.ratingPct, ...national.ratingPct },
    };
    const counties = [...new Set([...h, ...n, ...p].map((row) => row.county).filter(Boolean))].sort();
    return {
      version: 1,
      state,
      generatedAt,
      mode: options.mode,
      sources,
      counties,
      benchmarks,
      hospices: h,
      nursingHomes: n,
      hospitals: p,
    };
  });

  if (states.length < options.minStates) {
    throw new Error(`Only ${states.length} states came out of the import (at least ${options.minStates} expected).`);
  }
  const index: TerritoryIndex = {
    version: 1,
    generatedAt,
    mode: options.mode,
    states: states.map((s) => ({
      code: s.state,
      counties: s.counties,
      hospices: s.hospices.length,
      nursingHomes: s.nursingHomes.length,
      hospitals: s.hospitals.length,
    })),
  };
  return { index, states };
}
