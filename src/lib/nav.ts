/** One navigation item. The header, mobile menu and search all read this list. */
export interface NavItem {
  path: string;
  label: string;
  description: string;
}

/** The eight main routes, in menu order. Home is listed in the mobile menu but not the desktop header. */
export const MAIN_ROUTES: readonly NavItem[] = [
  { path: '/', label: 'Home', description: 'main landing page' },
  { path: '/services', label: 'Services', description: 'strategic services and consulting' },
  { path: '/programs', label: 'Programs', description: 'training programs for hospice providers' },
  { path: '/method', label: 'The Spartan Method', description: 'the sales methodology' },
  { path: '/tools', label: 'AI Field Kit', description: 'AI-powered sales tools' },
  { path: '/resources', label: 'Resources', description: 'guides' },
  { path: '/testimonials', label: 'Testimonials', description: 'client success stories' },
  { path: '/about', label: 'About', description: 'about' },
];

/** The five Field Kit tools that search lists (the transcriber is reached from the Field Kit hub). */
export const TOOL_ROUTES: readonly NavItem[] = [
  { path: '/tools/playbooks', label: 'Sales Playbooks', description: 'generate custom sales playbooks' },
  { path: '/tools/objections', label: 'Objection Handler', description: 'strategies for handling objections' },
  { path: '/tools/research', label: 'Territory Research', description: 'research facilities and territories' },
  { path: '/tools/email-templates', label: 'Email Templates', description: 'professional email templates' },
  { path: '/tools/chatbot', label: 'AI Coach', description: 'chat with an AI sales coach' },
];

/** Content pages that search lists beyond the spec's routes (the tips archive). */
export const CONTENT_ROUTES: readonly NavItem[] = [
  { path: '/tips', label: 'Weekly Coaching Tips', description: 'newsletter tips archive' },
];

/** The 14 searchable routes (the 13 site routes plus the tips archive). */
export const NAV_ITEMS: readonly NavItem[] = [...MAIN_ROUTES, ...TOOL_ROUTES, ...CONTENT_ROUTES];

/** Case-insensitive substring match on label or description; an empty query returns everything. */
export function filterNavItems(query: string, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.label.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle));
}

/**
 * The route of a page's URL path. With `build.format: 'file'`, Astro.url.pathname of a built page
 * ends in `.html` (`/about.html`, `/index.html`); the site serves it at `/about` and `/`.
 */
export function routeOf(pathname: string): string {
  return (
    pathname
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '')
      .replace(/\/+$/, '') || '/'
  );
}

/** True when `path` is `route` or below it (so /tools/playbooks highlights the Field Kit link). */
export function isActiveRoute(route: string, currentPath: string): boolean {
  const current = routeOf(currentPath);
  if (route === '/') return current === '/';
  return current === route || current.startsWith(`${route}/`);
}
