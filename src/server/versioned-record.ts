import { store, type StoreName } from './blobs';

/**
 * A JSON record with the ETag it was read at, for compare-and-set writes (`onlyIfMatch`). The
 * ETag comes from `list()` because the local Blobs server sends none with `get` (DESIGN §3); if
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
