import { defineConfig } from 'vitest/config';

/**
 * `npm run eval`: only the labelled evaluation sets (tests/eval/*.eval.ts), with their
 * per-category tables printed. `npm run test:unit` runs the same files among the unit tests.
 */
export default defineConfig({
  test: {
    include: ['tests/eval/**/*.eval.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
