import {
  CHANGE_REQUEST_CALLS as CALLS,
  TIME_TO_FIX_CALLS,
  type ChangeRequest,
  type ChangeRequestCandidates,
  type SnapshotRecord,
} from '@lens/contracts';
import {
  CHANGE_REQUEST_LAYOUTS,
  durationStats,
  referenceValueText,
  daysBetween,
} from '@lens/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { withTransaction } from '../../db/transaction.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { AuditLander } from '../audits/landing.service.ts';
import { storeAndLand } from '../audits/snapshot-landing.service.ts';

interface Pair {
  propertyId: number;
  channelId: number;
  auditId: number;
  channelName: string;
}

/**
 * The latest audit of a pair the manager's view holds, on a channel of the given family, with a
 * phone result and a reference phone, audited before today (so a later audit can land today).
 */
async function pairOn(database: Database, viewId: number, channelFilter: string): Promise<Pair> {
  const { rows } = await database.pool.query<Pair>(
    `SELECT DISTINCT s.property_id AS "propertyId", s.channel_id AS "channelId", s.audit_id AS "auditId",
            st.name AS "channelName"
     FROM pair_states s
     JOIN views v ON v.id = $1
     JOIN channels st ON st.id = s.channel_id AND ${channelFilter}
     JOIN audit_results ar ON ar.property_id = s.property_id AND ar.audit_id = s.audit_id
       AND ar.characteristic = 'PHONE'
     JOIN reference_values rv ON rv.property_id = s.property_id AND rv.characteristic = 'PHONE'
       AND rv.valid_to IS NULL
     WHERE s.client_id = v.client_id
       AND s.month = (SELECT max(month) FROM pair_states WHERE client_id = v.client_id)
       AND s.audit_date < current_date
       AND (v.scope->>'kind' = 'ALL' OR s.property_id IN (SELECT property_id FROM view_properties WHERE view_id = v.id))
       AND (v.all_channels OR s.channel_id IN (SELECT channel_id FROM view_channels WHERE view_id = v.id))
     ORDER BY 1, 2 LIMIT 1`,
    [viewId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('change requests', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let manager: TestSession;
  let other: TestSession;
  let clientId: number;
  let viewId: number;
  let google: Pair;
  let ota: Pair;
  let request: ChangeRequest;

  /** Records a flagged item as the flag-for-modification save does (its job is not needed here). */
  const flag = (pair: Pair, characteristic: string) =>
    database.pool.query(
      `INSERT INTO matched_notes (property_id, audit_id, uid, characteristic, char_value, user_id)
       VALUES ($1, $2, $3, $4, 'phone', $5)`,
      [pair.propertyId, pair.auditId, `cr-${pair.auditId}`, characteristic, manager.userId],
    );
  const referencePhone = async (propertyId: number) =>
    (
      await database.pool.query<{ value: unknown }>(
        `SELECT value FROM reference_values WHERE property_id = $1 AND characteristic = 'PHONE'
         AND valid_from <= current_date AND (valid_to IS NULL OR valid_to > current_date)`,
        [propertyId],
      )
    ).rows[0]!.value;

  beforeAll(async () => {
    app = await createTestApp();
    database = app.database;
    const views = await demoViews(database);
    clientId = views.clientId;
    viewId = views.standard.id;
    manager = await sessionFor(database, 'manager@demo.local');
    other = await sessionFor(database, 'other@demo.local');
    google = await pairOn(database, viewId, `st.name = 'Google'`);
    ota = await pairOn(database, viewId, `st.category_id = 2`);
  });

  afterAll(() => app.close());

  it('offers the flagged results first, with the reference values valid today', async () => {
    await flag(google, 'PHONE');
    const res = await injectCall(app, manager, CALLS.getChangeRequestCandidates, {
      query: { audit: String(google.auditId) },
    });
    expect(res.statusCode).toBe(200);
    const candidates = res.json<ChangeRequestCandidates>();
    expect(candidates.layout).toBe('GOOGLE_BUSINESS_PROFILE');
    expect(candidates.items[0]).toMatchObject({
      characteristic: 'PHONE',
      flagged: true,
      corrected: [
        { language: '', value: referenceValueText(await referencePhone(google.propertyId)) },
      ],
    });
  });

  it('makes an OPEN request whose lines hold the reference values, and logs it', async () => {
    const res = await injectCall(app, manager, CALLS.createChangeRequest, {
      body: { auditId: google.auditId, characteristics: ['PHONE'] },
    });
    expect(res.statusCode).toBe(200);
    request = res.json<ChangeRequest>();
    expect(request).toMatchObject({
      status: 'OPEN',
      reference: `CR-${request.id}`,
      property: { id: google.propertyId },
      site: { id: google.channelId, name: 'Google' },
      sentOn: null,
      confirmedAt: null,
    });
    const channelValue = (
      await database.pool.query<{ v: string | null }>(
        `SELECT channel_value AS v FROM audit_results WHERE property_id = $1 AND audit_id = $2 AND characteristic = 'PHONE'`,
        [google.propertyId, google.auditId],
      )
    ).rows[0]!.v;
    expect(request.lines).toEqual([
      {
        characteristic: 'PHONE',
        label: 'Phone',
        language: '',
        currentValue: channelValue,
        correctedValue: referenceValueText(await referencePhone(google.propertyId)),
      },
    ]);
    const log = await database.pool.query(
      `SELECT 1 FROM activity_log WHERE action = 'CHANGE_REQUEST' AND details->>'requestId' = $1 AND details->>'status' = 'OPEN'`,
      [String(request.id)],
    );
    expect(log.rowCount).toBe(1);
  });

  it('writes the CSV in the layout of the channel family', async () => {
    const res = await injectCall(app, manager, CALLS.downloadChangeRequestCsv, {
      params: { requestId: request.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`CR-${request.id}`);
    const table = parse(res.body, { bom: true }) as string[][];
    const layout = CHANGE_REQUEST_LAYOUTS.GOOGLE_BUSINESS_PROFILE;
    expect(table[0]).toEqual(layout.columns.map((column) => column.header));
    expect(table).toHaveLength(2);
    const row = Object.fromEntries(table[0]!.map((header, i) => [header, table[1]![i]]));
    expect(row['New value']).toBe(request.lines[0]!.correctedValue);
    expect(row['Field']).toBe('Phone');
    expect(row['Business name']).toBe(request.property.name);
  });

  it('writes a channel value that would run as a formula as text, and phone numbers as they are', async () => {
    const line = (current: string | null, corrected: string) =>
      database.pool.query(
        `UPDATE change_request_lines SET current_value = $2, corrected_value = $3
         WHERE request_id = $1 AND characteristic = 'PHONE'`,
        [request.id, current, corrected],
      );
    await line('=HYPERLINK("https://evil.example","Open")', '+41 44 123 45 67');
    try {
      const res = await injectCall(app, manager, CALLS.downloadChangeRequestCsv, {
        params: { requestId: request.id },
      });
      expect(res.statusCode).toBe(200);
      const table = parse(res.body, { bom: true }) as string[][];
      const row = Object.fromEntries(table[0]!.map((header, i) => [header, table[1]![i]]));
      expect(row['Current value']).toBe(`'=HYPERLINK("https://evil.example","Open")`);
      expect(row['New value']).toBe('+41 44 123 45 67');
    } finally {
      await line(request.lines[0]!.currentValue, request.lines[0]!.correctedValue);
    }
  });

  it('writes an OTA request in the extranet layout', async () => {
    await flag(ota, 'PHONE');
    const created = await injectCall(app, manager, CALLS.createChangeRequest, {
      body: { auditId: ota.auditId, characteristics: ['PHONE'] },
    });
    expect(created.statusCode).toBe(200);
    const csv = await injectCall(app, manager, CALLS.downloadChangeRequestCsv, {
      params: { requestId: created.json<ChangeRequest>().id },
    });
    const table = parse(csv.body, { bom: true }) as string[][];
    expect(table[0]).toEqual(
      CHANGE_REQUEST_LAYOUTS.OTA_EXTRANET.columns.map((column) => column.header),
    );
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const count = async () => (await database.pool.query('SELECT 1 FROM change_requests')).rowCount;
    const before = await count();
    const cases = [
      [{ auditId: google.auditId, characteristics: [] }, 'characteristics'],
      [{ auditId: google.auditId, characteristics: ['SMELL'] }, 'characteristics.0'],
      [{ auditId: 'x', characteristics: ['PHONE'] }, 'auditId'],
      [{ auditId: google.auditId, characteristics: ['PHONE'], extra: 1 }, 'extra'],
      [{ auditId: google.auditId, characteristics: ['PHONE', 'PHOTOS_360'] }, 'characteristics.1'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await injectCall(app, manager, CALLS.createChangeRequest, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const sent = await injectCall(app, manager, CALLS.markChangeRequestSent, {
      params: { requestId: request.id },
      body: { sentOn: '22/11/2026' },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().field).toBe('sentOn');
    const future = await injectCall(app, manager, CALLS.markChangeRequestSent, {
      params: { requestId: request.id },
      body: { sentOn: '2999-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().field).toBe('sentOn');
    expect(await count()).toBe(before);
  });

  it('denies another client and anonymous users', async () => {
    for (const [call, options] of [
      [CALLS.getChangeRequest, { params: { requestId: request.id } }],
      [CALLS.downloadChangeRequestCsv, { params: { requestId: request.id } }],
      [CALLS.getChangeRequestCandidates, { query: { audit: String(google.auditId) } }],
      [CALLS.confirmChangeRequest, { params: { requestId: request.id } }],
      [
        CALLS.markChangeRequestSent,
        { params: { requestId: request.id }, body: { sentOn: '2026-01-01' } },
      ],
      [
        CALLS.createChangeRequest,
        { body: { auditId: google.auditId, characteristics: ['PHONE'] } },
      ],
    ] as const) {
      expect((await injectCall(app, other, call, options)).statusCode, call.id).toBe(403);
      expect((await injectCall(app, null, call, options)).statusCode, call.id).toBe(401);
    }
    const list = await injectCall(app, other, CALLS.listChangeRequests);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: number }) => item.id)).not.toContain(request.id);
  });

  it('marks the request sent once, then 409', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await injectCall(app, manager, CALLS.markChangeRequestSent, {
      params: { requestId: request.id },
      body: { sentOn: today },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ChangeRequest>()).toMatchObject({ status: 'SENT', sentOn: today });
    const again = await injectCall(app, manager, CALLS.markChangeRequestSent, {
      params: { requestId: request.id },
      body: { sentOn: today },
    });
    expect(again.statusCode).toBe(409);
    const listed = await injectCall(app, manager, CALLS.listChangeRequests, {
      query: { status: 'SENT', siteId: String(google.channelId) },
    });
    expect(listed.json().items.map((item: { id: number }) => item.id)).toContain(request.id);
  });

  it('is confirmed when a later audit of the pair lands showing the fix', async () => {
    const { rows } = await database.pool.query<{ content: SnapshotRecord }>(
      `SELECT content FROM channel_snapshots WHERE property_id = $1 AND channel_id = $2 ORDER BY captured_at DESC LIMIT 1`,
      [google.propertyId, google.channelId],
    );
    const fixed: SnapshotRecord = {
      ...rows[0]!.content,
      phone: String(await referencePhone(google.propertyId)),
      capturedAt: new Date().toISOString(),
    };
    await withTransaction(database.pool, async (tx) => {
      const lander = await AuditLander.open(tx, clientId);
      await storeAndLand(tx, lander, [{ propertyId: google.propertyId, record: fixed }]);
      await lander.flush();
    });
    const res = await injectCall(app, manager, CALLS.getChangeRequest, {
      params: { requestId: request.id },
    });
    const confirmed = res.json<ChangeRequest>();
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.confirmedBy).toBeNull();
    expect(confirmed.confirmedAuditId).not.toBe(google.auditId);
    const log = await database.pool.query(
      `SELECT 1 FROM activity_log WHERE action = 'CHANGE_REQUEST' AND user_id IS NULL
       AND details->>'requestId' = $1 AND details->>'status' = 'CONFIRMED'`,
      [String(request.id)],
    );
    expect(log.rowCount).toBe(1);
    const manual = await injectCall(app, manager, CALLS.confirmChangeRequest, {
      params: { requestId: request.id },
    });
    expect(manual.statusCode).toBe(409);
  });

  it('reports time-to-fix per channel over the selection', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await injectCall(app, manager, TIME_TO_FIX_CALLS.getTimeToFix, {
      query: {
        view: String(viewId),
        property: String(google.propertyId),
        startDate: today,
        endDate: today,
      },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await database.pool.query<{ sent: string; confirmed: Date }>(
      `SELECT coalesce(sent_on::text, created_at::text) AS sent, confirmed_at AS confirmed
       FROM change_requests WHERE property_id = $1 AND channel_id = $2 AND status = 'CONFIRMED'
         AND confirmed_at::date = current_date`,
      [google.propertyId, google.channelId],
    );
    const expected = durationStats(
      rows.map((row) => daysBetween(`${row.sent.slice(0, 10)}T00:00:00Z`, row.confirmed)),
    );
    const channel = res
      .json()
      .channels.find((c: { siteId: number }) => c.siteId === google.channelId);
    expect(channel).toMatchObject({
      name: 'Google',
      confirmed: expected.count,
      medianDays: expect.closeTo(expected.median!, 5),
      p90Days: expect.closeTo(expected.p90!, 5),
    });
    expect(expected.count).toBeGreaterThanOrEqual(1);
  });

  it('has demo requests in every state', async () => {
    const { rows } = await database.pool.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM change_requests WHERE client_id = $1 AND created_by IS DISTINCT FROM $2 GROUP BY status`,
      [clientId, manager.userId],
    );
    expect(Object.fromEntries(rows.map((row) => [row.status, row.n > 0]))).toEqual({
      OPEN: true,
      SENT: true,
      CONFIRMED: true,
    });
  });
});
