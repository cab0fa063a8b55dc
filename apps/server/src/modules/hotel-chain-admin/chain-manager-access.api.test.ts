import {
  auditLimitsViewSchema,
  CHAIN_ADMIN_CALLS as CALLS,
  hotelChainAdminChannelTypesResponseSchema,
  errorResponseSchema,
  reviewQueueResponseSchema,
  type ApiCall,
} from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

/**
 * What a manager of a hotel-chain view (chain@demo.local) may do in the hotel-chain admin, call by
 * call: review their view's properties, read the activity and the limits; never change the limits
 * or review another property. A user without a hotel-chain view is refused everything.
 */
describe('hotel-chain admin for a chain manager', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let chain: TestSession;
  let manager: TestSession;
  let chainViewId: number;

  const as = (session: TestSession, call: ApiCall, request?: CallRequest) =>
    injectCall(app, session, call, request);
  const limitsState = async () =>
    (await database.pool.query('SELECT * FROM audit_limits ORDER BY 1, 2')).rows;
  const inChainView = async (propertyIds: number[]) =>
    (
      await database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM view_properties WHERE view_id = $1 AND property_id = ANY($2)',
        [chainViewId, propertyIds],
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    chain = await sessionFor(database, 'chain@demo.local');
    manager = await sessionFor(database, 'manager@demo.local');
    chainViewId = (await demoViews(database)).chain.id;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists the review queue of the hotel-chain view only', async () => {
    const counts = async (session: TestSession) =>
      hotelChainAdminChannelTypesResponseSchema.parse(
        (await as(session, CALLS.listHotelChainAdminChannelTypes)).json(),
      ).channelTypes;
    const [mine, all] = [await counts(chain), await counts(admin)];
    expect(mine.map((type) => type.channelTypeId)).toEqual(all.map((type) => type.channelTypeId));
    mine.forEach((type, index) =>
      expect(type.awaitingResults).toBeLessThanOrEqual(all[index]!.awaitingResults),
    );
    const busiest = [...mine].sort((a, b) => b.awaitingAudits - a.awaitingAudits)[0]!;
    expect(busiest.awaitingAudits).toBeGreaterThan(0);
    expect(mine.reduce((n, type) => n + type.awaitingAudits, 0)).toBeLessThan(
      all.reduce((n, type) => n + type.awaitingAudits, 0),
    );

    const queue = reviewQueueResponseSchema.parse(
      (
        await as(chain, CALLS.listAwaitingReview, {
          params: { channelTypeId: busiest.channelTypeId },
          query: { pageSize: '100' },
        })
      ).json(),
    );
    expect(queue.total).toBe(busiest.awaitingAudits);
    const propertyIds = [...new Set(queue.items.map((audit) => audit.propertyId))];
    expect(await inChainView(propertyIds)).toBe(propertyIds.length);
  });

  it("reviews a result of the chain's properties, and answers 404 for another property's", async () => {
    const { rows } = await database.pool.query<{
      auditId: number;
      characteristic: string;
      inView: boolean;
    }>(
      `SELECT DISTINCT ON (vp.property_id IS NOT NULL) ar.audit_id AS "auditId", ar.characteristic,
              vp.property_id IS NOT NULL AS "inView"
       FROM audit_results ar
       JOIN properties p ON p.id = ar.property_id
       JOIN users u ON u.email = 'chain@demo.local' AND u.client_id = p.client_id
       LEFT JOIN view_properties vp ON vp.view_id = $1 AND vp.property_id = p.id
       WHERE ar.status = 'AWAITING REVIEW'
       ORDER BY vp.property_id IS NOT NULL, ar.audit_id`,
      [chainViewId],
    );
    const outside = rows.find((row) => !row.inView)!;
    const inside = rows.find((row) => row.inView)!;
    const status = async (row: typeof inside) =>
      (
        await database.pool.query<{ status: string }>(
          'SELECT status FROM audit_results WHERE audit_id = $1 AND characteristic = $2',
          [row.auditId, row.characteristic],
        )
      ).rows[0]!.status;

    const refused = await as(chain, CALLS.reviewResults, {
      body: {
        decision: 'ACCEPT',
        items: [{ auditId: outside.auditId, characteristic: outside.characteristic }],
      },
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(errorResponseSchema.parse(refused.json()).field).toBe('items.0.auditId');
    expect(await status(outside)).toBe('AWAITING REVIEW');

    const accepted = await as(chain, CALLS.reviewResults, {
      body: {
        decision: 'ACCEPT',
        items: [{ auditId: inside.auditId, characteristic: inside.characteristic }],
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await status(inside)).not.toBe('AWAITING REVIEW');
  });

  it('reads the activity and the limits, marked read-only', async () => {
    expect((await as(chain, CALLS.listManagerActivity)).statusCode).toBe(200);
    expect((await as(chain, CALLS.getManagerActivityOptions)).statusCode).toBe(200);
    const read = async (session: TestSession) =>
      auditLimitsViewSchema.parse(
        (await as(session, CALLS.getAuditLimits, { params: { channelTypeId: 1 } })).json(),
      );
    const [mine, theirs] = [await read(chain), await read(admin)];
    expect(mine.editable).toBe(false);
    expect(theirs.editable).toBe(true);
    expect(mine.limits).toEqual(theirs.limits);
    expect(
      (await as(chain, CALLS.getReAuditRun, { params: { runId: 2_000_000_000 } })).statusCode,
    ).toBe(404);
  });

  it('refuses to change or reset the limits with 403, before reading the body, writing nothing', async () => {
    const before = await limitsState();
    const { limits } = auditLimitsViewSchema.parse(
      (await as(admin, CALLS.getAuditLimits, { params: { channelTypeId: 1 } })).json(),
    );
    for (const [call, request] of [
      [CALLS.saveAuditLimits, { params: { channelTypeId: 1 }, body: { limits } }],
      [CALLS.saveAuditLimits, { params: { channelTypeId: 1 }, body: { limits: 'broken' } }],
      [CALLS.resetAuditLimits, { params: { channelTypeId: 1 } }],
    ] as const) {
      const response = await as(chain, call, request);
      expect(response.statusCode, response.body).toBe(403);
      expect(errorResponseSchema.parse(response.json()).message).toMatch(
        /^Only administrators change audit limits/,
      );
    }
    expect(await limitsState()).toEqual(before);
  });

  it('refuses a user without a hotel-chain view on every call, naming why', async () => {
    for (const call of [CALLS.listHotelChainAdminChannelTypes, CALLS.listManagerActivity]) {
      const response = await as(manager, call);
      expect(response.statusCode).toBe(403);
      expect(errorResponseSchema.parse(response.json()).message).toMatch(/hotel-chain view/);
    }
  });
});
