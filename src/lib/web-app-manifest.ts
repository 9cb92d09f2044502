/**
 * The web app manifest (installable app). Colours match the light theme; the dark theme's
 * colour is set per colour scheme with <meta name="theme-color" media=...> in BaseLayout, which
 * browsers prefer over the manifest.
 */
export const webAppManifest: Record<string, unknown> = {
  id: '/',
  name: 'Spartan Hospice Sales',
  short_name: 'Spartan',
  description: 'Hospice sales coaching, printable field sheets and an AI Field Kit that works in facilities with no signal.',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#7a1f1f',
  background_color: '#ffffff',
  categories: ['business', 'education', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Objection Handler',
      short_name: 'Objections',
      url: '/tools/objections',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Sales Playbooks',
      short_name: 'Playbooks',
      url: '/tools/playbooks',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    { name: 'AI Coach', short_name: 'Coach', url: '/tools/chatbot', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Printable Sheets', short_name: 'Sheets', url: '/resources', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};
