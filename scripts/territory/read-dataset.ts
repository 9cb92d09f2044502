import { createCsvReader } from './csv.ts';
import type { CatalogEntry, DataSource } from './catalog.ts';
import type { DatasetSpec } from './datasets.ts';

/** A data row, read by column name. */
export type Row = (column: string) => string;

/** A dataset whose columns are not the ones the importer relies on. */
export class SchemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaError';
  }
}

// Words that say little about which column is meant ("Number of …" starts dozens of them).
const FILLER = new Set(['a', 'an', 'and', 'for', 'in', 'number', 'of', 'per', 'the', 'to']);
const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !FILLER.has(word))
    .map((word) => word.replace(/s$/, ''));

/** The header CMS now uses that most resembles a column it used to have, if any. */
function likelyRename(missing: string, header: readonly string[]): string | undefined {
  const ours = new Set(words(missing));
  let best: { name: string; score: number } | undefined;
  for (const name of header) {
    const theirs = words(name);
    const shared = theirs.filter((word) => ours.has(word)).length;
    const score = shared / Math.max(ours.size, theirs.length);
    if (score >= 0.5 && (!best || score > best.score)) best = { name, score };
  }
  return best?.name;
}

/** Checks the header has every column the importer relies on; the message names each one missing. */
export function checkColumns(spec: DatasetSpec, header: readonly string[]): Map<string, number> {
  const positions = new Map(header.map((name, index) => [name.trim(), index]));
  const problems = spec.columns
    .filter((column) => !positions.has(column))
    .map((column) => {
      const rename = likelyRename(
        column,
        header.filter((name) => !spec.columns.includes(name.trim())),
      );
      return rename ? `column "${column}" is missing (renamed to "${rename}"?)` : `column "${column}" is missing`;
    });
  if (problems.length) {
    throw new SchemaError(
      `${spec.title} (${spec.id}) changed its columns: ${problems.join('; ')}. ` +
        'Update scripts/territory/datasets.ts and the importer after checking what CMS changed.',
    );
  }
  return positions;
}

/**
 * Streams one dataset's current file, checks its columns and hands each data row on. Returns the
 * number of data rows. A row with a different number of fields than the header means a broken file.
 */
export async function readDataset(source: DataSource, spec: DatasetSpec, entry: CatalogEntry, onRow: (row: Row) => void): Promise<number> {
  let positions: Map<string, number> | undefined;
  let width = 0;
  let rows = 0;
  const reader = createCsvReader((fields) => {
    if (!positions) {
      positions = checkColumns(spec, fields);
      width = fields.length;
      return;
    }
    if (fields.length !== width) {
      throw new SchemaError(`${spec.title} (${spec.id}) row ${rows + 2} has ${fields.length} fields where the header has ${width}.`);
    }
    rows++;
    const at = positions;
    onRow((column) => (fields[at.get(column) ?? -1] ?? '').trim());
  });
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of await source.open(entry)) reader.push(decoder.decode(chunk, { stream: true }));
  reader.push(decoder.decode());
  reader.end();
  if (!positions) throw new SchemaError(`${spec.title} (${spec.id}) is empty: no header row.`);
  return rows;
}
