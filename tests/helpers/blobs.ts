import { store, type StoreName } from '../../src/server/blobs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * A real local Blobs server in a temp folder, wired into the environment so server modules
 * (src/server/blobs.ts) use it exactly as they use Netlify's in production.
 */
export async function startTestBlobs(): Promise<{ stop: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'spartan-blobs-'));
  const token = 'test-token';
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'us-east-1' });
  return {
    stop: async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Empties one store, so each test starts from a known state. */
export async function clear(name: StoreName): Promise<void> {
  const s = store(name);
  const { blobs: entries } = await s.list();
  await Promise.all(entries.map(({ key }) => s.delete(key)));
}
