import type { ApiCall } from './api-call.ts';
import { ACCOUNT_CALLS } from './api-calls-account.ts';
import { ADMIN_CALLS } from './api-calls-admin.ts';
import { ALERT_CALLS } from './api-calls-alerts.ts';
import { ADMIN_CHANNEL_GROUP_CALLS } from './api-calls-admin-channel-groups.ts';
import { ADMIN_CLIENT_CALLS } from './api-calls-admin-clients.ts';
import { CLIENT_SSO_CALLS } from './api-calls-client-sso.ts';
import { ADMIN_GEOGRAPHY_CALLS } from './api-calls-admin-geography.ts';
import { ADMIN_USER_CALLS } from './api-calls-admin-users.ts';
import { ADMIN_VIEW_CALLS } from './api-calls-admin-views.ts';
import { API_TOKEN_CALLS } from './api-calls-api-tokens.ts';
import { CHAIN_ADMIN_CALLS } from './api-calls-hotel-chain-admin.ts';
import { CHANGE_REQUEST_CALLS } from './api-calls-change-requests.ts';
import { DUPLICATE_LISTING_CALLS } from './api-calls-duplicate-listings.ts';
import { TIME_TO_FIX_CALLS } from './api-calls-time-to-fix.ts';
import { ADMIN_CONNECTOR_CALLS } from './api-calls-connectors.ts';
import { AUDIT_CALLS } from './api-calls-audit.ts';
import { DASHBOARD_CALLS } from './api-calls-dashboard.ts';
import { OPPORTUNITY_CALLS } from './api-calls-opportunities.ts';
import { NOISE_CONTROL_CALLS } from './api-calls-noise-control.ts';
import { LISTING_IDENTITY_CALLS } from './api-calls-listing-identity.ts';
import { FILTER_CALLS } from './api-calls-filters.ts';
import { ADMIN_REPORT_CALLS, DASHBOARD_REPORT_CALLS } from './api-calls-reports.ts';
import { SCORE_EXPLAIN_CALLS } from './api-calls-score-explain.ts';

/**
 * Every HTTP call of the product, keyed by id: the dashboard's, sign-in and administration
 * (docs/architecture.md, "Stack"). The server registers
 * its routes from it and the web client calls through it, so the two cannot drift apart.
 */
export const API_CALLS = {
  ...ACCOUNT_CALLS,
  ...FILTER_CALLS,
  ...DASHBOARD_CALLS,
  ...AUDIT_CALLS,
  ...OPPORTUNITY_CALLS,
  ...LISTING_IDENTITY_CALLS,
  ...DUPLICATE_LISTING_CALLS,
  ...ADMIN_CALLS,
  ...ADMIN_USER_CALLS,
  ...ADMIN_CLIENT_CALLS,
  ...CLIENT_SSO_CALLS,
  ...ADMIN_VIEW_CALLS,
  ...ADMIN_CHANNEL_GROUP_CALLS,
  ...ADMIN_GEOGRAPHY_CALLS,
  ...CHAIN_ADMIN_CALLS,
  ...NOISE_CONTROL_CALLS,
  ...CHANGE_REQUEST_CALLS,
  ...TIME_TO_FIX_CALLS,
  ...ADMIN_CONNECTOR_CALLS,
  ...ADMIN_REPORT_CALLS,
  ...DASHBOARD_REPORT_CALLS,
  ...SCORE_EXPLAIN_CALLS,
  ...API_TOKEN_CALLS,
  ...ALERT_CALLS,
} satisfies Record<string, ApiCall>;

export type ApiCallId = keyof typeof API_CALLS;

export const API_CALL_LIST: readonly ApiCall[] = Object.values(API_CALLS);
