import type { FilterValuesResponse, Parameter, ViewFilterResponse } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { TooltipProvider } from '../../../components/tooltip.tsx';
import { useBreadcrumbStore } from '../../../lib/selection.ts';
import { useFilterUiStore } from '../state/filter-ui-store.ts';

const view = (
  id: number,
  name: string,
  extra: Partial<ViewFilterResponse['availableFilters'][number]> = {},
) => ({
  id,
  name,
  supportsEssentials: true,
  contentMonitorSummary: true,
  contentMonitorDetail: true,
  lastContentMonitor: 'DETAIL' as const,
  specificViewType: null,
  ...extra,
});

export const VIEWS = {
  standard: view(1, 'Meridian — All properties'),
  chain: view(2, 'Meridian — Hotel chain', {
    supportsEssentials: false,
    specificViewType: 'HILTON',
  }),
};

const site = (id: number, name: string): Parameter => ({ id, name });
const GOOGLE = site(104, 'Google');
const BING = site(105, 'Bing Places');
const BOOKING = site(107, 'Booking.com');
const EXPEDIA = site(120, 'Expedia');
const AMADEUS = site(60, 'Amadeus');

/** Answers of /dashboard/filter/{name}, shaped by the contract: a spa portfolio in Canada. */
export const FILTER_ANSWERS: Record<string, FilterValuesResponse> = {
  property_type: {
    availableValues: [{ id: 'SPA', name: 'Spa' }],
    notAvailableValues: [
      { id: 'HOTEL', name: 'Hotel', notAvailable: true },
      { id: 'RESTAURANT', name: 'Restaurant', notAvailable: true },
    ],
  },
  brand: {
    availableValues: [
      { id: 16, name: 'Solace Spa', code: 'SOL' },
      { id: 12, name: 'Meridian Grand', code: 'MG' },
      { id: 5, name: 'Harbor Inn', code: 'HI' },
      { id: 6, name: 'Lumen', code: 'LUM' },
      { id: 7, name: 'Pine Suites', code: 'PS' },
      { id: 8, name: 'Stayloft', code: 'STL' },
      { id: 11, name: 'Waypoint', code: 'WPT' },
    ],
    notAvailableValues: [
      { id: 10, name: 'Aster', code: 'AST', notAvailable: true },
      { id: 9, name: 'Casa Serena', code: 'CSR', notAvailable: true },
    ],
  },
  site: {
    availableValues: [GOOGLE, BING, BOOKING],
    notAvailableValues: [
      { ...EXPEDIA, notAvailable: true },
      { ...AMADEUS, notAvailable: true },
    ],
  },
  site_group: {
    availableValues: [
      { id: 'ESSENTIALS', name: 'ESSENTIALS', type: 'group', children: [GOOGLE, BOOKING, EXPEDIA] },
      { id: 1, name: 'Search engines & maps', type: 'group', children: [GOOGLE, BING] },
      { id: 2, name: 'Online travel agencies', type: 'group', children: [BOOKING, EXPEDIA] },
    ],
    notAvailableValues: [{ id: 6, name: 'GDS', notAvailable: true }],
  },
  // Group ids are counted apart from category ids: group 1 is not category 1.
  channel_group: {
    availableValues: [{ id: 1, name: 'Big OTAs', type: 'group', children: [BOOKING, EXPEDIA] }],
    notAvailableValues: [
      { id: 2, name: 'Terminals', type: 'group', children: [AMADEUS], notAvailable: true },
    ],
  },
  // Long enough to be virtualised: only a window of it is in the DOM.
  property: {
    availableValues: Array.from({ length: 400 }, (_, i) => ({
      id: i + 1,
      name: `Property ${String(i + 1).padStart(3, '0')}`,
      code: `P${i + 1}`,
    })),
    notAvailableValues: [],
  },
};

const EMPTY: FilterValuesResponse = { availableValues: [], notAvailableValues: [] };

export type FetchLog = string[];

/** Stubs `fetch` with the answers above; returns the URLs asked for. */
export function fakeApi(views = [VIEWS.standard]): FetchLog {
  const log: FetchLog = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      log.push(`${url.pathname}${url.search}`);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      if (url.pathname === '/dashboard/data/filter/view')
        return json({ availableFilters: views, notAvailableFilters: [] });
      const filter = /^\/dashboard\/filter\/(\w+)$/.exec(url.pathname)?.[1];
      if (filter) return json(FILTER_ANSWERS[filter] ?? EMPTY);
      return new Response(JSON.stringify({ message: 'not faked' }), { status: 404 });
    }),
  );
  return log;
}

/** Renders `ui` on the widgets route at `path`; the router tells where the UI navigated. */
export function renderAt(path: string, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { router, path: () => router.state.location.pathname };
}

/** Each test starts from a first visit: no breadcrumbs, the panel as it opens. */
export function isolateFilterTests() {
  beforeEach(() => {
    useBreadcrumbStore.getState().clear();
    useFilterUiStore.getState().resetUi();
    useFilterUiStore.getState().setPopupOpen(false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
