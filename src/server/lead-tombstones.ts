import { store } from './blobs';

/**
 * Deleted lead ids are remembered (in the admin store, so lead lists never see them), so a write
 * racing a delete (a status change, a late retry of the form, a note) can never bring the lead
 * or any of its data back.
 */
const tombstoneKey = (id: string) => `deleted-inquiries/${id}`;

export async function markLeadDeleted(id: string, now = new Date()): Promise<void> {
  await store('admin').set(tombstoneKey(id), now.toISOString());
}

export async function isLeadDeleted(id: string): Promise<boolean> {
  return (await store('admin').get(tombstoneKey(id))) !== null;
}
