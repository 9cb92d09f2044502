/**
 * A tip's address on the site. Kept apart from ./tips.ts (which holds the zod schema) so code
 * that runs in the content manager's browser page can use it without bundling zod.
 */
export const tipPath = (tip: { id: string }) => `/tips/${tip.id}`;
