import type { Config } from '@netlify/functions';
import { purgeExpiredPending } from '../../src/server/newsletter/opt-in';

/** Daily: deletes sign-ups that were never confirmed and whose confirmation link has expired. */
export default async () => {
  const purged = await purgeExpiredPending();
  if (purged) console.log(`Removed ${purged} unconfirmed newsletter sign-ups`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '17 4 * * *' };
