import {
  activityResponseSchema,
  auditLimitsViewSchema,
  CHAIN_ADMIN_CALLS as CALLS,
  hotelChainAdminChannelTypesResponseSchema,
  datasetAccuracyResponseSchema,
  errorResponseSchema,
  reAuditRunSchema,
  reviewQueueResponseSchema,
  reviewResponseSchema,
  type ApiCall,
  type AuditLimits,
  type ReviewAudit,
} from '@lens/contracts';
import type { CharacteristicType } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { CHANNEL_CATALOG } from '../catalog/channel-catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { startJobWorker, type JobWorker } from '../../jobs/job-worker.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { pairRollupDrift } from '../../test-support/rollup-drift.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

describe('hotel-chain admin API', () => {
  let app: FastifyInstance;
  let database: Database;
  let worker: JobWorker;
  let admin: TestSession;
  let manager: TestSession;
  let clientId: number;
  let viewId: number;
  const today = new Date().toISOString().slice(0, 10);

  const as = (session: TestSession | null, call: ApiCall, request?: CallRequest) =>
    injectCall(app, session, call, request);
  const expectFieldError = async (
    response: Awaited<ReturnType<typeof as>>,
    status: number,
    field: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    const error = errorResponseSchema.parse(response.json());
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`${field}: `), error.message).toBe(true);
  };

  /** The smallest channel type with a current, imperfect audit awaiting review. */
  /** A current audit awaiting review, on a channel type publishing `publishing` if named. */
  async function reviewable(
    publishing?: CharacteristicType,
  ): Promise<{ channelTypeId: number; audit: ReviewAudit }> {
    const types = hotelChainAdminChannelTypesResponseSchema.parse(
      (await as(admin, CALLS.listHotelChainAdminChannelTypes)).json(),
    ).channelTypes;
    const { rows } = await database.pool.query<{ category_id: number; n: number }>(
      `SELECT s.category_id, count(*)::int AS n FROM audits a JOIN channels s ON s.id = a.channel_id
       JOIN properties p ON p.id = a.property_id AND p.client_id = $1 GROUP BY 1 ORDER BY 2`,
      [clientId],
    );
    for (const { category_id: channelTypeId } of rows) {
      if (!types.find((t) => t.channelTypeId === channelTypeId)?.awaitingAudits) continue;
      const published = (type: CharacteristicType) =>
        CHANNEL_CATALOG.some(
          (c) => c.categoryId === channelTypeId && c.characteristics.includes(type),
        );
      if (publishing && !published(publishing)) continue;
      const queue = reviewQueueResponseSchema.parse(
        (
          await as(admin, CALLS.listAwaitingReview, {
            params: { channelTypeId },
            query: { currentOnly: 'true', pageSize: '100' },
          })
        ).json(),
      );
      const audit = queue.items.find(
        (a) => a.accuracy !== null && a.accuracy < 95 && !a.knockout && a.results.length === 1,
      );
      if (audit) return { channelTypeId, audit };
    }
    throw new Error('The demo portfolio has no current audit awaiting review');
  }

  /** The channel's accuracy for the property and the property's own, as the dashboard shows them. */
  async function dashboardAccuracy(audit: ReviewAudit) {
    const range = `view=${viewId}&startDate=${audit.auditDate}&endDate=${today}`;
    const get = async (dataset: string, extra: string) =>
      datasetAccuracyResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/dashboard/data/filter/${dataset}?${range}&${extra}`,
            headers: admin.headers,
          })
        ).json(),
      ).availableFilters;
    const channel = (await get('site', `property=${audit.propertyId}`)).find(
      (row) => row.id === audit.siteId,
    );
    const property = (await get('property', `property=${audit.propertyId}`)).find(
      (row) => row.id === audit.propertyId,
    );
    return { site: channel?.accuracy ?? null, property: property?.accuracy ?? null };
  }

  const resultStatus = async (auditId: number, characteristic: string) =>
    (
      await database.pool.query<{ status: string }>(
        'SELECT status FROM audit_results WHERE audit_id = $1 AND characteristic = $2',
        [auditId, characteristic],
      )
    ).rows[0]!.status;

  async function finished(runId: number) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const run = reAuditRunSchema.parse(
        (await as(admin, CALLS.getReAuditRun, { params: { runId } })).json(),
      );
      if (run.status === 'DONE' || run.status === 'FAILED') return run;
      if (Date.now() > deadline) throw new Error(`re-audit ${runId} still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    worker = await startJobWorker(database.pool, app.log);
    admin = await sessionFor(database, 'admin@demo.local');
    manager = await sessionFor(database, 'manager@demo.local');
    const views = await demoViews(database);
    clientId = views.clientId;
    viewId = views.standard.id;
  });

  afterAll(async () => {
    await worker.stop();
    await app.close();
    await database.close();
  });

  it('answers 403 to a USER and 401 to a visitor on every call', async () => {
    const requests: Record<keyof typeof CALLS, CallRequest> = {
      listHotelChainAdminChannelTypes: {},
      listAwaitingReview: { params: { channelTypeId: 1 } },
      reviewResults: {
        body: { decision: 'ACCEPT', items: [{ auditId: 1, characteristic: 'NAME' }] },
      },
      listManagerActivity: {},
      getManagerActivityOptions: {},
      getAuditLimits: { params: { channelTypeId: 1 } },
      saveAuditLimits: { params: { channelTypeId: 1 }, body: { limits: {} } },
      resetAuditLimits: { params: { channelTypeId: 1 } },
      getReAuditRun: { params: { runId: 1 } },
    };
    for (const [id, call] of Object.entries(CALLS)) {
      const request = requests[id as keyof typeof CALLS];
      expect((await as(manager, call, request)).statusCode, id).toBe(403);
      expect((await as(null, call, request)).statusCode, id).toBe(401);
    }
  });

  it('names the field of bad input', async () => {
    await expectFieldError(
      await as(admin, CALLS.listAwaitingReview, { params: { channelTypeId: 99 } }),
      400,
      'channelTypeId',
    );
    await expectFieldError(
      await as(admin, CALLS.listAwaitingReview, {
        params: { channelTypeId: 1 },
        query: { page: '0' },
      }),
      400,
      'page',
    );
    await expectFieldError(
      await as(admin, CALLS.listAwaitingReview, {
        params: { channelTypeId: 1 },
        query: { startDate: '2026-02-10', endDate: '2026-01-10' },
      }),
      400,
      'endDate',
    );
    await expectFieldError(
      await as(admin, CALLS.reviewResults, { body: { decision: 'MAYBE', items: [] } }),
      400,
      'decision',
    );
    await expectFieldError(
      await as(admin, CALLS.reviewResults, { body: { decision: 'ACCEPT', items: [] } }),
      400,
      'items',
    );
    await expectFieldError(
      await as(admin, CALLS.reviewResults, {
        body: { decision: 'REJECT', items: [{ auditId: 'x', characteristic: 'NAME' }] },
      }),
      400,
      'items.0.auditId',
    );
    await expectFieldError(
      await as(admin, CALLS.reviewResults, {
        body: { decision: 'REJECT', items: [{ auditId: 2_000_000_000, characteristic: 'NAME' }] },
      }),
      404,
      'items.0.auditId',
    );
    await expectFieldError(
      await as(admin, CALLS.listManagerActivity, { query: { action: 'DANCE' } }),
      400,
      'action',
    );
    await expectFieldError(
      await as(admin, CALLS.listManagerActivity, { query: { hotel: '3' } }),
      400,
      'hotel',
    );
    await expectFieldError(
      await as(admin, CALLS.getReAuditRun, { params: { runId: 999_999 } }),
      404,
      'runId',
    );
    const view = auditLimitsViewSchema.parse(
      (await as(admin, CALLS.getAuditLimits, { params: { channelTypeId: 1 } })).json(),
    );
    const bad = (patch: (limits: AuditLimits) => unknown) =>
      as(admin, CALLS.saveAuditLimits, {
        params: { channelTypeId: 1 },
        body: { limits: patch(structuredClone(view.limits)) },
      });
    await expectFieldError(
      await bad((l) => ({ ...l, geo: { ...l.geo, accurateMiles: 0.9 } })),
      400,
      'limits.geo.accurateMiles',
    );
    await expectFieldError(
      await bad((l) => ({ ...l, description: { ...l.description, accurate: 1.5 } })),
      400,
      'limits.description.accurate',
    );
    await expectFieldError(
      await bad((l) => ({ ...l, photos: { ...l.photos, minimum: 'ten' } })),
      400,
      'limits.photos.minimum',
    );
    // Nothing was stored or queued by the rejected saves.
    const after = auditLimitsViewSchema.parse(
      (await as(admin, CALLS.getAuditLimits, { params: { channelTypeId: 1 } })).json(),
    );
    expect(after.custom).toEqual({});
    expect(after.reAudit).toBeNull();
  });

  it('accepting a result moves the property’s accuracy on the dashboard', async () => {
    const { audit } = await reviewable();
    const result = audit.results[0]!;
    expect(result).toMatchObject({ acceptStatus: 'ACCURATE', rejectStatus: 'INACCURATE' });
    const before = await dashboardAccuracy(audit);
    expect(before.site).toBeCloseTo(audit.accuracy!, 3);

    const response = await as(admin, CALLS.reviewResults, {
      body: {
        decision: 'ACCEPT',
        items: [{ auditId: audit.auditId, characteristic: result.characteristic }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = reviewResponseSchema.parse(response.json());
    expect(body.reviewed).toBe(1);
    const rescored = body.audits[0]!;
    expect(rescored.accuracy!).toBeGreaterThan(audit.accuracy!);

    const after = await dashboardAccuracy(audit);
    expect(after.site).toBeCloseTo(rescored.accuracy!, 3);
    expect(after.property!).toBeGreaterThan(before.property!);
    expect(await resultStatus(audit.auditId, result.characteristic)).toBe('ACCURATE');
    const { rows } = await database.pool.query(
      'SELECT decision, status, reviewed_by FROM result_reviews WHERE audit_id = $1',
      [audit.auditId],
    );
    expect(rows).toEqual([{ decision: 'ACCEPT', status: 'ACCURATE', reviewed_by: admin.userId }]);
    expect(await pairRollupDrift(database, clientId)).toBe(0);

    // Decided once: a second decision is refused and changes nothing.
    const again = await as(admin, CALLS.reviewResults, {
      body: {
        decision: 'REJECT',
        items: [{ auditId: audit.auditId, characteristic: result.characteristic }],
      },
    });
    await expectFieldError(again, 409, 'items.0');
    expect(await resultStatus(audit.auditId, result.characteristic)).toBe('ACCURATE');
  });

  it('rejecting makes a result INACCURATE, all or none', async () => {
    const { channelTypeId, audit } = await reviewable();
    const result = audit.results[0]!;
    // One unknown item rejects the whole request.
    const mixed = await as(admin, CALLS.reviewResults, {
      body: {
        decision: 'REJECT',
        items: [
          { auditId: audit.auditId, characteristic: result.characteristic },
          { auditId: audit.auditId, characteristic: 'FAX' },
        ],
      },
    });
    await expectFieldError(mixed, 404, 'items.1.auditId');
    expect(await resultStatus(audit.auditId, result.characteristic)).toBe('AWAITING REVIEW');

    const response = await as(admin, CALLS.reviewResults, {
      body: {
        decision: 'REJECT',
        items: [{ auditId: audit.auditId, characteristic: result.characteristic }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rescored = reviewResponseSchema.parse(response.json()).audits[0]!;
    expect(rescored.accuracy!).toBeLessThan(audit.accuracy!);
    expect(rescored.knockout).toBe(['NAME', 'SHORT_NAME'].includes(result.characteristic));
    expect(await resultStatus(audit.auditId, result.characteristic)).toBe('INACCURATE');
    const queue = reviewQueueResponseSchema.parse(
      (
        await as(admin, CALLS.listAwaitingReview, {
          params: { channelTypeId },
          query: { pageSize: '500' },
        })
      ).json(),
    );
    expect(queue.items.map((a) => a.auditId)).not.toContain(audit.auditId);
    expect(await pairRollupDrift(database, clientId)).toBe(0);
  });

  it('re-audits a channel type in the background when a threshold changes, keeping reviews', async () => {
    // Demo pins set 0.22-0.45 mi off are DISCREPANCY at 0.5 mi; at 0.3 mi some become INACCURATE.
    const { channelTypeId, audit } = await reviewable('GEO_COORDINATES');
    const reviewed = await as(admin, CALLS.reviewResults, {
      body: {
        decision: 'ACCEPT',
        items: [{ auditId: audit.auditId, characteristic: audit.results[0]!.characteristic }],
      },
    });
    expect(reviewed.statusCode).toBe(200);

    const view = auditLimitsViewSchema.parse(
      (await as(admin, CALLS.getAuditLimits, { params: { channelTypeId } })).json(),
    );
    expect(view.limits).toEqual(view.inherited);
    // Row versions of results a distance threshold cannot change: a re-audit leaves them alone.
    const untouched = async () =>
      (
        await database.pool.query<{ versions: string; n: number }>(
          `SELECT md5(string_agg(ar.xmin::text, ',' ORDER BY ar.property_id, ar.audit_id)) AS versions,
                  count(*)::int AS n
           FROM audit_results ar JOIN audits a ON a.property_id = ar.property_id AND a.id = ar.audit_id
           JOIN channels s ON s.id = a.channel_id AND s.category_id = $2
           JOIN properties p ON p.id = a.property_id AND p.client_id = $1
           WHERE ar.characteristic = 'NAME'`,
          [clientId, channelTypeId],
        )
      ).rows[0]!;
    const before = await untouched();
    expect(before.n).toBeGreaterThan(0);
    const limits = structuredClone(view.limits);
    limits.geo.discrepancyMiles = 0.3;
    const saved = await as(admin, CALLS.saveAuditLimits, {
      params: { channelTypeId },
      body: { limits },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = auditLimitsViewSchema.parse(saved.json());
    expect(started.custom).toEqual({ geo: { discrepancyMiles: 0.3 } });
    expect(started.reAudit).toMatchObject({ status: 'QUEUED', total: view.affectedAudits });

    const run = await finished(started.reAudit!.id);
    expect(run.status, run.error ?? '').toBe('DONE');
    expect(run.done).toBe(run.total);
    expect(run.changed).toBeGreaterThan(0);
    expect(await untouched()).toEqual(before);
    const { rows } = await database.pool.query<{ n: number; threshold: number }>(
      `SELECT count(*)::int AS n, max((ar.evidence->>'threshold')::float) AS threshold
       FROM audit_results ar JOIN audits a ON a.property_id = ar.property_id AND a.id = ar.audit_id
       JOIN channels s ON s.id = a.channel_id AND s.category_id = $2
       JOIN properties p ON p.id = a.property_id AND p.client_id = $1
       WHERE ar.characteristic = 'GEO_COORDINATES' AND ar.evidence->>'rule' = 'distance-near'`,
      [clientId, channelTypeId],
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(rows[0]!.threshold).toBe(0.3);
    // The person's decision outlives the re-audit.
    expect(await resultStatus(audit.auditId, audit.results[0]!.characteristic)).toBe('ACCURATE');
    expect(await pairRollupDrift(database, clientId)).toBe(0);

    // Saving the same values again changes nothing; a reset restores the inherited thresholds.
    const same = auditLimitsViewSchema.parse(
      (
        await as(admin, CALLS.saveAuditLimits, { params: { channelTypeId }, body: { limits } })
      ).json(),
    );
    expect(same.reAudit!.id).toBe(run.id);
    const reset = auditLimitsViewSchema.parse(
      (await as(admin, CALLS.resetAuditLimits, { params: { channelTypeId } })).json(),
    );
    expect(reset.custom).toEqual({});
    expect(reset.limits).toEqual(view.inherited);
    const back = await finished(reset.reAudit!.id);
    expect(back.status).toBe('DONE');
    expect(await resultStatus(audit.auditId, audit.results[0]!.characteristic)).toBe('ACCURATE');
    expect(await pairRollupDrift(database, clientId)).toBe(0);
    // Two re-audits of a whole channel type in the background: minutes on a busy machine.
  }, 240_000);

  it('lists who did what, filtered and paged', async () => {
    const page = (query: Record<string, string>) =>
      as(admin, CALLS.listManagerActivity, { query }).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return activityResponseSchema.parse(r.json());
      });
    const accepted = await page({ action: 'ACCEPT_REVIEW', userId: String(admin.userId) });
    expect(accepted.total).toBeGreaterThanOrEqual(2);
    expect(accepted.items[0]).toMatchObject({
      action: 'ACCEPT_REVIEW',
      user: { id: admin.userId },
      characteristics: [expect.any(String)],
    });
    expect(accepted.items[0]!.description).toMatch(
      /^Accepted .* as ACCURATE; audit accuracy \d+ → \d+$/,
    );

    const limits = await page({ action: 'CHANGE_AUDIT_LIMITS', startDate: today, endDate: today });
    expect(limits.items.map((e) => e.description)).toEqual([
      expect.stringMatching(/^Reset the .* limits to the inherited values/),
      expect.stringMatching(/^Changed the .* limits: geo.discrepancyMiles 0.5 → 0.3/),
    ]);

    const notes = await page({ action: 'NOTE', pageSize: '5' });
    expect(notes.total).toBeGreaterThan(5);
    expect(notes.items).toHaveLength(5);
    expect(notes.items.every((e) => e.user !== null)).toBe(true);
    const second = await page({ action: 'NOTE', pageSize: '5', page: '2' });
    expect(second.items[0]!.id).not.toBe(notes.items[0]!.id);
    expect(second.items[0]!.occurredAt <= notes.items[4]!.occurredAt).toBe(true);

    const property = notes.items[0]!.property!;
    const ofProperty = await page({ propertyId: String(property.id) });
    expect(ofProperty.items.every((e) => e.property?.id === property.id)).toBe(true);
    const someone = notes.items[0]!.user!;
    const ofUser = await page({ userId: String(someone.id), pageSize: '50' });
    expect(ofUser.items.every((e) => e.user?.id === someone.id)).toBe(true);
    const past = await page({ page: '9999' });
    expect(past.items).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });
});
