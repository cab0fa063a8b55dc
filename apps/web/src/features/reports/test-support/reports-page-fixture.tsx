import type { GeneratedReport, ReportDefinition } from '@lens/contracts';
import { adminView, page } from '../../../test-support/admin-fixtures.ts';
import {
  fakeRoutes,
  type Answer,
  type Route,
  type SentRequest,
} from '../../../test-support/fake-fetch.ts';
import { renderRoute } from '../../../test-support/render-route.tsx';
import { ReportsPage } from '../components/reports-page.tsx';

// The reports page against a fake server, for the page's tests.

export { page } from '../../../test-support/admin-fixtures.ts';

export const RUN: GeneratedReport = {
  id: 41,
  reportId: 7,
  reportName: 'Monthly accuracy',
  clientId: 1,
  fileName: 'Monthly accuracy_2026-10-01_2026-10-31.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  size: 48_213,
  status: 'READY',
  error: null,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  scheduled: true,
  createdByName: null,
  createdAt: '2026-11-01T05:00:02.000Z',
  finishedAt: '2026-11-01T05:00:09.000Z',
};

export const REPORT: ReportDefinition = {
  id: 7,
  name: 'Monthly accuracy',
  clientId: 1,
  clientName: 'Meridian Hospitality Group',
  viewId: 11,
  viewName: 'Meridian — All properties',
  kind: 'XLSX',
  schedule: 'MONTHLY',
  period: 'PREVIOUS_MONTH',
  recipients: ['content@meridian.test', 'ops@meridian.test'],
  filters: {},
  nextRunOn: '2026-12-01',
  lastRun: RUN,
  createdAt: '2026-10-02T09:00:00.000Z',
  updatedAt: '2026-10-02T09:00:00.000Z',
};

export const LOOKUPS: Record<string, Answer> = {
  'GET /dashboard/admin/clients': {
    status: 200,
    body: page([
      {
        id: 1,
        name: 'Meridian Hospitality Group',
        loginPath: null,
        userCount: 3,
        viewCount: 2,
        propertyCount: 300,
        createdAt: '2026-01-05T10:00:00.000Z',
      },
    ]),
  },
  'GET /dashboard/admin/views': {
    status: 200,
    body: page([adminView(11, 'Meridian — All properties')]),
  },
  'GET /dashboard/admin/sites': {
    status: 200,
    body: [
      { id: 104, name: 'Google', categoryId: 1, essential: true },
      { id: 107, name: 'Booking.com', categoryId: 2, essential: true },
    ],
  },
  'GET /dashboard/admin/reports': { status: 200, body: page([REPORT]) },
  'GET /dashboard/admin/generated-reports': { status: 200, body: page([RUN]) },
};

/** The reports API at the fetch boundary; `routes` come before the shared lookups. */
export const fakeServer = (routes: Record<string, Route>): SentRequest[] =>
  fakeRoutes({ ...LOOKUPS, ...routes });

/** The reports page opened at `url`. */
export const renderPage = (url = '/admin/reports') =>
  renderRoute('/admin/reports', <ReportsPage />, url);
/** The query string of the last `path` asked, as an object. */
export const lastAsked = (sent: SentRequest[], path: string) =>
  Object.fromEntries(new URLSearchParams(sent.filter((r) => r.path === path).at(-1)!.search));
