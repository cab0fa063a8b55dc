import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser.ts';
import { root, startServer } from '../../apps/server/src/test-support/server-process.ts';
import { DEMO, signInRequest } from './session.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string | null;
    /** The server's DATA_DIR: emails land in its mail/ folder as .eml files. */
    dataDir: string;
  }
}

/**
 * Starts the built product on its embedded PostgreSQL in a throw-away DATA_DIR, seeded with the
 * demo portfolio, so the browser tests exercise the real thing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = chromiumPath();
  if (!browser && process.env.REQUIRE_BROWSER === '1') {
    throw new Error('REQUIRE_BROWSER=1 but no chromium was found (apt-get install chromium).');
  }
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does).`);
    }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lens-e2e-'));
  // Connectors may read pages the tests serve on loopback; every other private address stays refused.
  const server = await startServer({ DATA_DIR: dataDir, CONNECTOR_ALLOW_HOSTS: '127.0.0.1' });
  // Tests that type into the sign-in form land on a dashboard without the welcome tour's overlay.
  for (const who of Object.values(DEMO)) {
    const api = await request.newContext();
    await signInRequest(api, server.baseUrl, who);
    await api.dispose();
  }

  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', browser);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
