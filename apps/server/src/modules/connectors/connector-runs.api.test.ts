import {
  ADMIN_CONNECTOR_CALLS as CALLS,
  connectorListResponseSchema,
  connectorRunSchema,
  runListingsResponseSchema,
  type ConnectorRun,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { startJobWorker, type JobWorker } from '../../jobs/job-worker.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import type { RecordedServer } from '../../test-support/recorded-server.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import {
  connectorClient,
  PLACE_IDS,
  startPlacesServer,
} from './test-support/connector-fixtures.ts';

const PLACES_CHANNEL = 171;
const SECRETS_KEY = 'connector-runs-test-secrets-key-0123456789';

describe('connector runs that tell the truth', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let manager: TestSession;
  let places: RecordedServer;
  let worker: JobWorker;
  let properties: Array<{ id: number; code: string }>;

  const call = (
    session: TestSession | null,
    c: (typeof CALLS)[keyof typeof CALLS],
    r?: CallRequest,
  ) => injectCall(app, session, c, r);
  const save = (body: Record<string, unknown>) =>
    call(admin, CALLS.saveConnector, {
      params: { siteId: PLACES_CHANNEL },
      body: {
        kind: 'PLACES_DETAILS',
        baseUrl: `${places.baseUrl}/maps/api/place`,
        apiKey: 'runs-test-key',
        schedule: { frequency: 'OFF', time: '03:00', weekday: null },
        ...body,
      },
    });

  beforeAll(async () => {
    app = await createTestApp({ connectorAllowHosts: ['127.0.0.1'], secretsKey: SECRETS_KEY });
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    manager = await sessionFor(database, 'manager@demo.local');
    ({ properties } = await connectorClient(database, 'Connector runs test client'));
    places = await startPlacesServer();
    worker = await startJobWorker(database.pool, app.log, {
      mailer: app.mailer,
      publicUrl: 'http://localhost',
      connectorAllowHosts: ['127.0.0.1'],
      secretsKey: SECRETS_KEY,
    });
  });

  afterAll(async () => {
    await worker.stop();
    await places.close();
    await app.close();
    await database.close();
  });

  async function runToEnd(request: Promise<{ statusCode: number; body: string; json(): unknown }>) {
    const queued = await request;
    expect(queued.statusCode, queued.body).toBe(202);
    const run = connectorRunSchema.parse(queued.json());
    const deadline = Date.now() + 30_000;
    for (;;) {
      const list = connectorListResponseSchema.parse(
        (await call(admin, CALLS.listConnectors)).json(),
      );
      const last = list.items.find((item) => item.siteId === PLACES_CHANNEL)?.lastRun;
      if (last?.id === run.id && !['QUEUED', 'RUNNING'].includes(last.status)) return last;
      if (Date.now() > deadline)
        throw new Error(`run ${run.id} did not end: ${JSON.stringify(last)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  const runChannel = () =>
    runToEnd(call(admin, CALLS.runConnector, { params: { siteId: PLACES_CHANNEL } }));
  const outcomes = async (run: ConnectorRun, query: Record<string, string> = {}) => {
    const response = await call(admin, CALLS.listRunListings, { params: { runId: run.id }, query });
    expect(response.statusCode, response.body).toBe(200);
    return runListingsResponseSchema.parse(response.json());
  };

  it('says a run with no listing to read found nothing, which is not a success', async () => {
    expect((await save({})).statusCode).toBe(200);
    // A listing row without URL or id is nothing to read either.
    await database.pool.query(
      'INSERT INTO property_listings (property_id, channel_id) VALUES ($1, $2)',
      [properties[0]!.id, PLACES_CHANNEL],
    );
    const run = await runChannel();
    expect(run).toMatchObject({ status: 'NO_LISTINGS', fetched: 0, landed: 0, failed: 0 });
    expect(run.message).toMatch(/^No listing of this channel has a URL or an id to read/);
    expect(places.requests).toHaveLength(0);
    expect((await outcomes(run)).total).toBe(0);
  });

  it('lists each listing with its outcome, and a second run finds the listing unchanged', async () => {
    for (const [index, property] of properties.slice(0, 3).entries())
      await database.pool.query(
        `INSERT INTO property_listings (property_id, channel_id, external_id) VALUES ($1, $2, $3)
         ON CONFLICT (property_id, channel_id) DO UPDATE SET external_id = excluded.external_id`,
        [property.id, PLACES_CHANNEL, PLACE_IDS[index]],
      );
    const first = await runChannel();
    expect(first).toMatchObject({
      status: 'SUCCEEDED',
      fetched: 1,
      landed: 1,
      unchanged: 0,
      failed: 2,
    });
    const listed = await outcomes(first);
    expect(listed.items.map((item) => [item.propertyCode, item.outcome, item.message])).toEqual([
      [properties[0]!.code, 'LANDED', null],
      [properties[1]!.code, 'FAILED', 'the channel has no place with this id'],
      [properties[2]!.code, 'FAILED', 'the API answered HTTP 500'],
    ]);
    const failed = await outcomes(first, { outcome: 'FAILED', pageSize: '1' });
    expect(failed).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(failed.items).toHaveLength(1);

    // Paced at 600 a minute: the reads of one run start at least 100 ms apart.
    expect((await save({ requestsPerMinute: 600 })).json()).toMatchObject({
      requestsPerMinute: 600,
    });
    const before = places.requests.length;
    const second = await runChannel();
    expect(second).toMatchObject({
      status: 'SUCCEEDED',
      fetched: 1,
      landed: 0,
      unchanged: 1,
      failed: 2,
    });
    expect(
      (await outcomes(second, { outcome: 'UNCHANGED' })).items.map((i) => i.propertyId),
    ).toEqual([properties[0]!.id]);
    const times = places.receivedAt.slice(before);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(90);
  });

  it('captures one property now, and says why it cannot when the property has no listing', async () => {
    const run = await runToEnd(
      call(admin, CALLS.captureNow, {
        params: { siteId: PLACES_CHANNEL },
        body: { propertyId: properties[0]!.id },
      }),
    );
    expect(run).toMatchObject({ status: 'SUCCEEDED', propertyId: properties[0]!.id, fetched: 1 });
    expect((await outcomes(run)).items.map((item) => item.propertyId)).toEqual([properties[0]!.id]);

    await database.pool.query(
      'UPDATE property_listings SET external_id = NULL WHERE property_id = $1 AND channel_id = $2',
      [properties[2]!.id, PLACES_CHANNEL],
    );
    const refused = await call(admin, CALLS.captureNow, {
      params: { siteId: PLACES_CHANNEL },
      body: { propertyId: properties[2]!.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'propertyId' });
    const unknown = await call(admin, CALLS.captureNow, {
      params: { siteId: PLACES_CHANNEL },
      body: { propertyId: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
    const user = await call(manager, CALLS.captureNow, {
      params: { siteId: PLACES_CHANNEL },
      body: { propertyId: properties[0]!.id },
    });
    expect(user.statusCode).toBe(403);
    expect(
      (await call(admin, CALLS.listRunListings, { params: { runId: 2_000_000_000 } })).statusCode,
    ).toBe(404);
  });

  it('refuses a rate that is not a whole number from 1 to 6,000, naming the field', async () => {
    for (const rate of [0, -5, 6001, 1.5, '60'])
      expect((await save({ requestsPerMinute: rate })).json(), String(rate)).toMatchObject({
        field: 'requestsPerMinute',
      });
    expect((await save({ requestsPerMinute: null })).json()).toMatchObject({
      requestsPerMinute: null,
    });
  });
});
