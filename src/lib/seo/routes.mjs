// @ts-check
// Which built pages search engines and link previews should know about, and where each page's
// share image lives. Plain JavaScript: astro.config.mjs (sitemap filter, share-image integration),
// BaseLayout and the tests all read it, so they can never disagree.

/**
 * Pages kept out of the sitemap (they are also `noindex`): the lead desk, the targets of the
 * newsletter's confirmation and unsubscribe links, the offline fallback and the 404 page.
 */
export const PRIVATE_ROUTES = ['/admin', '/newsletter/confirm', '/unsubscribe', '/offline', '/404'];

/** @param {string} route a site route such as `/` or `/programs/objection-mastery` */
export const isPublicRoute = (route) => !PRIVATE_ROUTES.includes(route);

/**
 * The path of a route's share image, predictable from the route alone so BaseLayout can link it
 * before the image exists (it is rendered after the build): `/` → `/og/index.png`,
 * `/programs/x` → `/og/programs/x.png`.
 * @param {string} route
 */
export const ogImagePath = (route) => `/og/${route === '/' ? 'index' : route.replace(/^\/+|\/+$/g, '')}.png`;

/** Share images are the size LinkedIn, Facebook and X render large (1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };
