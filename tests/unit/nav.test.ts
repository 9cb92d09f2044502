import { describe, expect, it } from 'vitest';
import { MAIN_ROUTES, NAV_ITEMS, filterNavItems, isActiveRoute } from '../../src/lib/nav';

describe('navigation items', () => {
  it('lists the 14 searchable routes (the 13 site routes plus the tips archive) and the 8 main routes', () => {
    expect(NAV_ITEMS).toHaveLength(14);
    expect(MAIN_ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/services',
      '/programs',
      '/method',
      '/tools',
      '/resources',
      '/testimonials',
      '/about',
    ]);
    expect(new Set(NAV_ITEMS.map((r) => r.path)).size).toBe(14);
  });
});

describe('filterNavItems', () => {
  it('returns everything for an empty or blank query', () => {
    expect(filterNavItems('')).toHaveLength(14);
    expect(filterNavItems('   ')).toHaveLength(14);
  });

  it('matches label or description, case-insensitively', () => {
    expect(filterNavItems('OBJECTION').map((r) => r.path)).toEqual(['/tools/objections']);
    expect(filterNavItems('consulting').map((r) => r.path)).toEqual(['/services']);
    expect(filterNavItems('email').map((r) => r.path)).toEqual(['/tools/email-templates']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterNavItems('zzzz-not-a-page')).toEqual([]);
  });
});

describe('isActiveRoute', () => {
  it('highlights a section for its own pages only', () => {
    expect(isActiveRoute('/tools', '/tools/playbooks')).toBe(true);
    expect(isActiveRoute('/tools', '/tools')).toBe(true);
    expect(isActiveRoute('/', '/services')).toBe(false);
    expect(isActiveRoute('/', '/')).toBe(true);
    expect(isActiveRoute('/resources', '/resources-old')).toBe(false);
  });
});
