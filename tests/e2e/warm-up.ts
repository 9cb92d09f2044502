// Playwright global setup (runs once the local server is up): asks the server for every built page
// and every island script before the first test. For its first 5-10 s @netlify/dev answers slowly
// (its own start-up work), and a test that happened to run first waited on that instead of on the
// site: the chat.mobile drawer tests, run on their own, failed their 10 s wait for the drawer.
import { readdirSync } from 'node:fs';
import { builtRoutes } from '../../scripts/lib/built-routes.ts';
import type { FullConfig } from '@playwright/test';

export default async function warmUpServer(config: FullConfig) {
  const { baseURL } = config.projects[0].use;
  const request = (path: string) =>
    fetch(`${baseURL}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.arrayBuffer());
  const scripts = readdirSync('dist/_astro')
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/_astro/${name}`);
  // A few at a time, like a browser; every response is read to the end so compression is done.
  const paths = [...builtRoutes(), ...scripts];
  for (let start = 0; start < paths.length; start += 6) await Promise.all(paths.slice(start, start + 6).map(request));
}
