// @ts-check
// An Astro integration that renders every built page's share image after the build. It reads what
// BaseLayout wrote into each page (og:image for where the image goes, og:image:alt for
// "Section: Title"), so any page added later, by any route or content collection, gets its image
// with no list to maintain. Images are cached by their content, so a rebuild renders only the
// cards whose words changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtRoutes } from '../../../scripts/lib/built-routes.ts';
import { OG_DESIGN_VERSION, renderOgImage } from './og-image.mjs';

/** @type {Record<string, string>} */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** @param {string} text an HTML attribute value as Astro writes it */
export const decodeAttribute = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) =>
    name[0] === '#'
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1].toLowerCase() === 'x' ? 2 : 1), name[1].toLowerCase() === 'x' ? 16 : 10))
      : (ENTITIES[name] ?? whole),
  );

/**
 * The share card a built page asks for, or null when it declares no og:image.
 * @param {string} html
 * @returns {{ imagePath: string, section: string, title: string } | null}
 */
export function shareCardOf(html) {
  const meta = (/** @type {string} */ property) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  const image = meta('og:image');
  const alt = meta('og:image:alt');
  if (!image || !alt) return null;
  const text = decodeAttribute(alt);
  const split = text.indexOf(': ');
  return {
    imagePath: new URL(decodeAttribute(image)).pathname,
    section: split === -1 ? '' : text.slice(0, split),
    title: split === -1 ? text : text.slice(split + 2),
  };
}

/**
 * @param {{ brand: string, footer: string, cacheDir?: string }} options
 * @returns {import('astro').AstroIntegration}
 */
export default function shareImages({ brand, footer, cacheDir = 'node_modules/.cache/og-images' }) {
  return {
    name: 'share-images',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        mkdirSync(cacheDir, { recursive: true });
        let rendered = 0;
        let cached = 0;
        for (const route of builtRoutes(distDir)) {
          const file = join(distDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
          const card = shareCardOf(readFileSync(file, 'utf8'));
          if (!card) continue;
          const input = { title: card.title, section: card.section, brand, tagline: footer };
          const key = createHash('sha256').update(JSON.stringify({ OG_DESIGN_VERSION, input })).digest('hex').slice(0, 32);
          const cachePath = join(cacheDir, `${key}.png`);
          let png;
          if (existsSync(cachePath)) {
            png = readFileSync(cachePath);
            cached += 1;
          } else {
            png = await renderOgImage(input);
            writeFileSync(cachePath, png);
            rendered += 1;
          }
          const target = join(distDir, card.imagePath);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, png);
        }
        logger.info(`${rendered + cached} share images (${rendered} rendered, ${cached} from cache)`);
      },
    },
  };
}
