import {
  CHANGE_REQUEST_CALLS as CALLS,
  type ChangeRequest,
  type SnapshotRecord,
} from '@lens/contracts';
import { addDays, referenceValueText } from '@lens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { withTransaction } from '../../db/transaction.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { AuditLander } from '../audits/landing.service.ts';
import { storeAndLand } from '../audits/snapshot-landing.service.ts';

/** A Google pair of the manager's view with a reference phone, and its latest capture. */
async function googlePair(database: Database, viewId: number) {
  const { rows } = await database.pool.query<{
    propertyId: number;
    content: SnapshotRecord;
    phone: unknown;
  }>(
    `SELECT s.property_id AS "propertyId", cs.content, rv.value AS phone
     FROM pair_states s
     JOIN views v ON v.id = $1
     JOIN channels ch ON ch.id = s.channel_id AND ch.name = 'Google'
     JOIN audits a ON a.property_id = s.property_id AND a.id = s.audit_id
     JOIN channel_snapshots cs ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
     JOIN reference_values rv ON rv.property_id = s.property_id AND rv.characteristic = 'PHONE'
       AND rv.valid_to IS NULL
     WHERE s.client_id = v.client_id
       AND (v.scope->>'kind' = 'ALL' OR s.property_id IN (SELECT property_id FROM view_properties WHERE view_id = v.id))
     ORDER BY s.month DESC, s.property_id LIMIT 1`,
    [viewId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('change requests confirmed by a capture later the same day', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let manager: TestSession;
  let clientId: number;
  let viewId: number;

  beforeAll(async () => {
    app = await createTestApp();
    database = app.database;
    ({
      clientId,
      standard: { id: viewId },
    } = await demoViews(database));
    manager = await sessionFor(database, 'manager@demo.local');
  });
  afterAll(() => app.close());

  /** Lands one capture of the pair and answers its audit. */
  async function land(propertyId: number, record: SnapshotRecord): Promise<number> {
    await withTransaction(database.pool, async (tx) => {
      const lander = await AuditLander.open(tx, clientId);
      await storeAndLand(tx, lander, [{ propertyId, record }]);
      await lander.flush();
    });
    const { rows } = await database.pool.query<{ id: number }>(
      `SELECT a.id::int AS id FROM audits a
       JOIN channel_snapshots cs ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
       WHERE a.property_id = $1 AND a.channel_id = $2 AND cs.captured_at = $3`,
      [propertyId, record.siteId, record.capturedAt],
    );
    return rows[0]!.id;
  }

  it('confirms a request from a morning capture when the afternoon capture shows the fix', async () => {
    const pair = await googlePair(database, viewId);
    // Yesterday, whatever the time now: both captures share one audit date.
    const day = addDays(new Date().toISOString().slice(0, 10), -1);
    const morning = await land(pair.propertyId, {
      ...pair.content,
      phone: '+1 212 555 0199',
      capturedAt: `${day}T08:00:00.000Z`,
    });
    const created = await injectCall(app, manager, CALLS.createChangeRequest, {
      body: { auditId: morning, characteristics: ['PHONE'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const request = created.json<ChangeRequest>();
    expect(request.status).toBe('OPEN');

    // A capture earlier than the request's own shows nothing new: it confirms nothing.
    await land(pair.propertyId, {
      ...pair.content,
      phone: referenceValueText(pair.phone),
      capturedAt: `${day}T07:00:00.000Z`,
    });
    const before = await injectCall(app, manager, CALLS.getChangeRequest, {
      params: { requestId: request.id },
    });
    expect(before.json<ChangeRequest>().status).toBe('OPEN');

    const afternoon = await land(pair.propertyId, {
      ...pair.content,
      phone: referenceValueText(pair.phone),
      capturedAt: `${day}T16:00:00.000Z`,
    });
    const after = await injectCall(app, manager, CALLS.getChangeRequest, {
      params: { requestId: request.id },
    });
    const confirmed = after.json<ChangeRequest>();
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.confirmedAuditId).toBe(afternoon);
    expect(confirmed.confirmedBy).toBeNull();
    // Made after the afternoon capture, the request cannot have been confirmed before it existed.
    expect(Date.parse(confirmed.confirmedAt!)).toBeGreaterThanOrEqual(
      Date.parse(`${day}T16:00:00.000Z`),
    );
  });
});
