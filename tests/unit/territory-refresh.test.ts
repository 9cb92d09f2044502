import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import refresh, { config } from '../../netlify/functions/territory-refresh.mts';
import { requestTerritoryRebuild } from '../../src/server/territory-refresh';

const hits: { method?: string; url?: string }[] = [];
let status = 200;
const server = createServer((req, res) => {
  hits.push({ method: req.method, url: req.url });
  res.writeHead(status).end();
});
let hook: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc123`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('monthly territory refresh', () => {
  it('is scheduled monthly, after CMS releases', () => {
    expect(config.schedule).toBe('0 9 28 * *');
  });

  it('posts to the build hook with a title saying why', async () => {
    hits.length = 0;
    expect(await requestTerritoryRebuild(hook, new Date('2026-11-28T09:00:00Z'))).toContain('a rebuild was requested');
    expect(hits).toEqual([
      { method: 'POST', url: '/build_hooks/abc123?trigger_title=Monthly+CMS+territory+data+refresh+%282026-11-28%29' },
    ]);
  });

  it('does nothing without a hook, and fails loudly when the hook refuses', async () => {
    hits.length = 0;
    delete process.env.TERRITORY_BUILD_HOOK_URL;
    await refresh();
    expect(hits).toEqual([]);
    status = 404;
    await expect(requestTerritoryRebuild(hook)).rejects.toThrow('the build hook answered 404');
    await expect(requestTerritoryRebuild('http://example.com/build_hooks/x')).rejects.toThrow('must be an https address');
    status = 200;
  });
});
