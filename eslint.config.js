// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import featureBoundaries from './tools/eslint/feature-boundaries.js';
import fileNames from './tools/eslint/file-names.js';
import noImportCycles from './tools/eslint/no-import-cycles.js';
import noRoleLiterals from './tools/eslint/no-role-literals.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test-*/**',
      '**/dist-ssr/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      local: {
        rules: {
          'feature-boundaries': featureBoundaries,
          'file-names': fileNames,
          'no-import-cycles': noImportCycles,
          'no-role-literals': noRoleLiterals,
        },
      },
    },
    rules: {
      // Imports between areas (the table of tools/eslint/areas.js, through entries; ADR 0025), up the
      // layers or out of a workspace, and import cycles (ARCHITECTURE "Layout", "Areas").
      'local/feature-boundaries': 'error',
      'local/no-import-cycles': 'error',
      // ADR 0012.
      'local/file-names': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/server/src/modules/dev/assets/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Roles are listed and compared only in packages/domain's access table and its helpers
    // (ARCHITECTURE "One access table"); seed data, the database enum and tests name them as data.
    files: ['apps/**/*.{js,ts,tsx}'],
    ignores: [
      'apps/server/src/db/seed/**',
      'apps/server/src/db/schema/**',
      'apps/server/test/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'local/no-role-literals': 'error' },
  },
  {
    // The widths the layouts change at live in ui/screen.ts, which answers the server's width while
    // React takes a painted page over (ADR 0024).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/ui/screen.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material/useMediaQuery', message: 'Use the hooks of ui/screen.ts.' },
            {
              name: '@mui/material',
              importNames: ['useMediaQuery'],
              message: 'Use the hooks of ui/screen.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only a repository speaks SQL (docs/module-shape.md, ADR 0025): routes and use cases reach the
    // tables through their area's repository.ts, so an access decision is a query's condition and
    // a reader finds every query of an area in one file. Tests, their kits and the development
    // helpers (never run in production) are let off.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      '**/repository.ts',
      '**/*-repository.ts',
      '**/*.test.ts',
      '**/*-test-kit.ts',
      '**/*-test-setup.ts',
      'apps/server/src/modules/dev/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: "Only the area's repository.ts imports Drizzle or the schema (docs/module-shape.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is pure TypeScript shared by server and web, and imports neither of them.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'fastify',
            '@fastify/*',
            'drizzle-orm',
            'drizzle-orm/*',
            'node:*',
            '@lonportal/server',
            '@lonportal/server/*',
            '@lonportal/web',
            '@lonportal/web/*',
          ],
        },
      ],
    },
  },
);
