import { randomUUID } from 'node:crypto';
import {
  PROCESSED_TOPIC,
  USER_SOCKET,
  errorResponseSchema,
  type MatchedNote,
} from '@lens/contracts';
import { CHARACTERISTIC_TYPES } from '@lens/domain';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { startJobWorker, type JobWorker } from '../../jobs/job-worker.ts';
import {
  publishToUser,
  startNotifyBridge,
  type NotifyBridge,
} from '../../realtime/notify-bridge.ts';
import {
  connectStomp,
  listenForSockets,
  type Inbox,
  type StompTestClient,
} from '../../test-support/stomp-test-clients.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { characteristicRollupDrift } from '../../test-support/rollup-drift.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { FLAGGABLE_STATUSES, flagJobKey, flagMatchedNotesJob } from './matched-notes.job.ts';

interface Target {
  propertyId: number;
  auditId: number;
}

/**
 * Latest audits of hotel pairs with matched amenities and an unmatched description, one per
 * property: the refusal cases pair one target's audit with another target's property.
 */
async function flaggableAudits(database: Database, clientId: number): Promise<Target[]> {
  const { rows } = await database.pool.query<Target>(
    `SELECT DISTINCT ON (s.property_id) s.property_id AS "propertyId", s.audit_id AS "auditId"
     FROM pair_states s
     JOIN properties p ON p.id = s.property_id AND p.type = 'HOTEL'
     JOIN audit_results m ON m.property_id = s.property_id AND m.audit_id = s.audit_id
       AND m.characteristic = 'AMENITIES' AND m.status = 'ACCURATE'
     JOIN audit_results d ON d.property_id = s.property_id AND d.audit_id = s.audit_id
       AND d.characteristic = 'DESCRIPTION' AND d.status IN ('DISCREPANCY', 'INACCURATE')
     WHERE s.client_id = $1 AND s.month = (SELECT max(month) FROM pair_states WHERE client_id = $1)
     ORDER BY s.property_id, s.channel_id LIMIT 3`,
    [clientId],
  );
  expect(rows).toHaveLength(3);
  return rows;
}

describe('POST /dashboard/matchedNotes', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let bridge: NotifyBridge;
  let worker: JobWorker;
  let clientId: number;
  let targets: Target[];
  let manager: TestSession;
  let chain: TestSession;
  let other: TestSession;
  let processed: { manager: Inbox<IMessage>; chain: Inbox<IMessage>; other: Inbox<IMessage> };
  const clients: StompTestClient[] = [];

  const post = (session: TestSession, target: Target, uid: string, notes: MatchedNote[]) =>
    app.inject({
      method: 'POST',
      url: `/dashboard/matchedNotes?property=${target.propertyId}&audit=${target.auditId}&uid=${uid}`,
      headers: session.headers,
      payload: notes,
    });
  const statusOf = async ({ propertyId, auditId }: Target, characteristic: string) =>
    (
      await database.pool.query<{ status: string }>(
        'SELECT status FROM audit_results WHERE property_id = $1 AND audit_id = $2 AND characteristic = $3',
        [propertyId, auditId, characteristic],
      )
    ).rows[0]!.status;
  const countOf = async (sql: string, values: unknown[]) =>
    (await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values))
      .rows[0]!.n;
  const flagActivities = (uid: string) =>
    countOf(`activity_log WHERE action = 'FLAG_FOR_MODIFICATION' AND details->>'uid' = $1`, [uid]);
  const queuedJobs = (key: string) => countOf('graphile_worker.jobs WHERE key = $1', [key]);

  const notes: MatchedNote[] = [
    { charType: 'AMENITIES', charValue: 'Outdoor pool' },
    { charType: 'AMENITIES', charValue: 'Free WiFi' },
    { charType: 'DESCRIPTION', charValue: 'en', additionalData: { type: 'language' } },
  ];

  beforeAll(async () => {
    app = await createTestApp();
    database = app.database;
    const base = await listenForSockets(app);
    bridge = await startNotifyBridge(database.pool, app.realtime, app.log);
    worker = await startJobWorker(database.pool, app.log);
    ({ clientId } = await demoViews(database));
    targets = await flaggableAudits(database, clientId);
    manager = await sessionFor(database, 'manager@demo.local');
    chain = await sessionFor(database, 'chain@demo.local');
    other = await sessionFor(database, 'other@demo.local');
    const subscribe = async (session: TestSession) => {
      const client = await connectStomp(`${base}${USER_SOCKET}`, {
        cookie: session.headers.cookie!,
      });
      clients.push(client);
      return client.subscribe(PROCESSED_TOPIC);
    };
    processed = {
      manager: await subscribe(manager),
      chain: await subscribe(chain),
      other: await subscribe(other),
    };
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await worker.stop();
    await bridge.close();
    await app.close();
  });

  it('answers 202 {uid}; the job flags the matched result and tells only the saving user', async () => {
    const target = targets[0]!;
    const accuracies = await database.pool.query(
      `SELECT a.accuracy, a.knockout, s.accuracy AS state_accuracy, s.month
       FROM audits a JOIN pair_states s ON s.property_id = a.property_id AND s.audit_id = a.id
       WHERE a.property_id = $1 AND a.id = $2 ORDER BY s.month`,
      [target.propertyId, target.auditId],
    );
    const descriptionBefore = await statusOf(target, 'DESCRIPTION');
    const uid = randomUUID();

    const response = await post(manager, target, uid, notes);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ uid });

    const message = await processed.manager.next('processed uid');
    expect(message.body).toBe(uid);
    expect(message.headers.destination).toBe(PROCESSED_TOPIC);
    // Notifications arrive in order: once these are in, nothing of the manager's can follow.
    await publishToUser(database.pool, chain.userId, PROCESSED_TOPIC, 'chain-sentinel');
    await publishToUser(database.pool, other.userId, PROCESSED_TOPIC, 'other-sentinel');
    expect((await processed.chain.next()).body).toBe('chain-sentinel');
    expect((await processed.other.next()).body).toBe('other-sentinel');

    expect(await statusOf(target, 'AMENITIES')).toBe('MATCHED (MODIFY)');
    expect(await statusOf(target, 'DESCRIPTION')).toBe(descriptionBefore);
    // MATCHED (MODIFY) counts what the matched status it replaces counted: no score moves.
    const after = await database.pool.query(
      `SELECT a.accuracy, a.knockout, s.accuracy AS state_accuracy, s.month
       FROM audits a JOIN pair_states s ON s.property_id = a.property_id AND s.audit_id = a.id
       WHERE a.property_id = $1 AND a.id = $2 ORDER BY s.month`,
      [target.propertyId, target.auditId],
    );
    expect(after.rows).toEqual(accuracies.rows);
    expect(await characteristicRollupDrift(database, clientId)).toEqual([]);
    expect(
      await countOf(
        `characteristic_rollups WHERE client_id = $1 AND characteristic = 'AMENITIES' AND status = 'MATCHED (MODIFY)'`,
        [clientId],
      ),
    ).toBeGreaterThan(0);

    const { rows: saved } = await database.pool.query(
      `SELECT characteristic, char_value, additional_data, user_id, processed_at IS NOT NULL AS processed
       FROM matched_notes WHERE property_id = $1 AND uid = $2 ORDER BY id`,
      [target.propertyId, uid],
    );
    expect(saved).toEqual(
      notes.map((note) => ({
        characteristic: note.charType,
        char_value: note.charValue,
        additional_data: note.additionalData ?? null,
        user_id: manager.userId,
        processed: true,
      })),
    );
    const { rows: activity } = await database.pool.query(
      `SELECT client_id, user_id, property_id, audit_id, details FROM activity_log
       WHERE action = 'FLAG_FOR_MODIFICATION' AND details->>'uid' = $1`,
      [uid],
    );
    expect(activity).toEqual([
      {
        client_id: clientId,
        user_id: manager.userId,
        property_id: target.propertyId,
        audit_id: target.auditId,
        details: {
          uid,
          items: notes.map(({ charType, charValue }) => ({ charType, charValue })),
          flagged: ['AMENITIES'],
        },
      },
    ]);
  });

  it('applies a repeated uid once, and announces it again each time its job runs', async () => {
    const target = targets[1]!;
    const uid = randomUUID();
    const rows = () =>
      countOf('matched_notes WHERE property_id = $1 AND uid = $2', [target.propertyId, uid]);

    expect((await post(manager, target, uid, notes)).statusCode).toBe(202);
    expect((await processed.manager.next('first announcement')).body).toBe(uid);
    expect(await rows()).toBe(notes.length);

    expect((await post(manager, target, uid, notes)).statusCode).toBe(202);
    expect((await processed.manager.next('second announcement')).body).toBe(uid);
    // A retry after a crash between the job's commit and its announcement runs it once more.
    await flagMatchedNotesJob.run(
      { propertyId: target.propertyId, userId: manager.userId, uid },
      { pool: database.pool, log: app.log, mailer: app.mailer, publicUrl: app.config.publicUrl },
    );
    expect((await processed.manager.next('third announcement')).body).toBe(uid);

    expect(await rows()).toBe(notes.length);
    expect(await flagActivities(uid)).toBe(1);
    expect(await statusOf(target, 'AMENITIES')).toBe('MATCHED (MODIFY)');
    expect(await characteristicRollupDrift(database, clientId)).toEqual([]);
  });

  it('refuses audits outside the user’s views, foreign properties and unaudited characteristics', async () => {
    const target = targets[2]!;
    const { rows: restaurants } = await database.pool.query<Target>(
      `SELECT a.property_id AS "propertyId", a.id AS "auditId" FROM audits a
       JOIN properties p ON p.id = a.property_id
       WHERE p.client_id = $1 AND p.type = 'RESTAURANT' ORDER BY a.id LIMIT 1`,
      [clientId],
    );
    const { rows: audited } = await database.pool.query<{ characteristic: string }>(
      'SELECT characteristic FROM audit_results WHERE property_id = $1 AND audit_id = $2',
      [target.propertyId, target.auditId],
    );
    const unaudited = CHARACTERISTIC_TYPES.find(
      (type) => !audited.some((row) => row.characteristic === type),
    )!;
    const uid = randomUUID();

    const refusals: [TestSession, Target, MatchedNote[], number, string][] = [
      [other, target, notes, 403, 'audit'],
      [chain, restaurants[0]!, notes, 403, 'audit'],
      [manager, { ...target, propertyId: targets[0]!.propertyId }, notes, 403, 'property'],
      [manager, target, [...notes, { charType: unaudited, charValue: 'x' }], 400, '3.charType'],
    ];
    for (const [session, where, body, status, field] of refusals) {
      const response = await post(session, where, uid, body);
      expect(response.statusCode, field).toBe(status);
      expect(errorResponseSchema.parse(response.json()).field).toBe(field);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: `/dashboard/matchedNotes?property=${target.propertyId}&audit=${target.auditId}&uid=${uid}`,
      payload: notes,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post(manager, target, 'bad!uid', notes)).statusCode).toBe(400);
    expect((await post(manager, target, uid, [])).statusCode).toBe(400);

    expect(await countOf('matched_notes WHERE uid = $1', [uid])).toBe(0);
    expect(await countOf('graphile_worker.jobs WHERE key LIKE $1', [`%:${uid}`])).toBe(0);
  });

  it('keeps a save queued while no worker runs, and the next worker processes it once', async () => {
    const target = targets[2]!;
    const uid = randomUUID();
    const key = flagJobKey(target.propertyId, manager.userId, uid);
    await worker.stop();

    expect((await post(manager, target, uid, notes)).statusCode).toBe(202);
    expect(await queuedJobs(key)).toBe(1);
    expect(await statusOf(target, 'AMENITIES')).toBe('ACCURATE');
    expect(FLAGGABLE_STATUSES).toContain('ACCURATE');

    worker = await startJobWorker(database.pool, app.log);
    expect((await processed.manager.next('processed after restart')).body).toBe(uid);
    expect(await statusOf(target, 'AMENITIES')).toBe('MATCHED (MODIFY)');
    expect(await flagActivities(uid)).toBe(1);
    // The job row goes once the worker records completion, just after the task announced itself.
    await expect.poll(() => queuedJobs(key), { timeout: 5000 }).toBe(0);
    expect(await countOf('matched_notes WHERE uid = $1 AND processed_at IS NULL', [uid])).toBe(0);
  });
});
