import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every route the build produced (one per .html file in dist/), sorted. */
export function builtRoutes(distDir = 'dist'): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '_astro') walk(path);
      } else if (name.endsWith('.html')) {
        const route = `/${relative(distDir, path)
          .replace(/\.html$/, '')
          .replace(/(^|\/)index$/, '')}`;
        routes.push(route === '/' ? '/' : route.replace(/\/$/, ''));
      }
    }
  };
  walk(distDir);
  return routes.sort();
}
