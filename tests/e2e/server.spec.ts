import { expect, test } from '@playwright/test';

test.describe('local production server', () => {
  test('sends the security headers on pages', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy']).toContain('microphone=()');
  });

  test('each page pins its scripts by hash in a CSP with no inline wildcard', async ({ page }) => {
    await page.goto('/');
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toMatch(/script-src[^;]*'sha(256|384|512)-/);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  test('compresses text responses like the CDN', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    const gzipOnly = await request.get('/privacy', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  });

  test('serves pages at their pretty URLs', async ({ request }) => {
    for (const path of ['/', '/privacy']) expect((await request.get(path)).status()).toBe(200);
  });
});
