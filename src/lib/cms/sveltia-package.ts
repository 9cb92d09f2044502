import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The files of the pinned Sveltia CMS package that /cms/ serves, and what it loads for custom
 * previews (src/cms/previews.ts), kept on this site:
 * - React DOM is a chunk of its own package; Sveltia looks for it beside its script
 *   (/cms/chunks/react-dom.js) before a CDN, so serving it there is enough.
 * - Immutable.js (the `entry` a preview template reads) is always imported from unpkg, at the
 *   version the bundle names. The CMS page maps that address to the copy npm installed with
 *   @sveltia/cms, served at /cms/vendor/immutable.es.js, with an import map: the platform's
 *   own way to redirect a module address. The build fails when a Sveltia release stops naming
 *   Immutable that way or asks for a major version the installed copy is not.
 */

const requireFromHere = createRequire(import.meta.url);
const sveltiaEntry = () => requireFromHere.resolve('@sveltia/cms');

/** A file of the pinned Sveltia package's prebuilt browser distribution (dist/…). */
export const sveltiaDistFile = (path: string) => join(dirname(sveltiaEntry()), '..', 'dist', path);

export const IMMUTABLE_SERVED_PATH = '/cms/vendor/immutable.es.js';
const IMMUTABLE_FILE = 'dist/immutable.es.js';

/** Immutable.js as installed for @sveltia/cms (its own dependency, so the version it was tested with). */
const immutablePackageFile = (path: string) => createRequire(sveltiaEntry()).resolve(`immutable/${path}`);

const versionParts = (version: string) => version.split('.').map(Number);

/** The address the bundle imports Immutable.js from; throws when it no longer names one. */
export function immutableCdnAddress(bundle: string): string {
  const range = /\bimmutable:`\^?(\d+\.\d+\.\d+)`/.exec(bundle)?.[1];
  if (!range || !bundle.includes(IMMUTABLE_FILE)) {
    throw new Error('Sveltia CMS no longer names Immutable.js the way src/lib/cms/sveltia-package.ts expects');
  }
  return `https://unpkg.com/immutable@${range}/${IMMUTABLE_FILE}`;
}

/** Whether `installed` satisfies the caret range starting at `wanted` (same major, not older). */
export function satisfiesCaret(installed: string, wanted: string): boolean {
  const [have, want] = [versionParts(installed), versionParts(wanted)];
  if (have[0] !== want[0]) return false;
  for (let i = 1; i < 3; i++) if (have[i] !== want[i]) return have[i]! > want[i]!;
  return true;
}

/** The CMS page's import map (JSON), checked against the installed Immutable.js. */
export async function cmsImportMap(bundle: string): Promise<string> {
  const address = immutableCdnAddress(bundle);
  const wanted = /immutable@([\d.]+)/.exec(address)![1]!;
  const installed = (JSON.parse(await readFile(immutablePackageFile('package.json'), 'utf8')) as { version: string }).version;
  if (!satisfiesCaret(installed, wanted)) {
    throw new Error(`Sveltia CMS wants Immutable.js ^${wanted}, but ${installed} is installed`);
  }
  return JSON.stringify({ imports: { [address]: IMMUTABLE_SERVED_PATH } });
}

export const readImmutable = () => readFile(immutablePackageFile(IMMUTABLE_FILE), 'utf8');

/** The prebuilt browser bundle, the file Sveltia's documentation serves from a CDN. */
export const readSveltiaBundle = () => readFile(sveltiaDistFile('sveltia-cms.js'), 'utf8');
