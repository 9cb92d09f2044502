import type { Config } from '@netlify/functions';
import { requestTerritoryRebuild } from '../../src/server/territory-refresh';

/** Monthly (UTC): rebuilds the site so the territory data imports CMS's latest files (README, "Territory data"). */
export default async () => {
  console.log(await requestTerritoryRebuild(process.env.TERRITORY_BUILD_HOOK_URL));
};

// The 28th, 09:00 UTC: after CMS's monthly nursing home refresh and its quarterly hospice and hospital releases.
export const config: Config = { schedule: '0 9 28 * *' };
