import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeWorkerUtils } from 'graphile-worker';
import {
  ADMIN_CONNECTOR_CALLS as CALLS,
  channelConnectorSchema,
  connectorListResponseSchema,
  connectorRunSchema,
  type ConnectorRun,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { startJobWorker, type JobWorker } from '../../jobs/job-worker.ts';
import { scheduledConnectorsJob } from './connector-run.job.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import type { RecordedServer } from '../../test-support/recorded-server.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import { importFile } from '../imports/import.service.ts';
import {
  connectorClient,
  PLACE_IDS,
  startPlacesServer,
} from './test-support/connector-fixtures.ts';

/** A directory channel no other suite gives listings or connectors to. */
const PLACES_CHANNEL = 171;
const API_KEY = 'test-key-never-returned';
const SECRETS_KEY = 'connectors-test-secrets-key-0123456789';

describe('channel connectors', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let manager: TestSession;
  let places: RecordedServer;
  let worker: JobWorker | undefined;
  let properties: Array<{ id: number; code: string }>;
  let clientId: number;

  const call = (
    session: TestSession | null,
    c: (typeof CALLS)[keyof typeof CALLS],
    r?: CallRequest,
  ) => injectCall(app, session, c, r);

  beforeAll(async () => {
    app = await createTestApp({ connectorAllowHosts: ['127.0.0.1'], secretsKey: SECRETS_KEY });
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    manager = await sessionFor(database, 'manager@demo.local');
    // Runs are queued before any worker is up: install the queue's schema as a worker would.
    const utils = await makeWorkerUtils({ pgPool: database.pool });
    await utils.migrate();
    await utils.release();
    ({ clientId, properties } = await connectorClient(database, 'Connectors test client'));
    places = await startPlacesServer();
  });

  afterAll(async () => {
    await worker?.stop();
    await database.pool.query('DELETE FROM property_listings WHERE channel_id = $1', [
      PLACES_CHANNEL,
    ]);
    await database.pool.query('DELETE FROM channel_connectors WHERE channel_id = $1', [
      PLACES_CHANNEL,
    ]);
    await places.close();
    await app.close();
    await database.close();
  });

  it('rejects bad settings with the field at fault and keeps the key out of answers', async () => {
    const save = (body: unknown) =>
      call(admin, CALLS.saveConnector, { params: { siteId: PLACES_CHANNEL }, body });
    const schedule = { frequency: 'DAILY', time: '04:30', weekday: null };
    const cases: Array<[unknown, string]> = [
      [{ kind: 'PLACES_DETAILS', schedule }, 'baseUrl'],
      [{ kind: 'SCHEMA_ORG', schedule: { ...schedule, frequency: 'WEEKLY' } }, 'schedule.weekday'],
      [{ kind: 'SCHEMA_ORG', schedule: { ...schedule, time: '25:00' } }, 'schedule.time'],
      [{ kind: 'NONE', schedule }, 'schedule.frequency'],
      [{ kind: 'SCHEMA_ORG', schedule, extra: 1 }, 'extra'],
      [{ kind: 'PLACES_DETAILS', baseUrl: 'gopher://x', schedule }, 'baseUrl'],
    ];
    for (const [body, field] of cases) {
      const response = await save(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
    const saved = await save({
      kind: 'PLACES_DETAILS',
      baseUrl: `${places.baseUrl}/maps/api/place`,
      apiKey: API_KEY,
      schedule,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(API_KEY);
    expect(channelConnectorSchema.parse(saved.json())).toMatchObject({
      kind: 'PLACES_DETAILS',
      apiKeySet: true,
      schedule,
    });
    const stored = await database.pool.query<{ apiKey: string }>(
      'SELECT api_key AS "apiKey" FROM channel_connectors WHERE channel_id = $1',
      [PLACES_CHANNEL],
    );
    // Sealed with SECRETS_KEY: a copy of the database alone does not reveal it.
    expect(stored.rows[0]!.apiKey).toMatch(/^aes256gcm:v1:/);
    expect(stored.rows[0]!.apiKey).not.toContain(API_KEY);
    // Saving again without a key keeps the stored one.
    const again = await save({
      kind: 'PLACES_DETAILS',
      baseUrl: `${places.baseUrl}/maps/api/place`,
      schedule,
    });
    expect(again.json().apiKeySet).toBe(true);
    const list = await call(admin, CALLS.listConnectors);
    expect(list.body).not.toContain(API_KEY);
    expect(
      connectorListResponseSchema.parse(list.json()).items.find((i) => i.siteId === PLACES_CHANNEL),
    ).toMatchObject({ kind: 'PLACES_DETAILS', apiKeySet: true });
  });

  it('runs the places connector over the channel’s listings, recording failures per listing', async () => {
    // The place ids arrive as a listing-identity import, as a chain would set them in bulk.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lens-place-ids-'));
    const file = path.join(dir, 'place-ids.csv');
    await writeFile(
      file,
      [
        'property_code,site_id,external_id',
        ...properties.map((p, index) => `${p.code},${PLACES_CHANNEL},${PLACE_IDS[index]}`),
      ].join('\n'),
    );
    const imported = await importFile(database.pool, {
      clientId,
      kind: 'LISTING_IDENTITIES',
      filePath: file,
    });
    await rm(dir, { recursive: true, force: true });
    expect(imported.created).toEqual({ listingIdentities: 3 });
    const started = new Date();
    const queued = await call(admin, CALLS.runConnector, { params: { siteId: PLACES_CHANNEL } });
    expect(queued.statusCode, queued.body).toBe(202);
    const run = connectorRunSchema.parse(queued.json());
    expect(run).toMatchObject({ status: 'QUEUED', trigger: 'MANUAL', fetched: 0 });
    const twice = await call(admin, CALLS.runConnector, { params: { siteId: PLACES_CHANNEL } });
    expect(twice.statusCode).toBe(409);

    worker = await startJobWorker(database.pool, app.log, {
      mailer: app.mailer,
      publicUrl: 'http://localhost',
      connectorAllowHosts: ['127.0.0.1'],
      secretsKey: SECRETS_KEY,
    });
    const finished = await waitForRun(run.id);
    expect(finished).toMatchObject({
      status: 'SUCCEEDED',
      fetched: 1,
      landed: 1,
      unchanged: 0,
      failed: 2,
    });
    expect(finished.errors).toEqual([
      { propertyCode: properties[1]!.code, message: 'the channel has no place with this id' },
      { propertyCode: properties[2]!.code, message: 'the API answered HTTP 500' },
    ]);
    expect(places.requests.every((r) => r.searchParams.get('key') === API_KEY)).toBe(true);

    const landed = await database.pool.query<{ content: { name: string; photos?: unknown } }>(
      `SELECT s.content FROM channel_snapshots s
       JOIN audits a ON a.property_id = s.property_id AND a.snapshot_id = s.id
       WHERE s.channel_id = $1 AND s.property_id = ANY($2) AND s.captured_at >= $3
       ORDER BY s.property_id`,
      [PLACES_CHANNEL, properties.map((p) => p.id), started],
    );
    expect(landed.rows.map((r) => r.content.name)).toEqual(['Harbour View Hotel & Suites']);
    expect(JSON.stringify(landed.rows)).not.toContain(API_KEY);
  });

  it('queues a scheduled run once its time has come, and only once', async () => {
    // Saved days ago, to run ten minutes ago: that run is due.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString().slice(11, 16);
    await database.pool.query(
      `UPDATE channel_connectors SET time = $2, updated_at = now() - interval '3 days'
       WHERE channel_id = $1`,
      [PLACES_CHANNEL, tenMinutesAgo],
    );
    const context = {
      pool: database.pool,
      log: app.log,
      mailer: app.mailer,
      publicUrl: 'http://localhost',
    };
    await scheduledConnectorsJob.run({}, context);
    await scheduledConnectorsJob.run({}, context);
    const { rows } = await database.pool.query<{ id: number }>(
      `SELECT id::int FROM connector_runs WHERE channel_id = $1 AND trigger = 'SCHEDULED'`,
      [PLACES_CHANNEL],
    );
    expect(rows).toHaveLength(1);
    const finished = await waitForRun(rows[0]!.id);
    // The place shows what the first run landed: stored and audited again, counted unchanged.
    expect(finished).toMatchObject({
      trigger: 'SCHEDULED',
      status: 'SUCCEEDED',
      landed: 0,
      unchanged: 1,
    });
  });

  it('keeps the admin area to administrators', async () => {
    expect((await call(manager, CALLS.listConnectors)).statusCode).toBe(403);
    const capture = await call(manager, CALLS.captureFromUrl, {
      body: {
        propertyId: properties[0]!.id,
        siteId: PLACES_CHANNEL,
        url: 'https://www.example.com/hotel',
      },
    });
    expect(capture.statusCode).toBe(403);
    expect((await call(null, CALLS.listConnectors)).statusCode).toBe(401);
  });

  async function waitForRun(runId: number): Promise<ConnectorRun> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const list = connectorListResponseSchema.parse(
        (await call(admin, CALLS.listConnectors)).json(),
      );
      const last = list.items.find((item) => item.siteId === PLACES_CHANNEL)?.lastRun;
      if (last?.id === runId && (last.status === 'SUCCEEDED' || last.status === 'FAILED'))
        return last;
      if (Date.now() > deadline)
        throw new Error(`run ${runId} did not finish: ${JSON.stringify(last)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
});
