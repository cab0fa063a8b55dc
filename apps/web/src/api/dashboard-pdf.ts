import { DASHBOARD_REPORT_CALLS } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import { callApi } from '../lib/api-client.ts';

/**
 * The dashboard of a selection as a PDF; the build reports its stages under `progress`. A document
 * of a large portfolio takes seconds: one request, not retried behind the user.
 */
export const downloadDashboardPdf = (selection: FilterSelection, progress: string) =>
  callApi(DASHBOARD_REPORT_CALLS.downloadDashboardPdf, {
    query: { ...selection, progress },
    retries: 0,
  });
