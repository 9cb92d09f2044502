import { describe, expect, it } from 'vitest';
import { isActiveRoute, routeOf } from '../../src/lib/nav';

describe('routeOf (build.format "file" page paths)', () => {
  it('maps built page paths to the routes the site serves', () => {
    expect(routeOf('/about.html')).toBe('/about');
    expect(routeOf('/index.html')).toBe('/');
    expect(routeOf('/programs/objection-mastery.html')).toBe('/programs/objection-mastery');
    expect(routeOf('/tools/index.html')).toBe('/tools');
    expect(routeOf('/about')).toBe('/about');
    expect(routeOf('/about/')).toBe('/about');
    expect(routeOf('/')).toBe('/');
  });

  it('lets the header mark the active route on built pages', () => {
    expect(isActiveRoute('/about', '/about.html')).toBe(true);
    expect(isActiveRoute('/programs', '/programs/objection-mastery.html')).toBe(true);
    expect(isActiveRoute('/', '/index.html')).toBe(true);
    expect(isActiveRoute('/', '/about.html')).toBe(false);
    expect(isActiveRoute('/about', '/privacy.html')).toBe(false);
  });
});
