import {
  auditDetailsSchema,
  auditNotesResponseSchema,
  contentScoreResponseSchema,
  errorResponseSchema,
  lastAuditResponseSchema,
} from '@lens/contracts';
import { addDays } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { decidingFacts, ENGINE_VERSION, type Evidence } from '../../engine/index.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

describe('channel page calls', () => {
  let app: FastifyInstance;
  let database: Database;
  let manager: TestSession;
  let chain: TestSession;
  let other: TestSession;
  let chainViewId: number;
  let hotel: { propertyId: number; channelId: number };
  const today = new Date().toISOString().slice(0, 10);
  const range = `startDate=${addDays(today, -60)}&endDate=${today}`;
  const get = (url: string, session: TestSession) =>
    app.inject({ method: 'GET', url, headers: session.headers });

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    ({
      chain: { id: chainViewId },
    } = await demoViews(database));
    manager = await sessionFor(database, 'manager@demo.local');
    chain = await sessionFor(database, 'chain@demo.local');
    other = await sessionFor(database, 'other@demo.local');
    // A hotel on Booking.com whose latest audit in range has a description and amenities.
    const { rows } = await database.pool.query(
      `SELECT a.property_id AS "propertyId", a.channel_id AS "channelId" FROM audits a
       JOIN properties p ON p.id = a.property_id AND p.type = 'HOTEL'
       WHERE a.channel_id = 107 AND a.audit_date > $1
         AND EXISTS (SELECT 1 FROM audit_results r WHERE r.property_id = a.property_id AND r.audit_id = a.id
                     AND r.characteristic = 'AMENITIES' AND r.status <> 'ACCURATE')
       ORDER BY a.id LIMIT 1`,
      [addDays(today, -60)],
    );
    hotel = rows[0];
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function lastAuditId(session: TestSession, view = '') {
    const response = await get(
      `/dashboard/data/audit-id/last?${range}${view}&property=${hotel.propertyId}&site=${hotel.channelId}`,
      session,
    );
    return lastAuditResponseSchema.parse(response.json());
  }

  it('finds the last audit of one property on one channel, then draws its details', async () => {
    const last = await lastAuditId(manager);
    expect(last).toMatchObject({
      propertyId: hotel.propertyId,
      siteId: hotel.channelId,
      auditId: expect.any(Number),
    });
    const details = auditDetailsSchema.parse(
      (
        await get(
          `/dashboard/data/audit/last?${range}&property=${hotel.propertyId}&site=${hotel.channelId}&audit=${last.auditId}`,
          manager,
        )
      ).json(),
    );
    expect(details).toMatchObject({
      auditId: last.auditId,
      siteName: 'Booking.com',
      auditDate: last.auditDate,
      engineVersion: ENGINE_VERSION,
    });
    // The time the results were scored, as stored: the page says when and with which engine.
    const { rows: stamps } = await database.pool.query<{ scoredAt: Date }>(
      'SELECT scored_at AS "scoredAt" FROM audits WHERE property_id = $1 AND id = $2',
      [hotel.propertyId, last.auditId],
    );
    expect(details.scoredAt).toBe(stamps[0]!.scoredAt.toISOString());
    const characteristics = details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos;
    expect(characteristics.map((c) => c.characteristicType)).toEqual(
      expect.arrayContaining(['NAME', 'ADDRESS', 'PHONE']),
    );
    const name = characteristics.find((c) => c.characteristicType === 'NAME')!;
    expect(name.evidence?.rule).toEqual(expect.any(String));
    expect(details.amenitiesWidgetDashboardDto?.status).not.toBe('ACCURATE');
    expect(
      details.addAmenities.length +
        details.removeAmenities.length +
        details.replaceAmenities.length,
    ).toBeGreaterThan(0);
    expect(details.locationWidgetDashboardDto?.sourceCoordinates).toEqual({
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    const descriptions = details.descriptionWidgetDashboardDto!.comparedDescriptions;
    expect(descriptions.length).toBeGreaterThan(0);
    // Standard mode compares with the previous capture.
    expect(details.meetingRoomsDashboardDto).toBeUndefined();
  });

  it('says what decided a result, read from the evidence stored with it', async () => {
    const { rows } = await database.pool.query<{
      auditId: number;
      characteristic: string;
      evidence: Evidence;
    }>(
      `SELECT r.audit_id AS "auditId", r.characteristic, r.evidence
       FROM audit_results r JOIN properties p ON p.id = r.property_id
       WHERE p.client_id = (SELECT client_id FROM properties WHERE id = $1)
         AND r.characteristic IN ('NAME', 'WEBSITE', 'DESCRIPTION')
         AND r.status IN ('INACCURATE', 'DISCREPANCY') AND r.evidence->'details' IS NOT NULL
       ORDER BY r.audit_id LIMIT 1`,
      [hotel.propertyId],
    );
    const stored = rows[0]!;
    const details = auditDetailsSchema.parse(
      (await get(`/dashboard/data/audit/last?audit=${stored.auditId}`, manager)).json(),
    );
    const result = details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos.find(
      (c) => c.characteristicType === stored.characteristic,
    )!;
    expect(result.evidence?.rule).toBe(stored.evidence.rule);
    expect(result.evidence?.decidedBy.length).toBeGreaterThan(0);
    expect(result.evidence?.decidedBy).toEqual(
      decidingFacts(stored.characteristic, stored.evidence),
    );
    // The lines stand in for the raw details, which stay on the server.
    expect(result.evidence).not.toHaveProperty('details');
  });

  it('compares descriptions with the source and shows meeting rooms in hotel-chain mode', async () => {
    const { rows } = await database.pool.query(
      `SELECT a.id, a.property_id AS "propertyId" FROM audits a JOIN properties p ON p.id = a.property_id AND p.type = 'HOTEL'
       WHERE a.channel_id = 70 AND a.audit_date > $1 ORDER BY a.id LIMIT 1`,
      [addDays(today, -60)],
    );
    const details = auditDetailsSchema.parse(
      (
        await get(`/dashboard/data/audit/last?view=${chainViewId}&audit=${rows[0].id}`, chain)
      ).json(),
    );
    expect(details.meetingRoomsDashboardDto?.rooms.length).toBeGreaterThan(0);
    const item = details.descriptionWidgetDashboardDto?.comparedDescriptions[0];
    expect(item?.previousComparedDescription).not.toBeNull();
  });

  it('answers notes and content score in the contract shapes', async () => {
    const { rows } = await database.pool.query(
      'SELECT audit_id FROM audit_result_notes ORDER BY id LIMIT 1',
    );
    const notes = auditNotesResponseSchema.parse(
      (
        await get(
          `/dashboard/properties/audits/results/notes?view=${chainViewId}&audit=${rows[0].audit_id}`,
          chain,
        )
      ).json(),
    );
    const options = notes.characteristics[0]!.notes[0]!.options;
    expect(options.map((option) => option.type)).toEqual([
      'UPDATE_SOURCE',
      'UPDATE_CHANNEL',
      'IMPOSSIBLE_TO_ADD',
    ]);
    expect(options[1]!.instruction.content).toMatch(/^Ask /);
    const score = await app.inject({
      method: 'POST',
      url: '/dashboard/content-score',
      headers: manager.headers,
      payload: {
        propertyId: hotel.propertyId,
        webSiteId: 107,
        startDate: addDays(today, -60),
        endDate: today,
      },
    });
    expect(score.statusCode).toBe(200);
    const body = contentScoreResponseSchema.parse(score.json());
    expect(body.contentScore).toEqual(expect.any(Number));
    expect(body.components.map((c) => c.name)).toContain('photos');
  });

  it('needs exactly one property and one channel for the last audit', async () => {
    const response = await get(`/dashboard/data/audit-id/last?${range}&site=104`, manager);
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).field).toBe('property');
  });

  it("hides another client's audit and property behind 403", async () => {
    const last = await lastAuditId(manager);
    for (const response of [
      await get(`/dashboard/data/audit/last?audit=${last.auditId}`, other),
      await get(`/dashboard/properties/audits/results/notes?audit=${last.auditId}`, other),
      await get(
        `/dashboard/data/audit-id/last?${range}&property=${hotel.propertyId}&site=107`,
        other,
      ),
      await get(`/dashboard/data/audit/last?audit=999999999`, manager),
    ]) {
      expect(response.statusCode).toBe(403);
    }
  });
});
