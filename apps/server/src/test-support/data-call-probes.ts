import { API_CALL_LIST, API_CALLS, fillPath, type ApiCall } from '@lens/contracts';
import { addDays } from '@lens/domain';
import type { Database } from '../db/connection.ts';

/** Calls about the signed-in user or the product itself, not about a client's data. */
const NOT_CLIENT_DATA = new Set<string>([
  API_CALLS.login.id,
  API_CALLS.logout.id,
  API_CALLS.requestPasswordRestore.id,
  API_CALLS.setPassword.id,
  API_CALLS.checkPasswordLink.id,
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
 * it, and hotel-chain-admin.api.test.ts the hotel-chain admin's calls.
 */
const isAdministration = (call: ApiCall) =>
  call.path.startsWith('/dashboard/admin/') || call.path.startsWith('/dashboard/hilton-admin/');

/** Every call of the contract that reads or writes a client's data: each needs a probe. */
export function dataCallIds(): string[] {
  return API_CALL_LIST.filter((call) => !NOT_CLIENT_DATA.has(call.id) && !isAdministration(call))
    .map((call) => call.id)
    .sort();
}

/** `status`: 404 where a call answers ids the user may not see exactly as ids that do not exist. */
export type Probe = { url: string; payload?: unknown; status?: number };

/** Things of one client that the walking user may not see, and the views the calls name. */
export interface ProbeTargets {
  /** A view the user may not open. */
  view: number;
  /** A view of the hotel-chain type the user may not open, for the chain summary report. */
  chainView: number;
  /**
   * The view named beside a thing (an audit, a property): one the user may open makes the call
   * refuse the thing itself rather than the view.
   */
  thingView: number;
  /** An audit of a property outside every view the user may open, and that property's things. */
  audit: number;
  property: number;
  channel: number;
  /** A generated report built on `view`. */
  report: number;
  alert: number;
  mute: number;
  changeRequest: number;
  seenListing: number;
  variant: number;
  ignore: number;
}

/**
 * Finds or writes the things the probes address: of `clientId`, on properties outside
 * `hiddenFrom` (a view the user may open; null: any property of the client).
 */
export async function probeTargets(
  database: Database,
  clientId: number,
  views: { view: number; chainView: number; thingView: number },
  hiddenFrom: number | null,
): Promise<ProbeTargets> {
  const query = async <T>(sql: string, params: unknown[]): Promise<T> => {
    const { rows } = await database.pool.query(sql, params);
    if (!rows[0]) throw new Error(`The demo data has nothing for: ${sql}`);
    return rows[0] as T;
  };
  const outside = (column: string) =>
    `(${column} NOT IN (SELECT property_id FROM view_properties WHERE view_id = $2) OR $2::int IS NULL)`;
  const scope = [clientId, hiddenFrom];
  const { audit, property, channel } = await query<{
    audit: number;
    property: number;
    channel: number;
  }>(
    `SELECT a.id AS audit, a.property_id AS property, a.channel_id AS channel FROM audits a
     JOIN properties p ON p.id = a.property_id
     WHERE p.client_id = $1 AND ${outside('p.id')} ORDER BY a.id DESC LIMIT 1`,
    scope,
  );
  const id = async (sql: string, params: unknown[] = scope) =>
    (await query<{ id: number }>(sql, params)).id;
  return {
    ...views,
    audit,
    property,
    channel,
    report: await id(
      `INSERT INTO generated_reports (client_id, view_id, file_name, content_type, size, data)
       VALUES ($1, $2, 'Meridian accuracy.xlsx', 'application/octet-stream', 4, '\\x00010203')
       RETURNING id`,
      [clientId, views.view],
    ),
    alert: await id(
      `SELECT id FROM alerts WHERE client_id = $1 AND ${outside('property_id')} ORDER BY id LIMIT 1`,
    ),
    changeRequest: await id(
      `SELECT id FROM change_requests WHERE client_id = $1 AND ${outside('property_id')}
       ORDER BY id LIMIT 1`,
    ),
    seenListing: await id('SELECT id FROM seen_listings WHERE client_id = $1 ORDER BY id LIMIT 1', [
      clientId,
    ]),
    // Written again by each walk, so they upsert.
    mute: await id(
      `INSERT INTO alert_mutes (client_id, property_id, characteristic, channel_id)
       VALUES ($1, $2, 'FAX', $3)
       ON CONFLICT (property_id, coalesce(characteristic, ''), coalesce(channel_id, 0))
       DO UPDATE SET until = NULL RETURNING id`,
      [clientId, property, channel],
    ),
    variant: await id(
      `INSERT INTO accepted_variants
         (client_id, characteristic, source_normalized, channel_normalized, property_id)
       VALUES ($1, 'FAX', 'a', 'b', $2)
       ON CONFLICT (client_id, characteristic, md5(source_normalized), md5(channel_normalized),
         coalesce(channel_id, 0))
       DO UPDATE SET property_id = EXCLUDED.property_id RETURNING id`,
      [clientId, property],
    ),
    ignore: await id(
      `INSERT INTO result_ignores
         (client_id, property_id, channel_id, characteristic, source_hash, channel_hash)
       VALUES ($1, $2, $3, 'FAX', 'a', 'b')
       ON CONFLICT (property_id, channel_id, characteristic, source_hash, channel_hash)
       DO UPDATE SET client_id = EXCLUDED.client_id RETURNING id`,
      [clientId, property, channel],
    ),
  };
}

/** A probe of every call that reads or writes a client's data, addressing the targets. */
export function dataCallProbes(t: ProbeTargets, today: string): Map<string, Probe[]> {
  const probes = new Map<string, Probe[]>();
  const filters = `view=${t.view}&startDate=${addDays(today, -30)}&endDate=${today}`;
  const chainFilters = `view=${t.chainView}`;
  const view = `view=${t.thingView}`;
  const { audit, property, channel } = t;
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
  add(C.getBestProperties, { url: `${C.getBestProperties.path}?viewId=${t.view}` });
  add(C.updateLastContentMonitor, {
    url: `${C.updateLastContentMonitor.path}?id=${t.view}&contentMonitor=SUMMARY`,
  });
  add(
    C.getLastAuditId,
    { url: `${C.getLastAuditId.path}?${filters}&property=${property}&site=${channel}` },
    { url: `${C.getLastAuditId.path}?${view}&property=${property}&site=${channel}` },
  );
  add(
    C.getAuditDetails,
    { url: `${C.getAuditDetails.path}?audit=${audit}` },
    { url: `${C.getAuditDetails.path}?${filters}&audit=${audit}` },
    { url: `${C.getAuditDetails.path}?${view}&audit=${audit}` },
  );
  add(C.getAuditNotes, { url: `${C.getAuditNotes.path}?audit=${audit}` });
  add(C.getContentScore, {
    url: C.getContentScore.path,
    payload: {
      propertyId: property,
      webSiteId: channel,
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
  add(C.getOpportunities, { url: `${C.getOpportunities.path}?${filters}` });
  add(
    C.getScoreExplanation,
    { url: `${C.getScoreExplanation.path}?${filters}&of=property&id=${property}` },
    { url: `${C.getScoreExplanation.path}?${view}&of=property&id=${property}` },
  );
  add(C.getIssuesSummary, { url: `${C.getIssuesSummary.path}?view=${t.view}` });
  add(C.saveMatchedNotes, {
    url: `${C.saveMatchedNotes.path}?property=${property}&audit=${audit}&uid=isolation-probe`,
    payload: [{ charType: 'NAME', charValue: 'x' }],
  });
  add(C.downloadReport, { url: pathOf(C.downloadReport, { reportId: t.report }) });
  add(C.downloadDashboardPdf, { url: `${C.downloadDashboardPdf.path}?${filters}` });
  add(C.acknowledgeAlert, { url: pathOf(C.acknowledgeAlert, { alertId: t.alert }) });
  add(C.muteAlert, { url: pathOf(C.muteAlert, { alertId: t.alert }), payload: { days: 3 } });
  add(C.unmuteAlerts, { url: pathOf(C.unmuteAlerts, { muteId: t.mute }) });
  add(
    C.followForAlerts,
    { url: pathOf(C.followForAlerts, { kind: 'property', id: property }) },
    { url: pathOf(C.followForAlerts, { kind: 'view', id: t.view }) },
  );
  add(C.saveAlertSettings, { url: C.saveAlertSettings.path, payload: { scoreDropStep: 5 } });
  add(C.getAuditNoise, { url: `${C.getAuditNoise.path}?audit=${audit}` });
  add(C.acceptVariant, {
    url: C.acceptVariant.path,
    payload: { auditId: audit, characteristic: 'NAME' },
  });
  add(C.ignoreResult, {
    url: C.ignoreResult.path,
    payload: { auditId: audit, characteristic: 'NAME' },
  });
  add(C.removeVariant, { url: pathOf(C.removeVariant, { id: t.variant }), status: 404 });
  add(C.removeIgnore, { url: pathOf(C.removeIgnore, { id: t.ignore }), status: 404 });
  add(C.getChangeRequestCandidates, {
    url: `${C.getChangeRequestCandidates.path}?audit=${audit}`,
  });
  add(C.createChangeRequest, {
    url: C.createChangeRequest.path,
    payload: { auditId: audit, characteristics: ['NAME'] },
  });
  add(C.getTimeToFix, { url: `${C.getTimeToFix.path}?${filters}` });
  const requestId = t.changeRequest;
  add(C.getChangeRequest, { url: pathOf(C.getChangeRequest, { requestId }) });
  add(C.downloadChangeRequestCsv, { url: pathOf(C.downloadChangeRequestCsv, { requestId }) });
  add(C.markChangeRequestSent, {
    url: pathOf(C.markChangeRequestSent, { requestId }),
    payload: { sentOn: today },
  });
  add(C.confirmChangeRequest, { url: pathOf(C.confirmChangeRequest, { requestId }) });
  add(C.markWrongMatch, { url: `${C.markWrongMatch.path}?${view}`, payload: { auditId: audit } });
  add(C.listWrongMatches, { url: `${C.listWrongMatches.path}?view=${t.view}` });
  add(C.restoreWrongMatch, { url: `${pathOf(C.restoreWrongMatch, { auditId: audit })}?${view}` });
  add(C.confirmWrongMatch, { url: `${pathOf(C.confirmWrongMatch, { auditId: audit })}?${view}` });
  add(C.getListingIdentity, {
    url: `${C.getListingIdentity.path}?${view}&property=${property}&site=${channel}`,
  });
  add(C.repointListing, {
    url: `${C.repointListing.path}?${view}`,
    payload: { property, site: channel, listingUrl: 'https://listing.example/hotel' },
  });
  add(C.getDuplicateListings, {
    url: `${C.getDuplicateListings.path}?${view}&property=${property}`,
  });
  add(C.dismissDuplicate, {
    url: `${C.dismissDuplicate.path}?${view}`,
    payload: { property, listingId: t.seenListing },
  });
  return probes;
}
