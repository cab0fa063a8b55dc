import path from 'node:path';
import {
  activityResponseSchema,
  auditDetailsSchema,
  auditNoiseResponseSchema,
  CHAIN_ADMIN_CALLS,
  AUDIT_CALLS,
  datasetAccuracyResponseSchema,
  errorResponseSchema,
  NOISE_CONTROL_CALLS as CALLS,
  noiseChangeResponseSchema,
  noiseListResponseSchema,
  type ApiCall,
  type SnapshotRecord,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { withTransaction } from '../../db/transaction.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';
import { AuditLander } from '../audits/landing.service.ts';
import { storeAndLand } from '../audits/snapshot-landing.service.ts';
import { importFile } from '../imports/import.service.ts';
import { materializeViewProperties } from '../views/view-scope.queries.ts';

const examples = path.resolve(import.meta.dirname, '../../../../../docs/examples');
const GOOGLE = 104;
const WRONG_NAME = 'Meridian Hotel Broadway Midtown';
const WRONG_PHONE = '+1 212-555-0199';

/** Google's listing of the example hotel: the name and phone vary, the address is right. */
const google = (capturedAt: string, name: string, phone: string): SnapshotRecord =>
  ({
    propertyCode: 'NYCMT',
    siteId: GOOGLE,
    capturedAt,
    projectType: 'AUTOMATED',
    name,
    address: '1535 Broadway Suite 101, New York, NY 10036',
    phone,
  }) as SnapshotRecord;

describe('noise control API', () => {
  let app: FastifyInstance;
  let database: Database;
  let clientId: number;
  let viewId: number;
  let propertyId: number;
  let manager: TestSession;
  let admin: TestSession;
  let other: TestSession;

  const as = (session: TestSession | null, call: ApiCall, request?: CallRequest) =>
    injectCall(app, session, call, request);

  /** A user of the test client granted its one view. */
  async function user(role: 'USER' | 'ADMIN'): Promise<TestSession> {
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, $3, $4) RETURNING id`,
      [
        clientId,
        `${role.toLowerCase()}-${clientId}@noise.test`,
        `Noise ${role.toLowerCase()}`,
        role,
      ],
    );
    await database.pool.query('INSERT INTO user_views (user_id, view_id) VALUES ($1, $2)', [
      rows[0]!.id,
      viewId,
    ]);
    return sessionFor(database, `${role.toLowerCase()}-${clientId}@noise.test`);
  }

  /** Lands snapshots as an import does; returns the new audits' ids in capture order. */
  async function land(...records: SnapshotRecord[]): Promise<number[]> {
    await withTransaction(database.pool, async (tx) => {
      const lander = await AuditLander.open(tx, clientId);
      await storeAndLand(
        tx,
        lander,
        records.map((record) => ({ propertyId, record })),
      );
      await lander.flush();
    });
    const { rows } = await database.pool.query<{ id: number }>(
      `SELECT id FROM audits WHERE property_id = $1 AND audit_date = ANY($2::date[]) ORDER BY audit_date`,
      [propertyId, records.map((r) => r.capturedAt.slice(0, 10))],
    );
    return rows.map((row) => row.id);
  }

  const result = async (auditId: number, characteristic: string) =>
    (
      await database.pool.query<{
        status: string;
        ignored: boolean;
        evidence: { rule: string; details?: Record<string, unknown> };
      }>(
        'SELECT status, ignored, evidence FROM audit_results WHERE audit_id = $1 AND characteristic = $2',
        [auditId, characteristic],
      )
    ).rows[0]!;
  const auditAccuracy = async (auditId: number) =>
    (
      await database.pool.query<{ accuracy: number }>('SELECT accuracy FROM audits WHERE id = $1', [
        auditId,
      ])
    ).rows[0]!.accuracy;

  /** Google's accuracy for the property in a month, as the dashboard shows it. */
  async function channelScore(month: string): Promise<number | null> {
    const response = await app.inject({
      method: 'GET',
      url: `/dashboard/data/filter/site?view=${viewId}&startDate=${month}-01&endDate=${month}-28&property=${propertyId}`,
      headers: manager.headers,
    });
    const rows = datasetAccuracyResponseSchema.parse(response.json()).availableFilters;
    return rows.find((row) => row.id === GOOGLE)?.accuracy ?? null;
  }

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    clientId = await createClient(database, 'Noise control test client');
    await importFile(database.pool, {
      clientId,
      kind: 'REFERENCE',
      filePath: path.join(examples, 'reference.csv'),
    });
    const view = await database.pool.query<{ id: number }>(
      `INSERT INTO views (client_id, name, scope) VALUES ($1, 'Everything', '{"kind":"ALL"}') RETURNING id`,
      [clientId],
    );
    viewId = view.rows[0]!.id;
    await withTransaction(database.pool, (tx) => materializeViewProperties(tx, viewId));
    propertyId = (
      await database.pool.query<{ id: number }>(
        `SELECT id FROM properties WHERE client_id = $1 AND code = 'NYCMT'`,
        [clientId],
      )
    ).rows[0]!.id;
    manager = await user('USER');
    admin = await user('ADMIN');
    other = await sessionFor(database, 'other@demo.local');
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('accepts a variant, keeps it for new audits, and undoes it', async () => {
    const [february] = await land(google('2026-02-10T09:00:00Z', WRONG_NAME, '+1 212-555-0100'));
    const engineStatus = (await result(february!, 'NAME')).status;
    expect(['INACCURATE', 'DISCREPANCY', 'AWAITING REVIEW']).toContain(engineStatus);
    const accuracyBefore = await auditAccuracy(february!);
    const scoreBefore = await channelScore('2026-02');

    const accepted = await as(manager, CALLS.acceptVariant, {
      body: { auditId: february, characteristic: 'NAME' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const change = noiseChangeResponseSchema.parse(accepted.json());
    expect(change.rescored).toBe(1);
    expect(change.mark).toMatchObject({ kind: 'ACCEPTED_VARIANT', createdBy: 'Noise user' });

    const name = await result(february!, 'NAME');
    expect(name.status).toBe('ACCURATE');
    expect(name.evidence.rule).toBe('accepted-variant');
    expect(name.evidence.details?.acceptedVariant).toMatchObject({
      by: 'Noise user',
      engine: { status: engineStatus },
    });
    expect(await auditAccuracy(february!)).toBeGreaterThan(accuracyBefore);
    expect(await channelScore('2026-02')).toBeGreaterThan(scoreBefore ?? 0);

    const marks = auditNoiseResponseSchema.parse(
      (
        await as(manager, CALLS.getAuditNoise, {
          query: { view: String(viewId), audit: String(february) },
        })
      ).json(),
    ).marks;
    expect(marks).toEqual([
      expect.objectContaining({ kind: 'ACCEPTED_VARIANT', characteristic: 'NAME' }),
    ]);
    const again = await as(manager, CALLS.acceptVariant, {
      body: { auditId: february, characteristic: 'NAME' },
    });
    expect(again.statusCode).toBe(409);

    // A new audit with the same pair lands ACCURATE.
    const [march] = await land(google('2026-03-10T09:00:00Z', WRONG_NAME, '+1 212-555-0100'));
    expect((await result(march!, 'NAME')).status).toBe('ACCURATE');

    const undone = await as(manager, CALLS.removeVariant, { params: { id: change.mark!.id } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(noiseChangeResponseSchema.parse(undone.json())).toEqual({ mark: null, rescored: 2 });
    for (const auditId of [february!, march!]) {
      const restored = await result(auditId, 'NAME');
      expect(restored.status).toBe(engineStatus);
      expect(restored.evidence.rule).not.toBe('accepted-variant');
    }
    expect(await auditAccuracy(february!)).toBeCloseTo(accuracyBefore, 3);
    expect(await channelScore('2026-02')).toBe(scoreBefore);
  });

  it('ignores a result until either value changes, and undoes it', async () => {
    const [april] = await land(
      google('2026-04-10T09:00:00Z', 'Meridian Times Square', WRONG_PHONE),
    );
    expect((await result(april!, 'PHONE')).status).toBe('INACCURATE');
    const accuracyBefore = await auditAccuracy(april!);

    const ignored = await as(manager, CALLS.ignoreResult, {
      body: { auditId: april, characteristic: 'PHONE' },
    });
    expect(ignored.statusCode, ignored.body).toBe(200);
    const change = noiseChangeResponseSchema.parse(ignored.json());
    expect((await result(april!, 'PHONE')).ignored).toBe(true);
    expect(await auditAccuracy(april!)).toBeGreaterThan(accuracyBefore);
    const details = auditDetailsSchema.parse(
      (
        await as(manager, AUDIT_CALLS.getAuditDetails, {
          query: {
            view: String(viewId),
            property: String(propertyId),
            site: String(GOOGLE),
            audit: String(april),
          },
        })
      ).json(),
    );
    expect(
      details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos.find(
        (r) => r.characteristicType === 'PHONE',
      ),
    ).toMatchObject({ accuracy: null, ignored: true });

    const [may, june] = await land(
      google('2026-05-10T09:00:00Z', 'Meridian Times Square', WRONG_PHONE),
      google('2026-06-10T09:00:00Z', 'Meridian Times Square', '+1 212-555-0198'),
    );
    expect((await result(may!, 'PHONE')).ignored).toBe(true);
    const changed = await result(june!, 'PHONE');
    expect(changed).toMatchObject({ status: 'INACCURATE', ignored: false });

    const undone = await as(manager, CALLS.removeIgnore, { params: { id: change.mark!.id } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await result(april!, 'PHONE')).ignored).toBe(false);
    expect((await result(may!, 'PHONE')).ignored).toBe(false);
    expect(await auditAccuracy(april!)).toBeCloseTo(accuracyBefore, 3);
  });

  it('records every decision in the manager activity, readably', async () => {
    const activity = activityResponseSchema.parse(
      (
        await as(admin, CHAIN_ADMIN_CALLS.listManagerActivity, { query: { pageSize: '50' } })
      ).json(),
    );
    const actions = activity.items.map((item) => item.action);
    for (const action of ['ACCEPT_VARIANT', 'UNACCEPT_VARIANT', 'IGNORE_RESULT', 'UNIGNORE_RESULT'])
      expect(actions).toContain(action);
    const accept = activity.items.find((item) => item.action === 'ACCEPT_VARIANT')!;
    expect(accept.description).toContain(`Accepted “${WRONG_NAME}”`);
    expect(accept.characteristics).toEqual(['NAME']);
    expect(accept.user?.name).toBe('Noise user');
  });

  it('lists the decisions of the client and lets them be revoked from the list', async () => {
    const [july] = await land(google('2026-07-10T09:00:00Z', WRONG_NAME, WRONG_PHONE));
    await as(manager, CALLS.acceptVariant, {
      body: { auditId: july, characteristic: 'NAME', allChannels: true },
    });
    await as(manager, CALLS.ignoreResult, { body: { auditId: july, characteristic: 'PHONE' } });
    const list = noiseListResponseSchema.parse((await as(manager, CALLS.listNoise)).json());
    expect(list.items.map((item) => [item.kind, item.characteristic])).toEqual(
      expect.arrayContaining([
        ['ACCEPTED_VARIANT', 'NAME'],
        ['IGNORED', 'PHONE'],
      ]),
    );
    const variant = list.items.find((item) => item.kind === 'ACCEPTED_VARIANT')!;
    expect(variant).toMatchObject({ site: null, channelValue: WRONG_NAME });
    const only = noiseListResponseSchema.parse(
      (await as(manager, CALLS.listNoise, { query: { kind: 'IGNORED' } })).json(),
    );
    expect(only.items.every((item) => item.kind === 'IGNORED')).toBe(true);

    // Another client's user sees none of it and can change none of it.
    const foreign = noiseListResponseSchema.parse((await as(other, CALLS.listNoise)).json());
    expect(foreign.items.some((item) => item.id === variant.id && item.kind === variant.kind)).toBe(
      false,
    );
    expect(
      (await as(other, CALLS.acceptVariant, { body: { auditId: july, characteristic: 'NAME' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(other, CALLS.getAuditNoise, { query: { audit: String(july) } })).statusCode,
    ).toBe(403);
    expect((await as(other, CALLS.removeVariant, { params: { id: variant.id } })).statusCode).toBe(
      404,
    );
    expect((await as(null, CALLS.listNoise)).statusCode).toBe(401);

    expect(
      (await as(manager, CALLS.removeVariant, { params: { id: variant.id } })).statusCode,
    ).toBe(200);
    expect((await result(july!, 'NAME')).status).not.toBe('ACCURATE');
  });

  it('names the field of bad input and refuses results with nothing to accept', async () => {
    const field = async (
      response: Awaited<ReturnType<typeof as>>,
      status: number,
      name: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(errorResponseSchema.parse(response.json()).field).toBe(name);
    };
    const [august] = await land(
      google('2026-08-10T09:00:00Z', 'Meridian Times Square', WRONG_PHONE),
    );
    await field(
      await as(manager, CALLS.acceptVariant, {
        body: { auditId: august, characteristic: 'COLOUR' },
      }),
      400,
      'characteristic',
    );
    await field(
      await as(manager, CALLS.ignoreResult, { body: { auditId: 'x', characteristic: 'PHONE' } }),
      400,
      'auditId',
    );
    await field(
      await as(manager, CALLS.acceptVariant, { body: { auditId: august, characteristic: 'NAME' } }),
      409,
      'characteristic',
    );
    await field(
      await as(manager, CALLS.ignoreResult, { body: { auditId: august, characteristic: 'FAX' } }),
      404,
      'characteristic',
    );
    await field(await as(manager, CALLS.removeIgnore, { params: { id: 'abc' } }), 400, 'id');
  });
});
