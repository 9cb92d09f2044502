import { MAIN_ROUTES } from '../nav';
import type { Crumb } from './json-ld';

/** "weekly-plan" → "Weekly Plan": the name of a section that is not in the main navigation. */
const titleCase = (segment: string) =>
  segment
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The name of a section route in breadcrumbs and share images: its menu label, or its path in words. */
export function sectionName(route: string): string {
  return MAIN_ROUTES.find((item) => item.path === route)?.label ?? titleCase(route.split('/').filter(Boolean).at(-1) ?? '');
}

/**
 * Breadcrumbs for a nested page (`/programs/objection-mastery` → Home › Programs › Objection
 * Mastery), or null for the home page and top-level pages, which need none. Derived from the path,
 * so pages added later (the tips) get theirs without code.
 */
export function crumbsFor(route: string, title: string): Crumb[] | null {
  const segments = route.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const path = `/${segments.slice(0, depth).join('/')}`;
    crumbs.push({ name: sectionName(path), path });
  }
  crumbs.push({ name: title, path: route });
  return crumbs;
}
