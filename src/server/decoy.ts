import { store, type StoreName } from './blobs';
import { uuidv7 } from './ids';

/**
 * What a honeypot submission costs instead of being stored: one Blobs round trip to the store a
 * real submission writes to (a read of a key that never exists), so the answer takes about as
 * long as a person's and a bot cannot tell it was caught by timing. Nothing is written.
 */
export async function decoyRoundTrip(name: StoreName): Promise<void> {
  await store(name).get(`decoy/${uuidv7()}`);
}
