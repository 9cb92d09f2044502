import { describe, expect, it } from 'vitest';
import { cmsImportMap, immutableCdnAddress, readImmutable, readSveltiaBundle, satisfiesCaret } from '../../src/lib/cms/sveltia-package';

/** The module custom previews load from a CDN is mapped to this site's copy, checked against the pinned bundle. */
describe('Sveltia CMS preview modules, self-hosted', () => {
  it('maps the Immutable.js address the pinned bundle imports to /cms/vendor/, with an installed copy it accepts', async () => {
    const bundle = await readSveltiaBundle();
    const address = immutableCdnAddress(bundle);
    expect(address).toMatch(/^https:\/\/unpkg\.com\/immutable@\d+\.\d+\.\d+\/dist\/immutable\.es\.js$/);
    expect(JSON.parse(await cmsImportMap(bundle))).toEqual({ imports: { [address]: '/cms/vendor/immutable.es.js' } });
    expect(await readImmutable()).toMatch(/export \{[^}]*\bfromJS\b/);
  });

  it('fails the build when a release stops naming Immutable.js that way or wants another major version', async () => {
    expect(() => immutableCdnAddress('no such dependency here')).toThrow(/Immutable\.js/);
    await expect(cmsImportMap('immutable:`^99.0.0` … dist/immutable.es.js')).rejects.toThrow(/\^99\.0\.0/);
  });

  it('reads a caret range as npm does: same major, not older', () => {
    expect(satisfiesCaret('5.2.1', '5.1.9')).toBe(true);
    expect(satisfiesCaret('5.1.9', '5.1.9')).toBe(true);
    expect(satisfiesCaret('5.1.8', '5.1.9')).toBe(false);
    expect(satisfiesCaret('5.0.12', '5.1.9')).toBe(false);
    expect(satisfiesCaret('6.0.0', '5.1.9')).toBe(false);
  });
});
