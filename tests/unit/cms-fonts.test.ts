import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CMS_FONTS, CMS_FONTS_PATH, readCmsFont, rewriteCmsFonts } from '../../src/lib/cms/fonts';

/** The content manager's fonts come from this site: the real pinned bundle, rewritten, names no CDN. */
const bundle = readFileSync(join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..', 'dist', 'sveltia-cms.js'), 'utf8');

describe('Sveltia CMS fonts, self-hosted', () => {
  it('points every font the pinned bundle names at /cms/fonts/, leaving no jsDelivr address', () => {
    expect(bundle).toContain('https://cdn.jsdelivr.net/fontsource/');
    const served = rewriteCmsFonts(bundle);
    expect(served).not.toContain('cdn.jsdelivr.net');
    for (const font of CMS_FONTS) expect(served).toContain(`url(${CMS_FONTS_PATH}/${font.file})`);
  });

  it('fails the build when a release names a font we do not serve, or stops naming one we do', () => {
    const extra = `${bundle}\n/* src:url(https://cdn.jsdelivr.net/fontsource/fonts/inter@5.2.0/latin-400-normal.woff2) */`;
    expect(() => rewriteCmsFonts(extra)).toThrow(/inter@5\.2\.0/);
    const withoutMono = bundle.replace(/noto-mono@[\d.]+\/latin-400-normal/g, 'noto-sans-mono@9.9.9/latin-400-normal');
    expect(() => rewriteCmsFonts(withoutMono)).toThrow(/noto-mono-latin-400-normal\.woff2/);
  });

  it('has every served font file in its package, as WOFF2', async () => {
    for (const font of CMS_FONTS) {
      const bytes = await readCmsFont(font);
      expect(bytes.subarray(0, 4).toString('latin1'), font.file).toBe('wOF2');
    }
  });
});
