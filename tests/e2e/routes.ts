import { builtRoutes } from '../../scripts/lib/built-routes.ts';

export { builtRoutes };

/** Routes that are real pages to visit (the 404 page is visited through an unknown path). */
export const pageRoutes = (): string[] => builtRoutes().filter((route: string) => route !== '/404');
