import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startServer,
  type ServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';

const executable = inject('chromiumPath');
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * A fresh installation as its first administrator opens it: a server without the demo, then the
 * command-line tools run beside it (the embedded database is the running server's), and the
 * password link they print leads to the server that runs, on its own port.
 */
describe.skipIf(!executable)('a fresh installation opened from the command line', () => {
  let dataDir: string;
  let server: ServerProcess;
  let browser: Browser;

  const tool = (script: string, args: string[]) =>
    run(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/server/src/cli', script), ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      },
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lens-fresh-'));
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    browser = await launchBrowser(executable!);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the administrator beside the running server, with a link to its own port', async () => {
    const { stdout, stderr } = await tool('create-admin.ts', [
      '--client',
      'Harbour Hotels',
      '--email',
      'first.admin@harbour.example',
      '--name',
      'First Admin',
    ]);
    expect(stderr).toContain(`Using the database of the server running on ${dataDir}`);
    const link = /http:\/\/localhost:(\d+)(\/login\/create\/user\/\d+\/token\/[\w-]+)/.exec(
      `${stdout}\n${stderr}`,
    );
    expect(link?.[1]).toBe(String(server.port));

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${link![2]}`);
    await page.getByLabel('New password', { exact: true }).fill('a first strong password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('a first strong password');
    await page.getByRole('button', { name: 'Create password' }).click();
    await page.getByText('Your password has been set. Sign in with it.').waitFor();

    // Signed in, a client with nothing yet gets the steps that open it, not a failure.
    await page.getByLabel('Email').fill('first.admin@harbour.example');
    await page.getByLabel('Password', { exact: true }).fill('a first strong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Set up Harbour Hotels' }).waitFor();
    expect(await page.getByTestId('error-log-window').count()).toBe(0);
    expect(
      await page.getByRole('listitem').filter({ hasText: 'Import your reference data' }).count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Open the imports' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/imports');
    await context.close();
  });

  it('imports reference data beside the running server, and counts rows as it reads', async () => {
    const { stdout } = await tool('import.ts', [
      '--client',
      'Harbour Hotels',
      '--kind',
      'reference',
      path.join(root, 'docs/examples/reference.csv'),
    ]);
    expect(stdout).toMatch(/reference\.csv: \d+ rows in/);
    expect(server.ended()).toBeNull();
  });
});
