import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  startServer,
  type ServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const executable = inject('chromiumPath');

describe.skipIf(!executable)('the error log window in chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('names the failed load, sends a report once and reloads the page', async () => {
    await page.route('**/dashboard/data/accuracy/accuracyScoreInterval**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"boom"}',
      }),
    );
    await page.goto(`${baseUrl}/`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sorry, we had some problems with:').waitFor();
    expect(await dialog.getByRole('listitem').allInnerTexts()).toContain('Loading score interval');
    expect(await seriousViolations(page)).toEqual([]);

    const sent = page.waitForResponse('**/dashboard/technical/notification');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const response = await sent;
    expect(response.ok()).toBe(true);
    const report = response.request().postDataJSON() as { logStore: string[]; url: string };
    expect(report.logStore).toContain('Loading score interval');
    expect(report.url).toBe(`${baseUrl}/`);
    const done = dialog.getByRole('button', { name: 'Report sent' });
    await expect.poll(() => done.isDisabled()).toBe(true);

    await page.unroute('**/dashboard/data/accuracy/accuracyScoreInterval**');
    await dialog.getByRole('button', { name: 'Reload page' }).click();
    await page.getByTestId('date-range').waitFor();
    await page.getByRole('heading', { name: 'Average accuracy trend' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

interface EmbeddedCredentials {
  password: string;
  port: number;
}

/**
 * A second server process on the e2e database (the first one's embedded PostgreSQL), so it can be
 * restarted the way a deploy restarts it without touching the server the other tests use.
 */
describe.skipIf(!executable)('the deploy notice in chromium', () => {
  let browser: Browser;
  let server: ServerProcess;
  let scratch: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    const credentials = JSON.parse(
      await readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
    ) as EmbeddedCredentials;
    scratch = await mkdtemp(path.join(os.tmpdir(), 'lens-e2e-deploy-'));
    env = {
      DATABASE_URL: `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${credentials.port}/lens`,
      DATA_DIR: scratch,
    };
    server = await startServer(env);
    browser = await launchBrowser(executable!);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('appears within 5 s of a restarted server answering, and Refresh clears it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, server.baseUrl, DEMO.manager);
    const page = await context.newPage();
    // The page holds both sockets: the notice comes over /druid-websocket, alerts over the other.
    const opened: string[] = [];
    page.on('websocket', (socket) => opened.push(new URL(socket.url()).pathname));
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('date-range').waitFor();
    // The sockets open once the page's first reads are in: seconds on a loaded machine.
    await expect
      .poll(() => [...new Set(opened)].sort(), { timeout: 15_000 })
      .toEqual(['/druid-websocket', '/pv-websocket']);
    // Without a restart there is nothing to announce.
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('deploy-notice').count()).toBe(0);

    await server.stop();
    server = await startServer(env, server.port);
    const up = Date.now();
    const notice = page.getByTestId('deploy-notice');
    // The figure: connected pages are back within 5 s of the server answering again.
    await notice.waitFor({ timeout: 5_000 });
    console.log(
      `restart: the page reconnected and showed the notice ${Date.now() - up} ms after the server was up`,
    );
    expect(await notice.innerText()).toContain(
      'Dashboard has been updated. Please Refresh the Dashboard',
    );
    // Each socket reconnected on its own.
    await expect
      .poll(() => opened.filter((path) => path === '/pv-websocket').length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect(opened.filter((path) => path === '/druid-websocket').length).toBeGreaterThanOrEqual(2);
    await notice.getByRole('button', { name: 'Refresh' }).click();
    await page.getByTestId('date-range').waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('deploy-notice').count()).toBe(0);
    // A server process stopped and started again: more than the default minute on a busy machine.
  }, 180_000);
});
