import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Files and the tests in them run in a random order (issue 10: every test stands alone); vitest
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
  },
});

export default defineConfig({
  test: {
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
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node', sequence } },
      { test: { name: 'tools', root: 'tools', include: ['**/*.test.ts'], environment: 'node', sequence } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
