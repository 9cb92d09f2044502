/**
 * The territory data as the research page reads it: one compact JSON file per state, written at
 * build time by scripts/territory/ from CMS's Provider Data Catalog (docs/territory-data.md).
 * Every row and every figure says which dataset it came from and CMS's "as of" date for it.
 */

/** The CMS datasets the importer reads, by the short keys used in the state files. */
export const DATASET_KEYS = [
  'hospiceGeneral',
  'hospiceProvider',
  'hospiceState',
  'hospiceNational',
  'hospiceCahpsProvider',
  'hospiceCahpsState',
  'hospiceCahpsNational',
  'hospiceZip',
  'nursingHomes',
  'hospitals',
] as const;
export type DatasetKey = (typeof DATASET_KEYS)[number];

/** One dataset as published: its catalog identifier, title and CMS's modified ("as of") date. */
export interface SourceInfo {
  id: string;
  title: string;
  /** YYYY-MM-DD, the catalog's `modified` date for the file that was imported. */
  modified: string;
  /** The dataset's page on data.cms.gov. */
  url: string;
}

/** A published figure with where it came from and when. */
export interface Figure {
  value: number;
  source: DatasetKey;
  asOf: string;
  /** The measurement period CMS gives (e.g. "01/01/2024 - 12/31/2024"), when it gives one. */
  period?: string;
}

interface RowBase {
  ccn: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  county: string;
  phone: string;
  ownership: string;
  source: DatasetKey;
  asOf: string;
}

export interface HospiceRow extends RowBase {
  certifiedOn: string;
  /** Hospice Care Index overall score, 0 to 10. */
  hci?: Figure;
  /** Hospice Visits in the Last Days of Life, % of patients. */
  visitsLastDays?: Figure;
  /** CAHPS Hospice Survey summary star rating (family caregiver survey), 1 to 5. */
  cahpsStars?: Figure;
  /** CAHPS: % of caregivers who would definitely recommend the hospice. */
  recommendPct?: Figure;
  /** CAHPS: % of caregivers rating the hospice 9 or 10. */
  ratingPct?: Figure;
  /** ZIP codes CMS lists the hospice as serving. */
  serviceZips: string[];
}

export interface NursingHomeRow extends RowBase {
  beds: number | null;
  overallRating: number | null;
  inspectionRating: number | null;
  staffingRating: number | null;
  qualityRating: number | null;
}

export interface HospitalRow extends RowBase {
  hospitalType: string;
  emergency: boolean | null;
  overallRating: number | null;
}

/** State and national values to set a hospice's figures against. */
export interface Benchmarks {
  hci: { state?: Figure; national?: Figure };
  visitsLastDays: { state?: Figure; national?: Figure };
  recommendPct: { state?: Figure; national?: Figure };
  ratingPct: { state?: Figure; national?: Figure };
}

/** Set when CMS could not be read at the last build and the previous good import was published. */
export interface FallbackNotice {
  reason: string;
  /** When the snapshot now published was imported. */
  snapshotGeneratedAt: string;
}

export interface TerritoryState {
  version: 1;
  state: string;
  generatedAt: string;
  /** `fixture`: the committed example data (fictional providers); `live`: CMS's current files. */
  mode: 'fixture' | 'live';
  fallback?: FallbackNotice;
  sources: Record<DatasetKey, SourceInfo>;
  counties: string[];
  benchmarks: Benchmarks;
  hospices: HospiceRow[];
  nursingHomes: NursingHomeRow[];
  hospitals: HospitalRow[];
}

export interface TerritoryIndex {
  version: 1;
  generatedAt: string;
  mode: 'fixture' | 'live';
  fallback?: FallbackNotice;
  states: { code: string; counties: string[]; hospices: number; nursingHomes: number; hospitals: number }[];
}

/** Where the state files are served from (written to public/territory/ at build time). */
export const TERRITORY_PATH = '/territory';
export const stateFileUrl = (state: string) => `${TERRITORY_PATH}/${state.toUpperCase()}.json`;
export const INDEX_URL = `${TERRITORY_PATH}/index.json`;
