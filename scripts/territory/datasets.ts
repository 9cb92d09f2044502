import type { DatasetKey } from '../../src/territory/types.ts';

/**
 * The CMS Provider Data Catalog datasets the territory importer reads, with the columns it relies
 * on (docs/territory-data.md says where each identifier and column name was checked). Only these
 * columns are checked: CMS adds columns now and then, which is harmless; a missing or renamed one
 * stops the import with a message naming it.
 */
export interface DatasetSpec {
  key: DatasetKey;
  id: string;
  title: string;
  columns: readonly string[];
  /** A live file with fewer data rows than this is treated as truncated, not as CMS's data. */
  minLiveRows: number;
}

const CCN = 'CMS Certification Number (CCN)';

export const DATASETS: readonly DatasetSpec[] = [
  {
    key: 'hospiceGeneral',
    id: 'yc9t-dgbk',
    title: 'Hospice - General Information',
    columns: [
      CCN,
      'Facility Name',
      'Address Line 1',
      'City/Town',
      'State',
      'ZIP Code',
      'County/Parish',
      'Telephone Number',
      'Ownership Type',
      'Certification Date',
    ],
    minLiveRows: 3000,
  },
  {
    key: 'hospiceProvider',
    id: '252m-zfp9',
    title: 'Hospice - Provider Data',
    columns: [CCN, 'State', 'Measure Code', 'Score', 'Measure Date Range'],
    minLiveRows: 100_000,
  },
  {
    key: 'hospiceState',
    id: 'eda0-92f0',
    title: 'Hospice - State Data',
    columns: ['State', 'Measure Code', 'Score', 'Measure Date Range'],
    minLiveRows: 100,
  },
  {
    key: 'hospiceNational',
    id: '3xeb-u9wp',
    title: 'Hospice - National Data',
    columns: ['Measure Code', 'Score', 'Measure Date Range'],
    minLiveRows: 5,
  },
  {
    key: 'hospiceCahpsProvider',
    id: 'gxki-hrr8',
    title: 'Hospice care - Provider CAHPS Hospice Survey Data',
    columns: [CCN, 'State', 'Measure Code', 'Score', 'Star Rating', 'Date'],
    minLiveRows: 50_000,
  },
  {
    key: 'hospiceCahpsState',
    id: 'a55e-5b88',
    title: 'Hospice care - State CAHPS Hospice Survey Data',
    columns: ['State', 'Measure Code', 'Score', 'Date'],
    minLiveRows: 100,
  },
  {
    key: 'hospiceCahpsNational',
    id: '7cv8-v37d',
    title: 'Hospice care - National CAHPS Hospice Survey Data',
    columns: ['Measure Code', 'Score', 'Date'],
    minLiveRows: 5,
  },
  {
    key: 'hospiceZip',
    id: '95rg-2usp',
    title: 'Hospice - Zip Data',
    columns: ['State', CCN, 'ZIP Code'],
    minLiveRows: 100_000,
  },
  {
    key: 'nursingHomes',
    id: '4pq5-n9py',
    title: 'Nursing homes - Provider Information',
    columns: [
      CCN,
      'Provider Name',
      'Provider Address',
      'City/Town',
      'State',
      'ZIP Code',
      'Telephone Number',
      'County/Parish',
      'Ownership Type',
      'Number of Certified Beds',
      'Overall Rating',
      'Health Inspection Rating',
      'QM Rating',
      'Staffing Rating',
    ],
    minLiveRows: 10_000,
  },
  {
    key: 'hospitals',
    id: 'xubh-q36u',
    title: 'Hospital General Information',
    columns: [
      'Facility ID',
      'Facility Name',
      'Address',
      'City/Town',
      'State',
      'ZIP Code',
      'County/Parish',
      'Telephone Number',
      'Hospital Type',
      'Hospital Ownership',
      'Emergency Services',
      'Hospital overall rating',
    ],
    minLiveRows: 3000,
  },
];

/**
 * The measure codes the importer publishes. Anything else in the long-form files is ignored, so a
 * measure CMS adds, pauses or has not yet published (measures of the revised CAHPS Hospice Survey,
 * for one) is never shown as current until it is reviewed and added here.
 */
export const MEASURES = {
  hci: 'H_012_00_OBSERVED',
  visitsLastDays: 'H_011_01_OBSERVED',
  cahpsStars: 'SUMMARY_STAR_RATING',
  recommendPct: 'RECOMMEND_TBV',
  ratingPct: 'RATING_TBV',
} as const;

export const datasetPage = (id: string) => `https://data.cms.gov/provider-data/dataset/${id}`;
