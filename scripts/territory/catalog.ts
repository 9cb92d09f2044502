import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { DatasetSpec } from './datasets.ts';

/** CMS's catalog API: one JSON item per dataset with its current download address and modified date. */
export const CMS_CATALOG = 'https://data.cms.gov/provider-data/api/1/metastore/schemas/dataset/items';

/** What the catalog says about a dataset's current file. */
export interface CatalogEntry {
  title: string;
  modified: string;
  downloadUrl: string;
}

/** Where datasets come from: CMS (or a stand-in of it) over HTTP, or the committed fixture. */
export interface DataSource {
  lookup(spec: DatasetSpec): Promise<CatalogEntry>;
  open(entry: CatalogEntry): Promise<ReadableStream<Uint8Array>>;
}

interface CatalogItem {
  identifier?: unknown;
  title?: unknown;
  modified?: unknown;
  distribution?: unknown;
}

/**
 * Reads a catalog item. CMS renames each dataset's file every release, so the download address is
 * always taken from here, never stored. The item lists its distributions; the CSV one is the file.
 * (Asked with `show-reference-ids`, DKAN nests each distribution's fields under `data`; both
 * shapes are read.)
 */
export function entryFromItem(spec: DatasetSpec, item: CatalogItem, base: string): CatalogEntry {
  const where = `the catalog entry for ${spec.title} (${spec.id})`;
  if (typeof item.modified !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(item.modified)) {
    throw new Error(`${where} has no modified date`);
  }
  const distributions = Array.isArray(item.distribution) ? item.distribution : [];
  const files = distributions
    .map((d: { downloadURL?: unknown; mediaType?: unknown; data?: { downloadURL?: unknown; mediaType?: unknown } }) => ({
      url: d?.downloadURL ?? d?.data?.downloadURL,
      type: d?.mediaType ?? d?.data?.mediaType,
    }))
    .filter((d): d is { url: string; type: unknown } => typeof d.url === 'string');
  const csv = files.find((d) => d.type === 'text/csv') ?? files.find((d) => /\.csv($|\?)/i.test(d.url));
  if (!csv) throw new Error(`${where} lists no CSV download`);
  return {
    title: typeof item.title === 'string' ? item.title : spec.title,
    modified: item.modified.slice(0, 10),
    downloadUrl: new URL(csv.url, base).href,
  };
}

const TIMEOUT_MS = 120_000;

/** CMS's catalog and downloads (or a local stand-in of them in tests). */
export function httpSource(catalogBase: string = CMS_CATALOG): DataSource {
  return {
    async lookup(spec) {
      const url = `${catalogBase.replace(/\/$/, '')}/${spec.id}`;
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`The catalog answered ${response.status} for ${spec.title} (${url})`);
      return entryFromItem(spec, (await response.json()) as CatalogItem, url);
    },
    async open(entry) {
      const response = await fetch(entry.downloadUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok || !response.body) throw new Error(`Downloading ${entry.downloadUrl} answered ${response.status}`);
      return response.body;
    },
  };
}

/** The committed fixture: catalog items and CSV files in CMS's layout, read from a folder. */
export function fileSource(dir: string): DataSource {
  return {
    async lookup(spec) {
      const item = JSON.parse(await readFile(join(dir, 'catalog', `${spec.id}.json`), 'utf8')) as CatalogItem;
      return entryFromItem(spec, item, pathToFileURL(join(dir, '/')).href);
    },
    async open(entry) {
      return Readable.toWeb(createReadStream(new URL(entry.downloadUrl))) as ReadableStream<Uint8Array>;
    },
  };
}
