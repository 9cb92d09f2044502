// Serves the existing production build (dist/) with functions and local Blobs. `npm start`
// builds first; this script alone is what the e2e tests and the benchmark run against.
import { rmSync } from 'node:fs';
import { startSiteServer } from './lib/site-server.ts';
import { prepareLocalSecrets } from './lib/local-secrets.mjs';

// The e2e suite starts from an empty local Blobs store so its counts are its own.
if (process.env.RESET_BLOBS === '1') rmSync('.netlify/blobs-serve', { recursive: true, force: true });
prepareLocalSecrets();
const port = Number(process.env.PORT ?? 8888);
const server = await startSiteServer({ port, host: process.env.HOST ?? '127.0.0.1', quiet: process.env.QUIET === '1' });
console.log(`\n  Spartan Hospice Sales is running at ${server.url}\n`);

const shutdown = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
