import type { GeneratedReport, ReportDefinition } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { ReportsPage } from './reports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLogStore.setState({ messages: [] });
});

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown; blob?: Blob };

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

const RUN: GeneratedReport = {
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

const REPORT: ReportDefinition = {
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

const LOOKUPS: Record<string, Answer> = {
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
    body: page([
      {
        id: 11,
        name: 'Meridian — All properties',
        clientId: 1,
        clientName: 'Meridian Hospitality Group',
        viewType: 'standard',
        specificViewType: null,
        supportsEssentials: true,
        contentMonitorSummary: true,
        contentMonitorDetail: true,
        lastContentMonitor: 'DETAIL',
        scope: { kind: 'ALL' },
        siteIds: null,
        propertyCount: 300,
        userCount: 1,
      },
    ]),
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

function fakeServer(routes: Record<string, Answer | ((sent: Sent) => Answer)>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route =
      routes[`${request.method} ${request.path}`] ?? LOOKUPS[`${request.method} ${request.path}`];
    const answer = typeof route === 'function' ? route(request) : (route ?? { status: 404 });
    if (answer.blob) return new Response(answer.blob, { status: answer.status });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function renderPage(url = '/admin/reports') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/reports', element: <ReportsPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The query string of the last `path` asked, as an object. */
const lastAsked = (sent: Sent[], path: string) =>
  Object.fromEntries(new URLSearchParams(sent.filter((r) => r.path === path).at(-1)!.search));

describe('the reports page', () => {
  it('lists definitions with their schedule and latest run, and the generated files', async () => {
    fakeServer({});
    renderPage();
    const definitions = await screen.findByTestId('report-definitions');
    const row = within(definitions).getByText('Monthly accuracy').closest('tr')!;
    expect(row.textContent).toContain('Meridian — All properties · Meridian Hospitality Group');
    expect(row.textContent).toContain('Previous calendar month · next 1 Dec 2026');
    expect(row.textContent).toContain('content@meridian.test +1');
    expect(within(row).getByText('Ready')).toBeTruthy();
    const runs = await screen.findByTestId('generated-reports');
    expect(runs.textContent).toContain('Monthly accuracy_2026-10-01_2026-10-31.xlsx');
    expect(runs.textContent).toContain('1 Oct 2026 – 31 Oct 2026');
    expect(runs.textContent).toContain('Monthly schedule');
  });

  it('checks the form with the server schema, naming the bad address, then creates the report', async () => {
    const sent = fakeServer({
      'POST /dashboard/admin/reports': (request) => ({
        status: 200,
        body: { ...REPORT, id: 8, ...(request.body as object), lastRun: null },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New report' }));
    const form = await screen.findByTestId('report-form');
    fireEvent.change(within(form).getByLabelText('Report name'), {
      target: { value: 'Board pack' },
    });
    fireEvent.change(within(form).getByLabelText('Client'), { target: { value: '1' } });
    const view = within(form).getByLabelText('View');
    await waitFor(() => expect(within(view).getByText('Meridian — All properties')).toBeTruthy());
    fireEvent.change(view, { target: { value: '11' } });
    fireEvent.click(within(form).getByLabelText(/PDF dashboard/));
    fireEvent.change(within(form).getByLabelText('Recipients'), {
      target: { value: 'board@meridian.test\nnot-an-address' },
    });
    fireEvent.click(within(form).getByLabelText('Hotel'));
    fireEvent.click(await within(form).findByLabelText('Google'));
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(
      await within(form).findByText(/“not-an-address”: Enter a valid email address/),
    ).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Recipients'), {
      target: { value: 'board@meridian.test, cfo@meridian.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(await screen.findByText('Board pack was created.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Board pack',
      clientId: 1,
      viewId: 11,
      kind: 'PDF',
      schedule: 'MONTHLY',
      period: 'PREVIOUS_MONTH',
      recipients: ['board@meridian.test', 'cfo@meridian.test'],
      filters: { property_type: ['HOTEL'], site: [104] },
    });
  });

  it('shows the server naming a field under that field', async () => {
    fakeServer({
      'PUT /dashboard/admin/reports/7': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: "viewId: choose one of the client's views",
          field: 'viewId',
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Monthly accuracy' }));
    const form = await screen.findByTestId('report-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('View') as HTMLSelectElement).value).toBe('11'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText("Choose one of the client's views")).toBeTruthy();
  });

  it('runs a report now and says it is being built', async () => {
    const sent = fakeServer({
      'POST /dashboard/admin/reports/7/run': {
        status: 202,
        body: { ...RUN, id: 42, status: 'QUEUED', size: 0, scheduled: false, createdByName: 'Ada' },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run Monthly accuracy now' }));
    expect(
      await screen.findByText(
        'Monthly accuracy is being built. It appears under Generated reports when ready, and its recipients get the link.',
      ),
    ).toBeTruthy();
    expect(
      sent.filter((request) => request.path === '/dashboard/admin/reports/7/run'),
    ).toHaveLength(1);
  });

  it("shows the server's text when a download fails", async () => {
    fakeServer({
      'GET /dashboard/reports/41/download': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'You do not have access to this report.',
          field: 'reportId',
        },
      },
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Download Monthly accuracy_2026-10-01_2026-10-31.xlsx',
      }),
    );
    await waitFor(() =>
      expect(useLogStore.getState().messages).toEqual([
        {
          id: 'report-download-failed',
          text: 'You do not have access to this report.',
          tone: 'error',
        },
      ]),
    );
  });

  it('opens with the search, client and pages of its URL', async () => {
    const sent = fakeServer({
      'GET /dashboard/admin/reports': { status: 200, body: { ...page([REPORT]), total: 60 } },
      'GET /dashboard/admin/generated-reports': {
        status: 200,
        body: { ...page([RUN]), total: 30, pageSize: 10, page: 3 },
      },
    });
    renderPage('/admin/reports?q=monthly&client=1&page=2&runs_page=3');
    await screen.findByTestId('report-definitions');
    expect(lastAsked(sent, '/dashboard/admin/reports')).toMatchObject({
      search: 'monthly',
      clientId: '1',
      page: '2',
    });
    expect(lastAsked(sent, '/dashboard/admin/generated-reports')).toMatchObject({
      clientId: '1',
      page: '3',
    });
    expect((screen.getByLabelText('Search reports') as HTMLInputElement).value).toBe('monthly');
    await waitFor(() =>
      expect((screen.getByLabelText('Client') as HTMLSelectElement).value).toBe('1'),
    );
  });

  it('asks for the first pages of every client when the URL is not understood', async () => {
    const sent = fakeServer({});
    renderPage('/admin/reports?client=abc&page=0&runs_page=2.5');
    await screen.findByTestId('report-definitions');
    const asked = lastAsked(sent, '/dashboard/admin/reports');
    expect(asked.page).toBe('1');
    expect(asked.clientId).toBeUndefined();
    expect(lastAsked(sent, '/dashboard/admin/generated-reports').page).toBe('1');
  });

  it('writes the client, the search and the pages into the URL', async () => {
    fakeServer({
      'GET /dashboard/admin/reports': { status: 200, body: { ...page([REPORT]), total: 60 } },
    });
    const router = renderPage('/admin/reports?runs_page=2');
    const next = await screen.findByRole('button', { name: 'Next' });
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?runs_page=2&page=2'));
    fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: 'board' } });
    await waitFor(() => expect(router.state.location.search).toBe('?runs_page=2&q=board'));
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Client')).getByText('Meridian Hospitality Group'),
      ).toBeTruthy(),
    );
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: '1' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=board&client=1'));
  });
});
