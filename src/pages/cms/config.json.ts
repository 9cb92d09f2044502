import type { APIRoute } from 'astro';
import { cmsConfig } from '../../lib/cms/config';

/** The content manager's configuration, written at build time (the repository comes from the build's environment). */
export const GET: APIRoute = () => Response.json(cmsConfig());
