// Rasterises the brand mark (public/favicon.svg) into the PNG icons the web app manifest and iOS
// need. Run once after changing the logo: `node scripts/generate-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
const background = { r: 122, g: 31, b: 31, alpha: 1 };

async function plain(size, file) {
  await sharp(svg, { density: 600 }).resize(size, size).png({ compressionLevel: 9 }).toFile(`public/icons/${file}`);
}

/** Maskable icons keep the mark inside the central 80% safe zone on a full-bleed background. */
async function maskable(size, file) {
  const inner = Math.round(size * 0.7);
  const mark = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`);
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'maskable-512.png');
await maskable(192, 'maskable-192.png');
await maskable(180, 'apple-touch-icon.png');
console.log('Icons written to public/icons/');
