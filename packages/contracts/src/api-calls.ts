import type { ApiCall } from './api-call.ts';
import { ACCOUNT_CALLS } from './api-calls-account.ts';
import { ADMIN_CALLS } from './api-calls-admin.ts';
import { DASHBOARD_CALLS } from './api-calls-dashboard.ts';
import { FILTER_CALLS } from './api-calls-filters.ts';

/**
 * Every HTTP call of the product, keyed by id: SPEC.md section 7, sign-in and administration. The server registers
 * its routes from it and the web client calls through it, so the two cannot drift apart.
 */
export const API_CALLS = {
  ...ACCOUNT_CALLS,
  ...FILTER_CALLS,
  ...DASHBOARD_CALLS,
  ...ADMIN_CALLS,
} satisfies Record<string, ApiCall>;

export type ApiCallId = keyof typeof API_CALLS;

export const API_CALL_LIST: readonly ApiCall[] = Object.values(API_CALLS);
