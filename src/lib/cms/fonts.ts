import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Sveltia CMS's web fonts, served from this build (/cms/fonts/…) instead of the jsDelivr CDN its
 * bundle names: the owner's browser then loads nothing of the content manager from a third party.
 * The same font files come from the Fontsource packages (pinned in package.json) that the CDN
 * itself serves. The bundle's @font-face rules name each file by a CDN address; rewriteCmsFonts
 * points those at ours and fails the build when a new Sveltia release names a font this list does
 * not know, so an upgrade can never quietly send the owner back to the CDN.
 */
export interface CmsFont {
  /** The file's name under /cms/fonts/. */
  file: string;
  /** The font file inside its Fontsource package. */
  source: string;
  /** The address the Sveltia bundle gives it (the package's version may follow "@" or ":vf@"). */
  cdnAddress: RegExp;
}

export const CMS_FONTS: CmsFont[] = [
  {
    file: 'source-sans-3-latin-wght-normal.woff2',
    source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    cdnAddress: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@[\d.]+\/latin-wght-normal\.woff2/g,
  },
  {
    file: 'noto-mono-latin-400-normal.woff2',
    source: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
    cdnAddress: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@[\d.]+\/latin-400-normal\.woff2/g,
  },
  {
    file: 'material-symbols-outlined-latin-wght-normal.woff2',
    source: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
    cdnAddress: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[\d.]+\/latin-wght-normal\.woff2/g,
  },
];

export const CMS_FONTS_PATH = '/cms/fonts';

/** Any address on the font CDN: none may be left in the bundle we serve. */
const ANY_CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^\s)'"`]*/g;

/** The bundle with every font address pointing at this site; throws if one is missing or unknown. */
export function rewriteCmsFonts(bundle: string): string {
  let rewritten = bundle;
  for (const font of CMS_FONTS) {
    const before = rewritten;
    rewritten = rewritten.replace(font.cdnAddress, `${CMS_FONTS_PATH}/${font.file}`);
    if (rewritten === before) throw new Error(`Sveltia CMS no longer names ${font.file} the way src/lib/cms/fonts.ts expects`);
  }
  const unknown = rewritten.match(ANY_CDN_FONT);
  if (unknown) throw new Error(`Sveltia CMS names fonts src/lib/cms/fonts.ts does not serve: ${[...new Set(unknown)].join(', ')}`);
  return rewritten;
}

/** The bytes of one of the fonts, from its package. */
export function readCmsFont(font: CmsFont): Promise<Buffer> {
  return readFile(createRequire(import.meta.url).resolve(font.source));
}
