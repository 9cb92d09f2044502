/**
 * Asks Netlify for a fresh production build, so the research page's territory data follows CMS's
 * releases (hospice and hospital data quarterly, nursing homes monthly). The build hook's URL is a
 * secret (anyone holding it can trigger builds), so it lives in TERRITORY_BUILD_HOOK_URL.
 */
export async function requestTerritoryRebuild(hookUrl: string | undefined, now = new Date()): Promise<string> {
  if (!hookUrl) return 'Territory refresh: TERRITORY_BUILD_HOOK_URL is not set, so no rebuild was requested.';
  const url = new URL(hookUrl);
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1') throw new Error('TERRITORY_BUILD_HOOK_URL must be an https address.');
  url.searchParams.set('trigger_title', `Monthly CMS territory data refresh (${now.toISOString().slice(0, 10)})`);
  const response = await fetch(url, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Territory refresh: the build hook answered ${response.status}.`);
  return 'Territory refresh: a rebuild was requested; its log says which CMS files it imported.';
}
