import { expect, test } from 'vitest';
import { renderOgImage } from '../../src/lib/seo/og-image.mjs';
import { pngSize } from '../helpers/png';

test('a share card renders as a 1200×630 PNG, whatever the title length', async () => {
  for (const title of [
    'Services',
    'From Front-Desk Drop-Offs to a Full Pipeline in 90 Days and a very long subtitle that wraps to three lines',
  ]) {
    const png = await renderOgImage({
      title,
      section: 'Case Study',
      brand: 'Spartan Hospice Sales',
      tagline: 'example.org · Expert Hospice Sales Training',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }
});
