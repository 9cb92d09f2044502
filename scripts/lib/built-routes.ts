import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every route the build produced (one per .html file in dist/), sorted. The content manager
 * (dist/cms/, a third-party app served as is) is not a page of the site: it has no share image,
 * layout or page budgets, so it is left out.
 */
export function builtRoutes(distDir = 'dist'): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '_astro' && !(dir === distDir && name === 'cms')) walk(path);
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
