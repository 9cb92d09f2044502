import type { TerritoryQuestion } from './parse-question';
import type { Benchmarks, Figure, HospiceRow, HospitalRow, NursingHomeRow, TerritoryState } from './types';

/** The rep's territory: a state and the counties or ZIP codes in it they cover (none: the whole state). */
export interface Territory {
  state: string;
  counties: string[];
  zips: string[];
}

export type Provider =
  { type: 'hospice'; row: HospiceRow } | { type: 'nursingHome'; row: NursingHomeRow } | { type: 'hospital'; row: HospitalRow };

export interface Comparison {
  label: string;
  unit: string;
  own?: Figure;
  state?: Figure;
  national?: Figure;
}

export type TerritoryAnswer =
  | { kind: 'hospices'; where: string; rows: HospiceRow[]; benchmarks: Benchmarks }
  | { kind: 'nursingHomes'; where: string; filters: string[]; rows: NursingHomeRow[]; unsupported?: string }
  | { kind: 'hospitals'; where: string; rows: HospitalRow[] }
  | { kind: 'profile'; provider: Provider; comparisons: Comparison[] }
  | { kind: 'notFound'; text: string };

interface Place {
  label: string;
  // Function-valued properties, not methods: they are passed bare to Array.filter.
  matches: (row: { county: string; zip: string }) => boolean;
  /** For hospices: CMS's list of ZIP codes they serve reaches into the place. */
  served: (row: HospiceRow) => boolean;
}

/** ZIP codes of a county, as far as the data knows (CMS publishes no ZIP-to-county table). */
function countyZips(data: TerritoryState, county: string): Set<string> {
  const zips = new Set<string>();
  for (const row of [...data.hospices, ...data.nursingHomes, ...data.hospitals]) if (row.county === county) zips.add(row.zip);
  return zips;
}

function placeOf(data: TerritoryState, territory: Territory | undefined, question: { zip?: string; county?: string }): Place {
  if (question.zip) {
    const zip = question.zip;
    return { label: `ZIP code ${zip}`, matches: (row) => row.zip === zip, served: (row) => row.serviceZips.includes(zip) };
  }
  const counties = question.county ? [question.county] : (territory?.counties ?? []);
  const zips = question.county ? [] : (territory?.zips ?? []);
  if (!counties.length && !zips.length) return { label: data.state, matches: () => true, served: () => true };
  const reach = new Set(zips);
  for (const county of counties) for (const zip of countyZips(data, county)) reach.add(zip);
  const countySet = new Set(counties);
  const parts = [...counties.map((c) => `${c} County`), ...zips.map((z) => `ZIP ${z}`)];
  return {
    label: parts.join(', '),
    matches: (row) => countySet.has(row.county) || zips.includes(row.zip),
    served: (row) => countySet.has(row.county) || row.serviceZips.some((zip) => reach.has(zip)),
  };
}

function findProvider(data: TerritoryState, name: string): Provider | undefined {
  const wanted = name.toLowerCase();
  const hospice = data.hospices.find((row) => row.name.toLowerCase() === wanted);
  if (hospice) return { type: 'hospice', row: hospice };
  const home = data.nursingHomes.find((row) => row.name.toLowerCase() === wanted);
  if (home) return { type: 'nursingHome', row: home };
  const hospital = data.hospitals.find((row) => row.name.toLowerCase() === wanted);
  return hospital ? { type: 'hospital', row: hospital } : undefined;
}

export function hospiceComparisons(row: HospiceRow, benchmarks: Benchmarks): Comparison[] {
  return [
    { label: 'Hospice Care Index (0–10)', unit: '', own: row.hci, ...benchmarks.hci },
    { label: 'Visits in the last days of life', unit: '%', own: row.visitsLastDays, ...benchmarks.visitsLastDays },
    // CMS publishes family-survey stars per hospice only; there is no state or national star.
    { label: 'Family caregiver survey (CAHPS) stars', unit: '★', own: row.cahpsStars },
    { label: 'Caregivers who would definitely recommend', unit: '%', own: row.recommendPct, ...benchmarks.recommendPct },
    { label: 'Caregivers rating the hospice 9 or 10', unit: '%', own: row.ratingPct, ...benchmarks.ratingPct },
  ];
}

/** Every name a question may refer to, for the parser. */
export const providerNames = (data: TerritoryState) => [...data.hospices, ...data.nursingHomes, ...data.hospitals].map((row) => row.name);

export function answerQuestion(data: TerritoryState, question: TerritoryQuestion, territory?: Territory): TerritoryAnswer {
  switch (question.kind) {
    case 'hospices': {
      const place = placeOf(data, territory, question);
      return { kind: 'hospices', where: place.label, rows: data.hospices.filter(place.served), benchmarks: data.benchmarks };
    }
    case 'nursingHomes': {
      const place = placeOf(data, territory, question);
      const { minBeds, maxBeds, minRating } = question;
      const filters = [
        minBeds !== undefined ? `at least ${minBeds} certified beds` : '',
        maxBeds !== undefined ? `at most ${maxBeds} certified beds` : '',
        minRating !== undefined ? `overall rating ${minRating} stars or more` : '',
      ].filter(Boolean);
      const rows = data.nursingHomes.filter(
        (row) =>
          place.matches(row) &&
          (minBeds === undefined || (row.beds !== null && row.beds >= minBeds)) &&
          (maxBeds === undefined || (row.beds !== null && row.beds <= maxBeds)) &&
          (minRating === undefined || (row.overallRating !== null && row.overallRating >= minRating)),
      );
      return {
        kind: 'nursingHomes',
        where: place.label,
        filters,
        rows,
        ...(question.unsupported ? { unsupported: question.unsupported } : {}),
      };
    }
    case 'hospitals': {
      const place = placeOf(data, territory, question);
      return { kind: 'hospitals', where: place.label, rows: data.hospitals.filter(place.matches) };
    }
    case 'provider': {
      const provider = findProvider(data, question.name);
      if (!provider) return { kind: 'notFound', text: `No provider named “${question.name}” is in the ${data.state} data.` };
      return {
        kind: 'profile',
        provider,
        comparisons: provider.type === 'hospice' ? hospiceComparisons(provider.row, data.benchmarks) : [],
      };
    }
  }
}
