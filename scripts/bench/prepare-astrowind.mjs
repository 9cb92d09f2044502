// Prepares an AstroWind checkout for scripts/bench/side-by-side.mjs on a machine without internet
// (docs/performance-main-thread.md, "Against AstroWind"):
//   node scripts/bench/prepare-astrowind.mjs <astrowind checkout>
// AstroWind's pages show photos and logos from Unsplash's and Pixabay's CDNs, which an offline
// build cannot fetch and an offline browser cannot load. Each distinct address is replaced by a local photo of the size
// it asked for (made here from AstroWind's own hero image, tinted so no two are the same file),
// which AstroWind's own image pipeline then optimises like any photo in src/assets/images. Then
// `npm ci && npm run build` in the checkout gives the dist folder to compare against.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = process.argv[2];
if (!root) {
  console.error('Usage: node scripts/bench/prepare-astrowind.mjs <astrowind checkout>');
  process.exit(2);
}
/** Photos on Unsplash's CDN (addresses without an extension) and any other remote image file. */
const REMOTE_IMAGE = /https:\/\/(?:(?:images|plus)\.unsplash\.com\/[^'"\s)]+|[a-z0-9.-]+\/[^'"\s)]*\.(?:jpe?g|png|webp|avif|gif)\b)/g;
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(astro|md|mdx|ts|yaml)$/.test(name) ? [path] : [];
  });

const addresses = new Map();
for (const file of files(join(root, 'src'))) {
  const text = readFileSync(file, 'utf8');
  if (!text.match(REMOTE_IMAGE)) continue;
  const rewritten = text.replace(REMOTE_IMAGE, (address) => {
    if (!addresses.has(address)) addresses.set(address, `~/assets/images/local-photo-${addresses.size + 1}.jpg`);
    return addresses.get(address);
  });
  writeFileSync(file, rewritten);
}

const hero = join(root, 'src/assets/images/hero-image.png');
let index = 0;
for (const [address, local] of addresses) {
  index += 1;
  // The width the page asked the CDN for ("w=2070", or "_1280.png" in a file name).
  const width = Number(new URL(address).searchParams.get('w')) || Number(/_(\d{3,4})\.\w+$/.exec(address)?.[1]) || 1200;
  const tint = { r: (index * 53) % 256, g: (index * 97) % 256, b: (index * 151) % 256 };
  await sharp(hero)
    .resize(width, Math.round((width * 2) / 3), { fit: 'cover' })
    .tint(tint)
    .jpeg({ quality: 80 })
    .toFile(join(root, local.replace('~/', 'src/')));
}
console.log(`Replaced ${addresses.size} remote images with local ones in ${root}/src/assets/images.`);
