import { store, type StoreName } from './blobs';

/**
 * A JSON record with the ETag it was read at, for compare-and-set writes (`onlyIfMatch`). The
 * ETag comes from `list()` because the local Blobs server sends none with `get`; if
 * the record changes between the two reads, the conditional write simply fails, which is safe.
 */
export async function readVersioned<T>(storeName: StoreName, key: string): Promise<{ value: T; etag: string } | null> {
  const { blobs } = await store(storeName).list({ prefix: key });
  const entry = blobs.find((blob) => blob.key === key);
  if (!entry) return null;
  const value = (await store(storeName).get(key, { type: 'json' })) as T | null;
  return value === null ? null : { value, etag: entry.etag };
}

/** Writes only if the record is still at `etag` (or, with null, does not exist yet). Returns the new ETag, or null when someone else won. */
export async function writeIf<T>(storeName: StoreName, key: string, value: T, etag: string | null): Promise<string | null> {
  const result = await store(storeName).setJSON(key, value, etag === null ? { onlyIfNew: true } : { onlyIfMatch: etag });
  return result.modified ? (result.etag ?? '') : null;
}

/**
 * A compare-and-set write that must have exactly one winner (a claim before sending an email).
 * Netlify Blobs applies `onlyIfNew`/`onlyIfMatch` atomically; the local Blobs server used by
 * `npm start` and the tests checks and writes in two steps, so two racing writers can both be
 * told they won. Each claim therefore carries a random id and is read back: only the writer whose
 * id is stored goes on. Returns the ETag to continue from, or null when another writer holds it.
 */
export async function claimRecord<T extends { claimId: string }>(
  storeName: StoreName,
  key: string,
  value: T,
  etag: string | null,
): Promise<string | null> {
  const written = await writeIf(storeName, key, value, etag);
  if (written === null) return null;
  const stored = await readVersioned<T>(storeName, key);
  return stored && stored.value.claimId === value.claimId ? stored.etag : null;
}
