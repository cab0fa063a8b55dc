import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint-import-boundaries.js';
import scoreTables from './scripts/eslint-score-tables.js';

// Globals that would tie the pure packages to a browser or to Node.
const platformGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'HTMLElement',
  'process',
  'Buffer',
  'require',
  'module',
  '__dirname',
  '__filename',
  'global',
  'setImmediate',
];

// Node's modules, which the web app, running in a browser, cannot import.
const browserImports = {
  paths: builtinModules.map((name) => ({ name, message: 'The web app runs in a browser.' })),
  patterns: [{ group: ['node:*'], message: 'The web app runs in a browser.' }],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', '**/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    plugins: {
      'check-file': checkFile,
      lens: { rules: { ...boundaries.rules, ...scoreTables.rules } },
    },
    rules: {
      'lens/import-boundaries': 'error',
      'lens/score-tables-owner': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,bench,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/src/**', 'packages/contracts/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: 'domain and contracts are pure: no Node APIs.',
          })),
          patterns: [
            { group: ['node:*'], message: 'domain and contracts are pure: no Node APIs.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...platformGlobals.map((name) => ({
          name,
          message: 'domain and contracts are pure: no DOM or Node globals.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', browserImports],
    },
  },
  {
    files: [
      'apps/server/**',
      'bench/**',
      'e2e/**',
      'scripts/**',
      '*.config.{js,ts}',
      'apps/web/vite.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // A promise nobody awaits can reject with no handler, and an unhandled rejection ends the
    // process: every promise on the server has an owner (docs/architecture.md, "Errors").
    files: ['apps/server/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    // The web's requests: every call has its query factory or hook in an api/ folder, which
    // components, prefetching and invalidation all use (docs/architecture.md, "The web client's
    // plumbing", "Requests"). Rules of the same name replace earlier options for these files, so
    // the browser's restriction is repeated.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/api/**',
      'apps/web/src/lib/use-api.ts',
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/test-support/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserImports.paths,
          patterns: [
            ...browserImports.patterns,
            ...[
              { group: ['**/api-client.ts', './api-client.ts'], importNames: ['callApi'] },
              {
                group: ['**/use-api.ts', './use-api.ts'],
                importNames: ['useApiQuery', 'useApiMutation', 'apiQueryOptions'],
              },
              { group: ['@lens/contracts'], importNamePattern: '^(API_CALLS|[A-Z_]+_CALLS)$' },
            ].map((pattern) => ({
              ...pattern,
              message:
                'Requests go through the query factories and hooks of an api/ folder: see docs/architecture.md, "The web client\'s plumbing", "Requests".',
            })),
          ],
        },
      ],
    },
  },
);
