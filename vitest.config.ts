import { defineConfig } from 'vitest/config';

/**
 * Suites that start the real local server (scripts/lib/site-server.ts). Each server builds every
 * function into the same `.netlify/functions-serve` folder on its first call, so two of them
 * starting at once in a fresh clone race on those files (CI saw 500s from a half-written bundle).
 * They run one at a time, after the other suites, with the machine to themselves.
 */
const LOCAL_SERVER_SUITES = ['tests/unit/local-server.test.ts', 'tests/unit/load.test.ts'];

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Two cores: keep parallelism modest so local servers in tests are not starved.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/eval/**/*.eval.ts'],
          exclude: LOCAL_SERVER_SUITES,
        },
      },
      {
        test: {
          ...shared,
          name: 'local-server',
          include: LOCAL_SERVER_SUITES,
          // Benchmarks (*.bench.ts) run once, in the unit project.
          benchmark: { include: [] },
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
