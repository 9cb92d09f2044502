// Writes the research page's territory files (public/territory/) before `astro build`.
// TERRITORY_DATA=live imports CMS's current files (Netlify builds); anything else uses the
// committed fixture and needs no network. See README, "Territory data".
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTerritory } from './build-territory.ts';
import { CMS_CATALOG, fileSource, httpSource } from './catalog.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const live = process.env.TERRITORY_DATA === 'live';

try {
  await buildTerritory({
    mode: live ? 'live' : 'fixture',
    source: live ? httpSource(process.env.TERRITORY_CATALOG_URL ?? CMS_CATALOG) : fileSource(join(root, 'scripts/territory/fixture')),
    outDir: resolve(root, process.env.TERRITORY_OUT ?? 'public/territory'),
    // Netlify restores node_modules, .cache included, from its build cache before every build.
    cacheDir: resolve(root, process.env.TERRITORY_CACHE_DIR ?? 'node_modules/.cache/territory'),
  });
} catch (error) {
  console.error(`territory: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
