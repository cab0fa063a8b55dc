import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext, signInRequest } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const executable = inject('chromiumPath');

/** A stored Google capture of a manager's property whose phone is ACCURATE in the pair's latest audit. */
async function accuratePhoneCapture(
  sql: pg.Pool,
): Promise<{ name: string; content: Record<string, unknown> }> {
  const { rows } = await sql.query<{ name: string; content: Record<string, unknown> }>(
    `SELECT p.name, cs.content
     FROM pair_states s
     JOIN properties p ON p.id = s.property_id
     JOIN users u ON u.client_id = p.client_id AND u.email = $1
     JOIN audits a ON a.property_id = s.property_id AND a.id = s.audit_id
     JOIN channel_snapshots cs ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
     JOIN audit_results r ON r.property_id = a.property_id AND r.audit_id = a.id
     WHERE s.client_id = p.client_id AND s.channel_id = 104
       AND s.month = (SELECT max(month) FROM pair_states WHERE client_id = p.client_id)
       AND r.characteristic = 'PHONE' AND r.status = 'ACCURATE'
       AND NOT EXISTS (SELECT 1 FROM audits later WHERE later.property_id = a.property_id
                         AND later.channel_id = a.channel_id AND (later.audit_date, later.id) > (a.audit_date, a.id))
     ORDER BY p.id DESC LIMIT 1`,
    [DEMO.manager.email],
  );
  return rows[0]!;
}

describe.skipIf(!executable)('regression alerts in chromium', () => {
  let browser: Browser;
  let page: Page;
  let sql: pg.Pool;

  beforeAll(async () => {
    const credentials = JSON.parse(
      await readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
    ) as { password: string; port: number };
    sql = new pg.Pool({
      connectionString: `postgres://postgres:${credentials.password}@127.0.0.1:${credentials.port}/lens`,
      max: 2,
    });
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await sql?.end();
  });

  it('shows a landed regression live, counts it in the menu and acknowledges it on /alerts', async () => {
    await page.goto(`${baseUrl}/alerts`);
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    // The screen marks everything seen: the count that appears next is the new alert's.
    await expect.poll(() => page.getByTestId('alerts-unread').count()).toBe(0);
    // Alerts are the user's own messages: they arrive over /pv-websocket, beside the broadcast one.
    const alertFrames: string[] = [];
    const opened: string[] = [];
    page.on('websocket', (socket) => {
      const path = new URL(socket.url()).pathname;
      opened.push(path);
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('destination:/user/topic/alerts')) alertFrames.push(path);
      });
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Average accuracy trend' }).waitFor();
    await page.waitForTimeout(1500); // the live sockets subscribe after the first screen
    // Unique paths: a socket the previous screen opened as it was left may be counted too.
    expect([...new Set(opened)].sort()).toEqual(['/druid-websocket', '/pv-websocket']);

    const capture = await accuratePhoneCapture(sql);
    const capturedAt = new Date(Date.parse(String(capture.content.capturedAt)) + 60_000);
    const broken = {
      ...capture.content,
      capturedAt: capturedAt.toISOString(),
      phone: '+1 999 555 0142',
    };
    const admin = await request.newContext();
    await signInRequest(admin, baseUrl, DEMO.admin);
    const { cookies } = await admin.storageState();
    const imported = await admin.post(`${baseUrl}/dashboard/admin/imports/snapshots`, {
      multipart: {
        file: {
          name: 'regression.ndjson',
          mimeType: 'application/x-ndjson',
          buffer: Buffer.from(JSON.stringify(broken)),
        },
      },
      headers: { 'X-CSRF-Token': cookies.find((c) => c.name === 'lens_csrf')!.value },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    await admin.dispose();

    const headline = `Phone is wrong again at ${capture.name}`;
    const toast = page.getByTestId('messages');
    await toast.getByText(`New alert: ${headline}.`).waitFor();
    expect(alertFrames).toEqual(['/pv-websocket']);
    await expect.poll(() => page.getByTestId('alerts-unread').textContent()).toBe('1 unread');

    await toast.getByRole('link', { name: 'View alerts' }).click();
    await page.waitForURL(`${baseUrl}/alerts`);
    const alert = page
      .getByTestId('alert')
      .filter({ hasText: headline })
      .filter({ hasText: '+1 999 555 0142' });
    await alert.waitFor();
    expect(
      await alert.getByRole('link', { name: /Open the channel audit/ }).getAttribute('href'),
    ).toMatch(/^\/&property=\d+&site=104$/);
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => page.getByTestId('alerts-unread').count()).toBe(0);

    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByText('Alert acknowledged.').waitFor();
    await expect.poll(() => alert.count()).toBe(0);
    await page.getByRole('radio', { name: 'Acknowledged' }).click();
    await expect
      .poll(() => page.getByTestId('alert').filter({ hasText: headline }).first().innerText())
      .toContain('Acknowledged by Marco Bellini');
  });
});
