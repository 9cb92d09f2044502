import type { APIRoute, GetStaticPaths } from 'astro';
import { CMS_FONTS, readCmsFont, type CmsFont } from '../../../lib/cms/fonts';

/** The content manager's web fonts, copied from their Fontsource packages into the build (src/lib/cms/fonts.ts). */
export const getStaticPaths = (() => CMS_FONTS.map((font) => ({ params: { file: font.file }, props: { font } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ font: CmsFont }> = async ({ props }) =>
  new Response(new Uint8Array(await readCmsFont(props.font)), { headers: { 'Content-Type': 'font/woff2' } });
