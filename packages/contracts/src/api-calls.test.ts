import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath } from './api-call.ts';
import { API_CALL_LIST, API_CALLS } from './api-calls.ts';
import { noContentSchema } from './common.ts';

/**
 * The 24 kinds of call the dashboard makes (docs/architecture.md, "Stack"), each with the calls
 * that implement it (method and path in Fastify syntax).
 */
const DASHBOARD_CALL_KINDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['GET /dashboard/check_credentials_validity', ['GET /dashboard/check_credentials_validity']],
  ['GET /dashboard/check_user_rights', ['GET /dashboard/check_user_rights']],
  ['GET /conf.json', ['GET /conf.json']],
  ['POST /dashboard/feedback/faq', ['POST /dashboard/feedback/faq']],
  ['POST /dashboard/technical/notification', ['POST /dashboard/technical/notification']],
  [
    'GET /{dashboard or summary-report}/filter/{filterName}?{filters}[&needAllValues=true]',
    [
      'GET /dashboard/filter/:filterName',
      'GET /summary-report/filter/:filterName',
      'GET /dashboard/data/filter/view',
    ],
  ],
  [
    'GET /{dashboard or summary_report}/data/filter/{dataset}?{filters}',
    ['GET /dashboard/data/filter/:dataset', 'GET /summary_report/data/filter/:dataset'],
  ],
  ['GET /dashboard/data/filter/essentials_sites', ['GET /dashboard/data/filter/essentials_sites']],
  ['GET /dashboard/date/current-date', ['GET /dashboard/date/current-date']],
  [
    'PATCH /dashboard/data/filter/update_last_content_monitor?id={viewId}&contentMonitor={SUMMARY or DETAIL}',
    ['PATCH /dashboard/data/filter/update_last_content_monitor'],
  ],
  ['GET /dashboard/data/audit-id/last?{filters}', ['GET /dashboard/data/audit-id/last']],
  ['GET /dashboard/data/audit/last?{filters}&audit={id}', ['GET /dashboard/data/audit/last']],
  [
    'GET /dashboard/meeting-room-configuration/all',
    ['GET /dashboard/meeting-room-configuration/all'],
  ],
  [
    'GET /dashboard/properties/audits/results/notes?{filters}&audit={id}',
    ['GET /dashboard/properties/audits/results/notes'],
  ],
  ['POST /dashboard/content-score', ['POST /dashboard/content-score']],
  ['GET /dashboard/data/map?{filters}[&audit={id}]', ['GET /dashboard/data/map']],
  ['GET /dashboard/data/accuracy/forSites?{filters}', ['GET /dashboard/data/accuracy/forSites']],
  [
    'GET /dashboard/data/accuracy/accuracyScoreInterval?{filters}',
    ['GET /dashboard/data/accuracy/accuracyScoreInterval'],
  ],
  [
    'GET /dashboard/issues-summary?{filters with site list, no dates}',
    ['GET /dashboard/issues-summary'],
  ],
  [
    'POST /dashboard/matchedNotes?property={id}&audit={id}&uid={id}',
    ['POST /dashboard/matchedNotes'],
  ],
  [
    'GET /dashboard/data/filter/best_property?viewId={id}',
    ['GET /dashboard/data/filter/best_property'],
  ],
  ['POST /dashboard/user/actions-history', ['POST /dashboard/user/actions-history']],
  ['PUT /dashboard/user/actions-history/save', ['PUT /dashboard/user/actions-history/save']],
  ['GET of a report URL', ['GET /dashboard/reports/:reportId/download']],
];

const AUTH_CALLS = [
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/restore',
  'POST /auth/password',
  'POST /auth/password/check',
];

/** Administration calls beyond the dashboard's 24 kinds of call (the admin screens' own). */
const ADMIN_ROUTES = [
  'POST /dashboard/admin/imports/:kind',
  'GET /dashboard/admin/users',
  'GET /dashboard/admin/users/:userId',
  'POST /dashboard/admin/users',
  'PUT /dashboard/admin/users/:userId',
  'PUT /dashboard/admin/users/:userId/active',
  'POST /dashboard/admin/users/:userId/password-link',
  'GET /dashboard/admin/clients',
  'GET /dashboard/admin/clients/:clientId',
  'PUT /dashboard/admin/clients/:clientId',
  'GET /dashboard/admin/clients/:clientId/portfolio',
  'GET /dashboard/admin/clients/:clientId/properties',
  'GET /dashboard/admin/views',
  'GET /dashboard/admin/views/:viewId',
  'POST /dashboard/admin/views',
  'PUT /dashboard/admin/views/:viewId',
  'GET /dashboard/admin/sites',
  'GET /dashboard/admin/channel-groups',
  'GET /dashboard/admin/channel-groups/:groupId',
  'POST /dashboard/admin/channel-groups',
  'PUT /dashboard/admin/channel-groups/:groupId',
  'DELETE /dashboard/admin/channel-groups/:groupId',
  'GET /dashboard/admin/geography/:type',
  'GET /dashboard/admin/geography/:type/:id',
  'POST /dashboard/admin/geography',
  'PUT /dashboard/admin/geography/:type/:id',
  'DELETE /dashboard/admin/geography/:type/:id',
];

/** Channel connectors in the admin area (issue 8). */
const CONNECTOR_ROUTES = [
  'GET /dashboard/admin/connectors',
  'PUT /dashboard/admin/connectors/:siteId',
  'POST /dashboard/admin/connectors/:siteId/runs',
  'POST /dashboard/admin/connectors/:siteId/capture-now',
  'GET /dashboard/admin/connectors/runs/:runId/listings',
  'POST /dashboard/admin/connectors/capture',
];

/** The hotel-chain admin's calls (its screens: docs/product-rules.md, "Hotel-chain admin"). */
const CHAIN_ADMIN_ROUTES = [
  'GET /dashboard/hilton-admin/channel-types',
  'GET /dashboard/hilton-admin/audits/:channelTypeId',
  'POST /dashboard/hilton-admin/reviews',
  'GET /dashboard/hilton-admin/activity',
  'GET /dashboard/hilton-admin/activity/options',
  'GET /dashboard/hilton-admin/audit-limits/:channelTypeId',
  'PUT /dashboard/hilton-admin/audit-limits/:channelTypeId',
  'DELETE /dashboard/hilton-admin/audit-limits/:channelTypeId',
  'GET /dashboard/hilton-admin/re-audits/:runId',
];

/** Report definitions and runs (administration), and the dashboard's PDF download. */
const REPORT_ROUTES = [
  'GET /dashboard/admin/reports',
  'GET /dashboard/admin/reports/:reportId',
  'POST /dashboard/admin/reports',
  'PUT /dashboard/admin/reports/:reportId',
  'DELETE /dashboard/admin/reports/:reportId',
  'POST /dashboard/admin/reports/:reportId/run',
  'GET /dashboard/admin/generated-reports',
  'GET /dashboard/reports/dashboard-pdf',
];

/** Change requests to channels: made from an audit, tracked, downloaded; and time-to-fix. */
const CHANGE_REQUEST_ROUTES = [
  'GET /dashboard/change-requests/candidates',
  'POST /dashboard/change-requests',
  'GET /dashboard/change-requests',
  'GET /dashboard/change-requests/time-to-fix',
  'GET /dashboard/change-requests/:requestId',
  'GET /dashboard/change-requests/:requestId/csv',
  'POST /dashboard/change-requests/:requestId/sent',
  'POST /dashboard/change-requests/:requestId/confirm',
];

/** Noise control: accepted variants and ignores on the channel audit page, and their list. */
const NOISE_CONTROL_ROUTES = [
  'GET /dashboard/noise/audit',
  'POST /dashboard/noise/variants',
  'DELETE /dashboard/noise/variants/:id',
  'POST /dashboard/noise/ignores',
  'DELETE /dashboard/noise/ignores/:id',
  'GET /dashboard/noise',
];

/** Regression alerts: the list, its counts, acknowledge and mute, follows and the step. */
const ALERT_ROUTES = [
  'GET /dashboard/alerts',
  'GET /dashboard/alerts/summary',
  'POST /dashboard/alerts/seen',
  'POST /dashboard/alerts/:alertId/acknowledge',
  'POST /dashboard/alerts/:alertId/mute',
  'DELETE /dashboard/alerts/mutes/:muteId',
  'GET /dashboard/alerts/follows',
  'PUT /dashboard/alerts/follows/:kind/:id',
  'DELETE /dashboard/alerts/follows/:kind/:id',
  'GET /dashboard/alerts/settings',
  'PUT /dashboard/alerts/settings',
];

/** OpenID Connect sign-in per client: its settings, the discovery test and the email lookup. */
const CLIENT_SSO_ROUTES = [
  'GET /dashboard/admin/clients/:clientId/sso',
  'PUT /dashboard/admin/clients/:clientId/sso',
  'POST /dashboard/admin/sso/discovery',
  'POST /auth/sso/lookup',
];

/** Wrong matches, re-pointing and duplicate listings (issue 8). */
const LISTING_IDENTITY_ROUTES = [
  'POST /dashboard/wrong-matches',
  'GET /dashboard/wrong-matches',
  'POST /dashboard/wrong-matches/:auditId/restore',
  'POST /dashboard/wrong-matches/:auditId/confirm',
  'GET /dashboard/listing-identity',
  'PUT /dashboard/listing-identity',
  'GET /dashboard/duplicate-listings',
  'POST /dashboard/duplicate-listings/dismiss',
];

/** "Why this score": the explanation of a dashboard number (issue 8). */
const SCORE_EXPLAIN_ROUTES = ['GET /dashboard/data/score-explanation'];

/** The opportunities review: the ranked work list of fixes. */
const OPPORTUNITY_ROUTES = ['GET /dashboard/data/opportunities'];

const API_TOKEN_ROUTES = [
  'GET /dashboard/user/api-tokens',
  'POST /dashboard/user/api-tokens',
  'DELETE /dashboard/user/api-tokens/:tokenId',
];

const registered = API_CALL_LIST.map((call) => `${call.method} ${call.path}`);

describe('API_CALLS', () => {
  it('registers every one of the 24 kinds of dashboard call', () => {
    expect(DASHBOARD_CALL_KINDS).toHaveLength(24);
    for (const [row, calls] of DASHBOARD_CALL_KINDS) {
      for (const call of calls) expect(registered, row).toContain(call);
    }
  });

  it('lists the sign-in calls', () => {
    for (const call of AUTH_CALLS) expect(registered).toContain(call);
  });

  it('has no call beyond the dashboard, sign-in and administration, and no route twice', () => {
    const expected = [
      ...DASHBOARD_CALL_KINDS.flatMap(([, calls]) => calls),
      ...AUTH_CALLS,
      ...CLIENT_SSO_ROUTES,
      ...ADMIN_ROUTES,
      ...CONNECTOR_ROUTES,
      ...CHAIN_ADMIN_ROUTES,
      ...REPORT_ROUTES,
      ...ALERT_ROUTES,
      ...NOISE_CONTROL_ROUTES,
      ...CHANGE_REQUEST_ROUTES,
      ...LISTING_IDENTITY_ROUTES,
      ...SCORE_EXPLAIN_ROUTES,
      ...OPPORTUNITY_ROUTES,
      ...API_TOKEN_ROUTES,
    ];
    expect([...registered].sort()).toEqual([...expected].sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('keys every call by its id', () => {
    for (const [key, call] of Object.entries(API_CALLS)) expect(call.id).toBe(key);
  });

  it('names a path parameter schema exactly when the path has parameters', () => {
    for (const call of API_CALL_LIST) {
      const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      if (names.length === 0) {
        expect(call.params, call.id).toBeUndefined();
        continue;
      }
      const json = z.toJSONSchema(call.params!, { io: 'input', unrepresentable: 'any' });
      expect(Object.keys(json.properties ?? {}).sort(), call.id).toEqual(names.sort());
    }
  });

  it('sends bodies only with POST, PUT and PATCH, and none with 204 answers', () => {
    for (const call of API_CALL_LIST) {
      if (call.body) expect(['POST', 'PUT', 'PATCH'], call.id).toContain(call.method);
      if (call.status === 204) {
        expect(call.response.safeParse(undefined).success, call.id).toBe(true);
      }
    }
  });

  // fastify-type-provider-zod builds OpenAPI with toJSONSchema (requests as input, answers as
  // output) and serialises answers with z.encode, which fails on one-way transforms.
  it('converts every schema to JSON Schema, answers without transforms', () => {
    for (const call of API_CALL_LIST) {
      for (const schema of [call.query, call.params, call.body].filter((s) => s !== undefined)) {
        expect(() => z.toJSONSchema(schema, { io: 'input' }), call.id).not.toThrow();
      }
      // No body is z.undefined(), which the plugin documents as null itself.
      if (call.response === noContentSchema) continue;
      expect(() => z.toJSONSchema(call.response, { io: 'output' }), call.id).not.toThrow();
    }
  });

  it('describes every call and documents every answer', () => {
    for (const call of API_CALL_LIST) {
      expect(call.description.length, call.id).toBeGreaterThan(10);
      expect(call.response.description, call.id).toBeTruthy();
    }
  });
});

describe('fillPath', () => {
  it('fills and escapes path parameters', () => {
    expect(fillPath(API_CALLS.getFilterValues.path, { filterName: 'site_group' })).toBe(
      '/dashboard/filter/site_group',
    );
    expect(fillPath(API_CALLS.downloadReport.path, { reportId: 12 })).toBe(
      '/dashboard/reports/12/download',
    );
    expect(fillPath('/a/:x', { x: 'b/c' })).toBe('/a/b%2Fc');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/dashboard/filter/:filterName', {})).toThrow(/filterName/);
  });
});
