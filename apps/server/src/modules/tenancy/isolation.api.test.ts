import { API_CALL_LIST, API_CALLS, fillPath, type ApiCall } from '@lens/contracts';
import { addDays } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

/** Calls about the signed-in user or the product itself, not about a client's data. */
const NOT_CLIENT_DATA = new Set<string>([
  API_CALLS.login.id,
  API_CALLS.logout.id,
  API_CALLS.requestPasswordRestore.id,
  API_CALLS.setPassword.id,
  API_CALLS.checkCredentials.id,
  API_CALLS.checkUserRights.id,
  API_CALLS.getConf.id,
  API_CALLS.sendQuestion.id,
  API_CALLS.sendTechnicalNotification.id,
  API_CALLS.getActionsHistory.id,
  API_CALLS.saveActionsHistory.id,
  API_CALLS.getCurrentDate.id,
  API_CALLS.getRoomConfigurations.id,
  // The user's own API tokens; api-tokens.api.test.ts checks another user cannot touch them.
  API_CALLS.listApiTokens.id,
  API_CALLS.createApiToken.id,
  API_CALLS.revokeApiToken.id,
  // The user's own alerts, follows and client step: scoped to what they may see, and
  // alerts.api.test.ts checks that another client's user sees none of them.
  API_CALLS.listAlerts.id,
  API_CALLS.getAlertSummary.id,
  API_CALLS.markAlertsSeen.id,
  API_CALLS.listAlertFollows.id,
  API_CALLS.unfollowForAlerts.id,
  API_CALLS.getAlertSettings.id,
  // Lists of the user's own decisions and requests: scoped to the views they may see, and
  // noise-control / change-requests API tests check another client's user sees none of them.
  API_CALLS.listNoise.id,
  API_CALLS.listChangeRequests.id,
  // Anonymous by design: which sign-on entry an email domain uses.
  API_CALLS.lookupSso.id,
]);

/**
 * Administration answers 403 to every USER, whatever the client: admin-access.api.test.ts walks
 * it, and chain-admin.api.test.ts the hotel-chain admin's calls.
 */
const isAdministration = (call: ApiCall) =>
  call.path.startsWith('/dashboard/admin/') || call.path.startsWith('/dashboard/hilton-admin/');

/** `status`: 404 where a call answers ids the user may not see exactly as ids that do not exist. */
type Probe = { url: string; payload?: unknown; status?: number };

/**
 * Walks every data call of the contract as other@demo.local (the second client) with the main
 * client's ids: each must answer 403 and reveal nothing of the main client.
 */
describe('tenancy isolation', () => {
  let app: FastifyInstance;
  let database: Database;
  let other: TestSession;
  const probes = new Map<string, Probe[]>();

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    other = await sessionFor(database, 'other@demo.local');
    const { clientId, standard, chain } = await demoViews(database);
    const today = new Date().toISOString().slice(0, 10);
    const { rows } = await database.pool.query(
      `SELECT a.id AS audit, a.property_id AS property, a.site_id AS site FROM audits a
       JOIN properties p ON p.id = a.property_id WHERE p.client_id = $1 ORDER BY a.id DESC LIMIT 1`,
      [clientId],
    );
    const { audit, property, site } = rows[0];
    const report = await database.pool.query(
      `INSERT INTO generated_reports (client_id, file_name, content_type, size, data)
       VALUES ($1, 'Meridian accuracy.xlsx', 'application/octet-stream', 4, '\\x00010203') RETURNING id`,
      [clientId],
    );
    const filters = `view=${standard.id}&startDate=${addDays(today, -30)}&endDate=${today}`;
    const chainFilters = `view=${chain.id}`;
    const pathOf = (call: ApiCall, params: Record<string, string | number> = {}) =>
      fillPath(call.path, params);
    const add = (call: ApiCall, ...list: Probe[]) => probes.set(call.id, list);
    const C = API_CALLS;
    add(C.getFilterValues, {
      url: `${pathOf(C.getFilterValues, { filterName: 'property' })}?${filters}`,
    });
    add(C.getSummaryReportFilterValues, {
      url: `${pathOf(C.getSummaryReportFilterValues, { filterName: 'site' })}?${chainFilters}`,
    });
    add(C.getViewFilter, { url: `${C.getViewFilter.path}?${filters}` });
    add(C.getDatasetAccuracy, {
      url: `${pathOf(C.getDatasetAccuracy, { dataset: 'property' })}?${filters}`,
    });
    add(C.getSummaryReportDatasetAccuracy, {
      url: `${pathOf(C.getSummaryReportDatasetAccuracy, { dataset: 'brand' })}?${chainFilters}`,
    });
    add(C.getEssentialsSites, { url: `${C.getEssentialsSites.path}?${filters}` });
    add(C.getBestProperties, { url: `${C.getBestProperties.path}?viewId=${standard.id}` });
    add(C.updateLastContentMonitor, {
      url: `${C.updateLastContentMonitor.path}?id=${standard.id}&contentMonitor=SUMMARY`,
    });
    add(C.getLastAuditId, {
      url: `${C.getLastAuditId.path}?${filters}&property=${property}&site=${site}`,
    });
    add(
      C.getAuditDetails,
      { url: `${C.getAuditDetails.path}?audit=${audit}` },
      { url: `${C.getAuditDetails.path}?${filters}&audit=${audit}` },
    );
    add(C.getAuditNotes, { url: `${C.getAuditNotes.path}?audit=${audit}` });
    add(C.getContentScore, {
      url: C.getContentScore.path,
      payload: {
        propertyId: property,
        webSiteId: site,
        startDate: addDays(today, -30),
        endDate: today,
      },
    });
    add(
      C.getMapData,
      { url: `${C.getMapData.path}?${filters}` },
      { url: `${C.getMapData.path}?audit=${audit}` },
    );
    add(C.getCharacteristicsForSites, { url: `${C.getCharacteristicsForSites.path}?${filters}` });
    add(C.getAccuracyScoreInterval, { url: `${C.getAccuracyScoreInterval.path}?${filters}` });
    add(C.getScoreExplanation, {
      url: `${C.getScoreExplanation.path}?${filters}&of=property&id=${property}`,
    });
    add(C.getIssuesSummary, { url: `${C.getIssuesSummary.path}?view=${standard.id}` });
    add(C.saveMatchedNotes, {
      url: `${C.saveMatchedNotes.path}?property=${property}&audit=${audit}&uid=isolation-probe`,
      payload: [{ charType: 'NAME', charValue: 'x' }],
    });
    add(C.downloadReport, { url: pathOf(C.downloadReport, { reportId: report.rows[0].id }) });
    add(C.downloadDashboardPdf, { url: `${C.downloadDashboardPdf.path}?${filters}` });
    const alert = await database.pool.query<{ id: number }>(
      'SELECT id FROM alerts WHERE client_id = $1 ORDER BY id LIMIT 1',
      [clientId],
    );
    const mute = await database.pool.query<{ id: number }>(
      `INSERT INTO alert_mutes (client_id, property_id, characteristic, site_id)
       VALUES ($1, $2, 'FAX', $3) RETURNING id`,
      [clientId, property, site],
    );
    const alertId = alert.rows[0]!.id;
    add(C.acknowledgeAlert, { url: pathOf(C.acknowledgeAlert, { alertId }) });
    add(C.muteAlert, { url: pathOf(C.muteAlert, { alertId }), payload: { days: 3 } });
    add(C.unmuteAlerts, { url: pathOf(C.unmuteAlerts, { muteId: mute.rows[0]!.id }) });
    add(
      C.followForAlerts,
      { url: pathOf(C.followForAlerts, { kind: 'property', id: property }) },
      { url: pathOf(C.followForAlerts, { kind: 'view', id: standard.id }) },
    );
    add(C.saveAlertSettings, { url: C.saveAlertSettings.path, payload: { scoreDropStep: 5 } });

    const view = `view=${standard.id}`;
    const firstId = async (sql: string) =>
      (await database.pool.query<{ id: number }>(sql, [clientId])).rows[0]!.id;
    const requestId = await firstId(
      'SELECT id FROM change_requests WHERE client_id = $1 ORDER BY id LIMIT 1',
    );
    const listingId = await firstId(
      'SELECT id FROM seen_listings WHERE client_id = $1 ORDER BY id LIMIT 1',
    );
    const variantId = await firstId(
      `INSERT INTO accepted_variants (client_id, characteristic, source_normalized, channel_normalized)
       VALUES ($1, 'FAX', 'a', 'b') RETURNING id`,
    );
    const ignoreId = (
      await database.pool.query<{ id: number }>(
        `INSERT INTO result_ignores (client_id, property_id, site_id, characteristic, source_hash, channel_hash)
         VALUES ($1, $2, $3, 'FAX', 'a', 'b') RETURNING id`,
        [clientId, property, site],
      )
    ).rows[0]!.id;
    add(C.getAuditNoise, { url: `${C.getAuditNoise.path}?audit=${audit}` });
    add(C.acceptVariant, {
      url: C.acceptVariant.path,
      payload: { auditId: audit, characteristic: 'NAME' },
    });
    add(C.ignoreResult, {
      url: C.ignoreResult.path,
      payload: { auditId: audit, characteristic: 'NAME' },
    });
    add(C.removeVariant, { url: pathOf(C.removeVariant, { id: variantId }), status: 404 });
    add(C.removeIgnore, { url: pathOf(C.removeIgnore, { id: ignoreId }), status: 404 });
    add(C.getChangeRequestCandidates, {
      url: `${C.getChangeRequestCandidates.path}?audit=${audit}`,
    });
    add(C.createChangeRequest, {
      url: C.createChangeRequest.path,
      payload: { auditId: audit, characteristics: ['NAME'] },
    });
    add(C.getTimeToFix, { url: `${C.getTimeToFix.path}?${filters}` });
    add(C.getChangeRequest, { url: pathOf(C.getChangeRequest, { requestId }) });
    add(C.downloadChangeRequestCsv, { url: pathOf(C.downloadChangeRequestCsv, { requestId }) });
    add(C.markChangeRequestSent, {
      url: pathOf(C.markChangeRequestSent, { requestId }),
      payload: { sentOn: today },
    });
    add(C.confirmChangeRequest, { url: pathOf(C.confirmChangeRequest, { requestId }) });
    add(C.markWrongMatch, { url: `${C.markWrongMatch.path}?${view}`, payload: { auditId: audit } });
    add(C.listWrongMatches, { url: `${C.listWrongMatches.path}?${view}` });
    add(C.restoreWrongMatch, { url: `${pathOf(C.restoreWrongMatch, { auditId: audit })}?${view}` });
    add(C.confirmWrongMatch, { url: `${pathOf(C.confirmWrongMatch, { auditId: audit })}?${view}` });
    add(C.getListingIdentity, {
      url: `${C.getListingIdentity.path}?${view}&property=${property}&site=${site}`,
    });
    add(C.repointListing, {
      url: `${C.repointListing.path}?${view}`,
      payload: { property, site, listingUrl: 'https://listing.example/hotel' },
    });
    add(C.getDuplicateListings, {
      url: `${C.getDuplicateListings.path}?${view}&property=${property}`,
    });
    add(C.dismissDuplicate, {
      url: `${C.dismissDuplicate.path}?${view}`,
      payload: { property, listingId },
    });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("has a probe for every call that reads or writes a client's data", () => {
    const dataCalls = API_CALL_LIST.filter(
      (call) => !NOT_CLIENT_DATA.has(call.id) && !isAdministration(call),
    ).map((call) => call.id);
    expect([...probes.keys()].sort()).toEqual(dataCalls.sort());
  });

  it("answers 403 to another client's user on every data call and leaks nothing", async () => {
    for (const call of API_CALL_LIST.filter((c) => probes.has(c.id))) {
      for (const probe of probes.get(call.id)!) {
        const response = await app.inject({
          method: call.method,
          url: probe.url,
          headers: other.headers,
          ...(probe.payload !== undefined ? { payload: probe.payload as object } : {}),
        });
        expect(response.statusCode, `${call.method} ${probe.url}`).toBe(probe.status ?? 403);
        expect(response.body, probe.url).not.toMatch(/Meridian|Booking|Google/);
      }
    }
    const { rows } = await database.pool.query(
      `SELECT (SELECT count(*)::int FROM matched_notes WHERE uid = 'isolation-probe') AS flags,
              (SELECT count(*)::int FROM property_listings
                 WHERE listing_url = 'https://listing.example/hotel') AS listings`,
    );
    expect(rows[0]).toEqual({ flags: 0, listings: 0 });
  });
});
