import { API_CALL_LIST, API_CALLS, type ApiCall } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

/** Every administration call: the ones under /dashboard/admin and the /admin route guard. */
const ADMIN_CALLS = API_CALL_LIST.filter(
  (call) => call.path.startsWith('/dashboard/admin/') || call.id === API_CALLS.checkUserRights.id,
);

/** What the tables the admin calls write to hold, to prove a refused call wrote nothing. */
const FINGERPRINT = `SELECT json_build_object(
  'users', (SELECT json_agg(u ORDER BY u.id) FROM users u),
  'userViews', (SELECT count(*) FROM user_views),
  'clients', (SELECT json_agg(c ORDER BY c.id) FROM clients c),
  'views', (SELECT json_agg(v ORDER BY v.id) FROM views v),
  'viewSites', (SELECT count(*) FROM view_channels),
  'groups', (SELECT json_agg(g ORDER BY g.id) FROM channel_groups g),
  'groupSites', (SELECT count(*) FROM channel_group_channels),
  'countries', (SELECT count(*) FROM countries), 'regions', (SELECT count(*) FROM regions),
  'subRegions', (SELECT count(*) FROM sub_regions), 'cities', (SELECT count(*) FROM cities),
  'tokens', (SELECT count(*) FROM password_tokens),
  'reports', (SELECT json_agg(r ORDER BY r.id) FROM reports r),
  'generatedReports', (SELECT count(*) FROM generated_reports)) AS state`;

/**
 * Walks every administration call of the contract as USERs (of the admin's client and of another
 * one) with valid requests: each must answer 403 and change nothing; anonymous callers get 401.
 */
describe('administration is for administrators only', () => {
  let app: FastifyInstance;
  let database: Database;
  const requests = new Map<string, CallRequest>();
  let users: Array<[string, TestSession]>;

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    users = [
      ['manager@demo.local', await sessionFor(database, 'manager@demo.local')],
      ['other@demo.local', await sessionFor(database, 'other@demo.local')],
      ['chain@demo.local', await sessionFor(database, 'chain@demo.local')],
    ];
    const { clientId, standard } = await demoViews(database);
    const ids = await database.pool.query<{ userId: number; groupId: number; countryId: number }>(
      `SELECT (SELECT id FROM users WHERE email = 'chain@demo.local') AS "userId",
              (SELECT min(id) FROM channel_groups WHERE client_id = $1) AS "groupId",
              (SELECT min(id) FROM countries) AS "countryId"`,
      [clientId],
    );
    const { userId, groupId, countryId } = ids.rows[0]!;
    const C = API_CALLS;
    const user = {
      name: 'Walker',
      email: 'walker@test.local',
      role: 'ADMIN',
      clientId,
      viewIds: [],
    };
    const view = {
      name: 'Walk view',
      clientId,
      viewType: 'standard',
      specificViewType: null,
      supportsEssentials: true,
      contentMonitorSummary: true,
      contentMonitorDetail: true,
      scope: { kind: 'ALL' },
      siteIds: null,
    };
    const group = { name: 'Walk group', clientId, siteIds: [104] };
    const region = { type: 'region', name: 'Walk region', parentId: countryId };
    const add = (call: ApiCall, request: CallRequest = {}) => requests.set(call.id, request);
    add(C.checkUserRights);
    add(C.importFile, { params: { kind: 'reference' }, body: { file: 'reference.csv' } });
    add(C.listUsers);
    add(C.getUser, { params: { userId } });
    add(C.createUser, { body: user });
    add(C.updateUser, { params: { userId }, body: user });
    add(C.setUserActive, { params: { userId }, body: { active: false } });
    add(C.sendUserPasswordLink, { params: { userId } });
    add(C.listClients);
    add(C.getClient, { params: { clientId } });
    add(C.updateClient, { params: { clientId }, body: { name: 'Walked', loginPath: '/sso/x' } });
    add(C.getClientPortfolio, { params: { clientId } });
    add(C.listClientProperties, { params: { clientId } });
    add(C.listViews);
    add(C.getView, { params: { viewId: standard.id } });
    add(C.createView, { body: view });
    add(C.updateView, { params: { viewId: standard.id }, body: view });
    add(C.listSites);
    add(C.listChannelGroups);
    add(C.getChannelGroup, { params: { groupId } });
    add(C.createChannelGroup, { body: group });
    add(C.updateChannelGroup, { params: { groupId }, body: group });
    add(C.listGeography, { params: { type: 'country' } });
    add(C.getGeography, { params: { type: 'country', id: countryId } });
    add(C.createGeography, { body: region });
    add(C.deleteGeography, { params: { type: 'country', id: countryId } });
    add(C.updateGeography, {
      params: { type: 'country', id: countryId },
      body: { type: 'country', name: 'Walked', isoCode: 'WK' },
    });
    const report = {
      name: 'Walk report',
      clientId,
      viewId: standard.id,
      kind: 'XLSX',
      schedule: 'ON_DEMAND',
      period: 'LAST_30_DAYS',
      recipients: [],
      filters: {},
    };
    const reportId = (
      await database.pool.query<{ id: number }>(
        `INSERT INTO reports (client_id, view_id, name, kind) VALUES ($1, $2, 'Walked', 'PDF')
         RETURNING id`,
        [clientId, standard.id],
      )
    ).rows[0]!.id;
    add(C.listReportDefinitions);
    add(C.getReportDefinition, { params: { reportId } });
    add(C.createReportDefinition, { body: report });
    add(C.updateReportDefinition, { params: { reportId }, body: report });
    add(C.deleteReportDefinition, { params: { reportId } });
    add(C.runReportDefinition, { params: { reportId } });
    add(C.listGeneratedReports);
  });

  /**
   * The valid request written for the call, or, for a call added since, placeholders: the guard
   * runs before the input is read, so even those must be refused with 403, never 400.
   */
  const requestFor = (call: ApiCall): CallRequest =>
    requests.get(call.id) ?? {
      params: Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 1])),
      ...(call.method === 'GET' ? {} : { body: {} }),
    };

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('walks the administration calls, each request written for a call that exists', () => {
    const ids = ADMIN_CALLS.map((call) => call.id);
    expect(ids.length).toBeGreaterThanOrEqual(requests.size);
    for (const id of requests.keys()) expect(ids, id).toContain(id);
  });

  it('answers 403 to USERs on every administration call and writes nothing', async () => {
    const before = (await database.pool.query(FINGERPRINT)).rows[0].state;
    for (const [email, session] of users) {
      for (const call of ADMIN_CALLS) {
        const response = await injectCall(app, session, call, requestFor(call));
        expect(response.statusCode, `${email}: ${call.method} ${call.path}`).toBe(403);
        expect(response.body).not.toMatch(/Meridian|Dana Whitfield/);
      }
    }
    expect((await database.pool.query(FINGERPRINT)).rows[0].state).toEqual(before);
  });

  it('answers 401 to anonymous callers', async () => {
    for (const call of ADMIN_CALLS) {
      const response = await injectCall(app, null, call, requestFor(call));
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
    }
  });
});
