import os from 'node:os';
import { defineConfig } from 'vitest/config';

// API files wait on PostgreSQL as much as they compute, so two run at once even on two cores.
const apiWorkers = Math.max(2, Math.min(4, os.availableParallelism()));

// Projects: `unit` (pure packages and server units), `web` (components in happy-dom),
// `api` (Fastify inject against a real PostgreSQL), `e2e` (real server + Debian's chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'bench/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test-support/database-global-setup.ts'],
          // Each file gets its own copy of the seeded database, so files run side by side.
          setupFiles: ['apps/server/src/test-support/file-database-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: apiWorkers,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // For the files that check pages side by side (describe.concurrent); two cores run the
          // server and chromium beside the test, so a few at a time, not vitest's default five.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
