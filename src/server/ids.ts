import { randomBytes } from 'node:crypto';

export { uuidv7 } from '../lib/uuidv7';

/** An unguessable token (unsubscribe links, sessions). */
export function secretToken(): string {
  return randomBytes(32).toString('base64url');
}
