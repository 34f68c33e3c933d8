import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Files and the tests in them run in a random order (every test stands alone); vitest
// prints the seed, and `--sequence.seed=N` repeats an order.
const sequence = { shuffle: { files: true, tests: true } };

const serverProject = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server-${db}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB: db },
    sequence,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // A worker keeps the server's modules from one file to the next rather than loading them again
    // for each: every file makes its own app, database and rows (test/app-helper.ts), so nothing a
    // test sees is left by another, and the loading was most of the files' time.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // A worker per core: vitest keeps one core for itself by default, but it mostly waits while the
    // workers run the server's tests, and the 2-core machine CI runs on then used one core for them
    // (the unit and integration tests took 446 s with one worker, 297 s with two).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          sequence,
        },
      },
      {
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node', sequence },
      },
      { test: { name: 'tools', root: 'tools', include: ['**/*.test.ts'], environment: 'node', sequence } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
