// @ts-check
// Renders a page's 1200×630 share image (Open Graph / X card) in the site's dark theme: the logo
// mark and brand name, the page's section, its title and the tagline. satori lays the card out as
// SVG, resvg turns it into PNG. Inter comes from @fontsource/inter as WOFF (satori reads TTF, OTF
// and WOFF, not WOFF2).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { OG_IMAGE_SIZE } from './routes.mjs';

const require = createRequire(import.meta.url);
const font = (/** @type {number} */ weight) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/** Bump when the design changes, so cached images are rendered again. */
export const OG_DESIGN_VERSION = 1;

const COLORS = { bg: '#0f1626', panel: '#17213a', fg: '#f3efe6', soft: '#c9c3b6', brand: '#7a1f1f', accent: '#f0c36b' };
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#7a1f1f"/><path d="M24 8c-8 0-13 6-13 14v6c0 2 1 3 3 4l4 2v6h4V26h-5v-4c0-5 3-9 7-9s7 4 7 9v4h-5v14h4v-6l4-2c2-1 3-2 3-4v-6c0-8-5-14-13-14Z" fill="#fff"/><path d="M22 4h4v9h-4z" fill="#d4a017"/></svg>';
const LOGO_DATA_URL = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;

/** @typedef {{ type: string, props: Record<string, unknown> }} Node */
/**
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {unknown} children
 * @param {Record<string, unknown>} [extra]
 * @returns {Node}
 */
const el = (type, style, children, extra = {}) => ({ type, props: { style, children, ...extra } });

/** @type {import('satori').SatoriOptions['fonts'] | undefined} */
let fonts;
const loadFonts = () =>
  (fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(800), weight: 800, style: 'normal' },
  ]);

/** Long titles step down in size so they always fit three lines. */
const titleSize = (/** @type {string} */ title) => (title.length <= 40 ? 76 : title.length <= 70 ? 62 : 50);

/**
 * @param {{ title: string, section: string, brand: string, tagline: string }} card
 * @returns {Promise<Buffer>} PNG bytes, 1200×630
 */
export async function renderOgImage({ title, section, brand, tagline }) {
  const { width, height } = OG_IMAGE_SIZE;
  const tree = el(
    'div',
    {
      width,
      height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: COLORS.bg,
      color: COLORS.fg,
      fontFamily: 'Inter',
      borderLeft: `24px solid ${COLORS.brand}`,
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        el('img', { width: 72, height: 72 }, undefined, { src: LOGO_DATA_URL, width: 72, height: 72 }),
        el('div', { fontSize: 34, fontWeight: 800, letterSpacing: 1 }, brand),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
        el('div', { fontSize: 28, fontWeight: 800, color: COLORS.accent, textTransform: 'uppercase', letterSpacing: 3 }, section),
        el('div', { fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.1, maxWidth: 1000 }, title),
      ]),
      el('div', { display: 'flex', fontSize: 28, color: COLORS.soft, borderTop: `2px solid ${COLORS.panel}`, paddingTop: 24 }, tagline),
    ],
  );
  const svg = await satori(/** @type {any} */ (tree), { width, height, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}
