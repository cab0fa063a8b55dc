import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServer,
  type ServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { csrfHeaders, DEMO, signInRequest } from '../support/session.ts';
import { until } from '../support/until.ts';

/** The pid in the cluster's postmaster.pid while a postgres of this cluster runs it, else null. */
async function runningPostmaster(clusterDir: string): Promise<number | null> {
  const lockFile = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(lockFile.split('\n')[0]);
  if (!pid) return null;
  const [args, stat] = await Promise.all([
    readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
    readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''),
  ]);
  const ended = /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  return !ended && args.split('\0').includes(clusterDir) ? pid : null;
}

/**
 * `npm start` after the server was killed with SIGKILL (a crash, an OOM kill): its embedded
 * PostgreSQL outlives it without a parent, holding the cluster; the next start must stop it and
 * come up with every committed row, and without the uploads the killed server left.
 */
describe.runIf(process.platform === 'linux')('a start after the server was killed', () => {
  let scratch: string;
  let dataDir: string;
  let clusterDir: string;
  let server: ServerProcess;

  /** A connection to the embedded database, through the credentials the server keeps beside it. */
  async function connectToDatabase(): Promise<pg.Client> {
    const { password, port } = JSON.parse(
      await readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
    ) as { password: string; port: number };
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password,
      database: 'lens',
    });
    await client.connect();
    return client;
  }

  async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
    const client = await connectToDatabase();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  }

  const counts = async () =>
    (
      await query(
        `SELECT (SELECT count(*)::int FROM properties) AS properties,
                (SELECT count(*)::int FROM audits) AS audits,
                (SELECT count(*)::int FROM channel_snapshots) AS snapshots,
                (SELECT count(*)::int FROM import_runs) AS imports`,
      )
    )[0]!;

  /** Kills the server as a crash would, and checks it left its database running, orphaned. */
  async function crash(): Promise<void> {
    const postmaster = await runningPostmaster(clusterDir);
    expect(postmaster).not.toBeNull();
    await server.kill();
    expect(await runningPostmaster(clusterDir)).toBe(postmaster);
  }

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'lens-e2e-crash-'));
    // As root the embedded PostgreSQL runs as `postgres`, which must be able to enter it.
    await chmod(scratch, 0o755);
    dataDir = path.join(scratch, 'data');
    clusterDir = path.join(dataDir, 'postgres');
    // The demo portfolio is seeded into this DATA_DIR's own database (about 2 minutes).
    server = await startServer({ DATA_DIR: dataDir });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    // A start that failed leaves the killed server's postgres running: it is stopped here.
    const left = await runningPostmaster(clusterDir);
    if (left) {
      process.kill(left, 'SIGINT');
      await until('the left postgres to stop', async () =>
        (await runningPostmaster(clusterDir)) ? null : true,
      );
    }
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  it('comes up again after a kill in the middle of a request, with the data intact', async () => {
    const before = await counts();
    const manager = await request.newContext();
    await signInRequest(manager, server.baseUrl, DEMO.manager);
    // The request waits on the views it reads until the server is killed.
    const blocker = await connectToDatabase();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE views IN ACCESS EXCLUSIVE MODE');
    const download = manager
      .get(`${server.baseUrl}/dashboard/reports/dashboard-pdf`, { timeout: 60_000 })
      .catch((error: unknown) => error);
    await until('the request to wait on the database', async () => {
      const waiting = await query(
        "SELECT 1 FROM pg_stat_activity WHERE datname = 'lens' AND wait_event_type = 'Lock'",
      );
      return waiting.length ? true : null;
    });
    await crash();
    expect(await download).toBeInstanceOf(Error);
    await manager.dispose();
    await blocker.query('ROLLBACK');
    await blocker.end();

    server = await startServer({ DATA_DIR: dataDir }, server.port);
    expect(await counts()).toEqual(before);
    const again = await request.newContext();
    await signInRequest(again, server.baseUrl, DEMO.manager);
    const response = await again.get(`${server.baseUrl}/dashboard/reports/dashboard-pdf`, {
      timeout: 60_000,
    });
    expect(response.status()).toBe(200);
    await again.dispose();
  }, 300_000);

  it('comes up again after a kill in the middle of an import: nothing of it written, its upload gone', async () => {
    const properties = await query<{ code: string }>(
      `SELECT p.code FROM properties p JOIN users u ON u.client_id = p.client_id
       WHERE u.email = '${DEMO.admin.email}' ORDER BY p.id LIMIT 200`,
    );
    // 200 properties x 40 days on one channel: large enough to be killed in the middle of.
    const lines: string[] = [];
    for (const { code } of properties) {
      for (let day = 1; day <= 40; day += 1) {
        const capturedAt = `${new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10)}T03:17:42Z`;
        lines.push(
          JSON.stringify({ propertyCode: code, siteId: 104, capturedAt, name: `Crash ${code}` }),
        );
      }
    }
    const before = await counts();
    const admin = await request.newContext();
    await signInRequest(admin, server.baseUrl, DEMO.admin);
    const upload = admin
      .post(`${server.baseUrl}/dashboard/admin/imports/snapshots`, {
        multipart: {
          file: {
            name: 'crash-snapshots.ndjson',
            mimeType: 'application/x-ndjson',
            buffer: Buffer.from(lines.join('\n')),
          },
        },
        headers: await csrfHeaders(admin),
        timeout: 120_000,
      })
      .catch((error: unknown) => error);
    // Killed once the import's transaction is writing, its upload on disk.
    await until('the import to write', async () => {
      const writing = await query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = 'lens' AND pid <> pg_backend_pid()
           AND state = 'active' AND query ILIKE '%INSERT INTO%'`,
      );
      return writing.length ? true : null;
    });
    const uploads = path.join(dataDir, 'tmp');
    expect(await readdir(uploads)).toHaveLength(1);
    await crash();
    expect(await upload).toBeInstanceOf(Error);
    await admin.dispose();
    expect(await readdir(uploads)).toHaveLength(1);

    server = await startServer({ DATA_DIR: dataDir }, server.port);
    expect(await counts()).toEqual(before);
    expect(existsSync(uploads) ? await readdir(uploads) : []).toEqual([]);
  }, 300_000);
});
