import type { Config } from '@netlify/functions';
import { siteOrigin } from '../../src/server/site-origin';
import { startBackgroundSend } from '../../src/server/newsletter/trigger';

/**
 * Mondays 13:00 UTC (about 8 a.m. Eastern): hands the weekly send to the background function,
 * since a scheduled function has 30 seconds and a large list takes longer.
 */
export default async () => {
  const started = await startBackgroundSend(siteOrigin(), 'schedule');
  if (!started) console.error('Weekly send could not be started');
  return new Response(null, { status: started ? 204 : 502 });
};

export const config: Config = { schedule: '0 13 * * 1' };
