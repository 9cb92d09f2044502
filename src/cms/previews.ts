import type { createElement } from 'react';
import type { CustomPreviewTemplate } from '@sveltia/cms';
import { tipEmailsPreview } from './tip-email-preview';

/**
 * Runs on the content manager's page (/cms/) right after Sveltia CMS, as /cms/previews.js
 * (bundled by src/pages/cms/previews.js.ts). Sveltia exposes its API as `window.CMS` and its own
 * React's createElement as `window.h`, the globals its documentation tells custom previews to use.
 */
declare global {
  interface Window {
    CMS: { registerPreviewTemplate(name: string, component: CustomPreviewTemplate): void };
    h: typeof createElement;
  }
}

// The preview template named after the tips file (src/lib/cms/config.ts: listFile 'tips').
// Emails link to the site the owner is editing: the CMS is served by the site itself.
window.CMS.registerPreviewTemplate('tips', tipEmailsPreview(window.h, window.location.origin) as unknown as CustomPreviewTemplate);
