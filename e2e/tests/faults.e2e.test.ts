import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// The test owns a database it can stop and start, started the way the server starts its own.
import {
  startEmbeddedServer,
  type EmbeddedServer,
} from '../../apps/server/src/db/embedded-server.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  startServer,
  type ServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { csrfHeaders, DEMO, signInContext, signInRequest } from '../support/session.ts';
import { until } from '../support/until.ts';

const executable = inject('chromiumPath');

/**
 * Faults on a server of its own, on a PostgreSQL of its own: the database stopping under a signed-in
 * page, and the server killed (SIGKILL, no shutdown code) in the middle of an import and of flag
 * processing.
 */
describe.skipIf(!executable)('faults', () => {
  let scratch: string;
  let database: EmbeddedServer;
  let server: ServerProcess;
  let env: Record<string, string>;
  let sql: pg.Pool;
  let browser: Browser;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'lens-e2e-faults-'));
    // As root the embedded PostgreSQL runs as `postgres`, which must be able to enter it.
    await chmod(scratch, 0o755);
    database = await startEmbeddedServer(path.join(scratch, 'db'), () => {});
    env = { DATABASE_URL: database.url, DATA_DIR: path.join(scratch, 'server') };
    server = await startServer(env);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    sql.on('error', () => {});
    browser = await launchBrowser(executable!);
    // A second demo portfolio is seeded for this database.
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await sql?.end();
    await server?.stop();
    await database?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('answers 503 while the database is down, stays up, and recovers by itself; so does the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, server.baseUrl, DEMO.manager);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('heading', { name: 'Average accuracy trend' }).waitFor();
    const dialog = page.getByRole('dialog');
    // Every widget has loaded: what fails below fails because of the outage.
    await page.waitForLoadState('networkidle');

    await database.stop();
    try {
      const during = await context.request.get(
        `${server.baseUrl}/dashboard/check_credentials_validity`,
      );
      expect(during.status()).toBe(503);
      expect((await during.json()).message).toBe(
        'The database is unavailable. Please try again in a moment.',
      );
      // The process is still up: what needs no database still answers.
      expect((await fetch(`${server.baseUrl}/conf.json`)).status).toBe(200);

      // The user goes on working while the database is down: the error window names what failed.
      await page
        .getByRole('list', { name: 'Accuracy by property type' })
        .getByRole('button', { name: /Hotel/ })
        .click();
      await dialog.getByText('Sorry, we had some problems with:').waitFor({ timeout: 30_000 });
    } finally {
      database = await startEmbeddedServer(path.join(scratch, 'db'), () => {});
    }
    const back = Date.now();
    await until('the server to answer again', async () => {
      const response = await context.request.get(
        `${server.baseUrl}/dashboard/check_credentials_validity`,
      );
      return response.status() === 200 ? true : null;
    });
    console.log(`faults: data calls answered again ${Date.now() - back} ms after the database`);

    await dialog.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { name: 'Hotels' }).waitFor();
    await page.getByTestId('properties-table').locator('tbody tr[data-index]').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('writes nothing of an import the server was killed in, and imports the file whole after restart', async () => {
    const { rows: properties } = await sql.query<{ code: string }>(
      `SELECT p.code FROM properties p JOIN users u ON u.client_id = p.client_id
       WHERE u.email = $1 ORDER BY p.id LIMIT 200`,
      [DEMO.admin.email],
    );
    // 200 properties x 40 days on one channel: large enough to be killed in the middle of.
    const lines: string[] = [];
    for (const { code } of properties) {
      for (let day = 1; day <= 40; day += 1) {
        // Recent days (the reference is valid then) at a time no demo capture uses.
        const capturedAt = `${new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10)}T03:17:42Z`;
        lines.push(
          JSON.stringify({ propertyCode: code, siteId: 104, capturedAt, name: `Fault ${code}` }),
        );
      }
    }
    const file = {
      name: 'fault-snapshots.ndjson',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(lines.join('\n')),
    };
    const counts = async () =>
      (
        await sql.query<{ snapshots: number; audits: number }>(
          `SELECT (SELECT count(*)::int FROM channel_snapshots) AS snapshots,
                  (SELECT count(*)::int FROM audits) AS audits`,
        )
      ).rows[0]!;
    const before = await counts();

    const admin = await request.newContext();
    await signInRequest(admin, server.baseUrl, DEMO.admin);
    const upload = admin
      .post(`${server.baseUrl}/dashboard/admin/imports/snapshots`, {
        multipart: { file },
        headers: await csrfHeaders(admin),
        timeout: 120_000,
      })
      .catch((error: unknown) => error);
    // Killed once the import's transaction is writing.
    await until('the import to write', async () => {
      const { rows } = await sql.query(
        `SELECT 1 FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND state = 'active' AND query ILIKE '%INSERT INTO%'`,
      );
      return rows.length ? true : null;
    });
    await server.kill();
    expect(await upload).toBeInstanceOf(Error);
    await admin.dispose();

    server = await startServer(env, server.port);
    expect(await counts()).toEqual(before);

    const again = await request.newContext();
    await signInRequest(again, server.baseUrl, DEMO.admin);
    const response = await again.post(`${server.baseUrl}/dashboard/admin/imports/snapshots`, {
      multipart: { file },
      headers: await csrfHeaders(again),
      timeout: 120_000,
    });
    expect(response.status(), await response.text()).toBe(200);
    const after = await counts();
    expect(after.snapshots - before.snapshots).toBe(lines.length);
    expect(after.audits - before.audits).toBe(lines.length);
    await again.dispose();
  });

  it('keeps flags saved before the server was killed mid-job, and processes them after restart', async () => {
    const manager = await request.newContext();
    await signInRequest(manager, server.baseUrl, DEMO.manager);
    const { rows } = await sql.query<{ audit: number; property: number }>(
      `SELECT a.id AS audit, a.property_id AS property FROM audits a
       JOIN audit_results r ON r.property_id = a.property_id AND r.audit_id = a.id
       JOIN view_properties vp ON vp.property_id = a.property_id
       JOIN user_views uv ON uv.view_id = vp.view_id
       JOIN users u ON u.id = uv.user_id AND u.email = $1
       WHERE r.characteristic = 'NAME' AND r.status = 'ACCURATE'
       ORDER BY a.audit_date DESC, a.id DESC LIMIT 1`,
      [DEMO.manager.email],
    );
    const { audit, property } = rows[0]!;
    // Holding the result the job will flag keeps the job in the middle of its transaction.
    const blocker = await sql.connect();
    await blocker.query('BEGIN');
    await blocker.query(
      `SELECT 1 FROM audit_results WHERE property_id = $1 AND audit_id = $2 AND characteristic = 'NAME'
       FOR UPDATE`,
      [property, audit],
    );
    const uid = `fault-${Date.now()}`;
    const saved = await manager.post(
      `${server.baseUrl}/dashboard/matchedNotes?property=${property}&audit=${audit}&uid=${uid}`,
      { data: [{ charType: 'NAME', charValue: 'fault' }], headers: await csrfHeaders(manager) },
    );
    expect(saved.status(), await saved.text()).toBe(202);
    await until('the flag job to be mid-run', async () => {
      const { rows: waiting } = await sql.query(
        `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock'
         AND query ILIKE '%UPDATE audit_results%'`,
      );
      return waiting.length ? true : null;
    });
    await server.kill();
    await manager.dispose();
    await blocker.query('COMMIT');
    blocker.release();

    // The killed worker's transaction is rolled back; its job stays taken by a worker that is gone.
    await until('the killed transaction to end', async () => {
      const { rows: left } = await sql.query(
        `SELECT 1 FROM pg_stat_activity WHERE query ILIKE '%UPDATE audit_results%'
         AND pid <> pg_backend_pid() AND state <> 'idle'`,
      );
      return left.length ? null : true;
    });
    const taken = await sql.query(
      `SELECT j.locked_by FROM graphile_worker._private_jobs j
       JOIN graphile_worker._private_tasks t ON t.id = j.task_id
       WHERE t.identifier = 'flag-matched-notes' AND j.locked_by IS NOT NULL`,
    );
    expect(taken.rowCount).toBe(1);
    const pending = await sql.query(
      'SELECT 1 FROM matched_notes WHERE uid = $1 AND processed_at IS NULL',
      [uid],
    );
    expect(pending.rowCount).toBe(1);

    server = await startServer(env, server.port);
    const restarted = Date.now();
    await until('the flag to be processed', async () => {
      const done = await sql.query(
        'SELECT 1 FROM matched_notes WHERE uid = $1 AND processed_at IS NOT NULL',
        [uid],
      );
      return done.rowCount ? true : null;
    });
    console.log(`faults: the killed flag job ran again ${Date.now() - restarted} ms after restart`);
  });
});
