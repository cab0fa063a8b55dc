import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { addDays } from '@lens/domain';
import { describe, expect, it, vi } from 'vitest';
import { useServerDateStore } from '../../../lib/current-date.ts';
import { localToday } from '../../../lib/today.ts';
import { DashboardPage } from '../components/dashboard-page.tsx';
import {
  installFakeApi,
  PORTFOLIO,
  type FakePortfolio,
} from '../test-support/fake-dashboard-api.ts';
import { isolateDashboardTests, renderWithApp } from '../test-support/render-dashboard.tsx';
import { prefetchWidgetsPage } from './prefetch-widgets-page.ts';

isolateDashboardTests();

type Calls = ReturnType<typeof installFakeApi>['calls'];
/** The API calls made (static files such as the map's outlines aside), each once. */
const asked = (calls: Calls) =>
  [
    ...new Set(
      calls
        .filter((call) => call.path.startsWith('/dashboard/'))
        .map((call) => `${call.method} ${call.path}?${call.query.toString()}`),
    ),
  ].sort();

/** Every widget card has its data, as a user sees the page drawn, and nothing more is asked. */
async function drawn(): Promise<void> {
  await screen.findByTestId('dashboard-page');
  await waitFor(() => {
    for (const card of document.querySelectorAll<HTMLElement>('[data-ready]'))
      expect(card.dataset.ready, card.dataset.testid).toBe('true');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The calls the page makes by itself, on a cache of its own, until every widget is drawn. */
async function callsOfThePage(path: string, portfolio: FakePortfolio, summary: boolean) {
  const api = installFakeApi(portfolio, undefined, {
    lastContentMonitor: summary ? 'SUMMARY' : 'DETAIL',
  });
  renderWithApp(createElement(DashboardPage), path);
  await drawn();
  cleanup();
  vi.unstubAllGlobals();
  return asked(api.calls);
}

/** The calls the route's prefetch makes, once everything it started has settled. */
async function callsOfThePrefetch(path: string, portfolio: FakePortfolio, summary: boolean) {
  const api = installFakeApi(portfolio, undefined, {
    lastContentMonitor: summary ? 'SUMMARY' : 'DETAIL',
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchWidgetsPage(client, path);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  vi.unstubAllGlobals();
  return { calls: asked(api.calls), client };
}

const ONE_CHANNEL: FakePortfolio = {
  properties: [{ ...PORTFOLIO.properties[3]!, sites: [104] }],
  sites: PORTFOLIO.sites,
};

describe('prefetchWidgetsPage', () => {
  // Every page level, both content monitor modes, and a level decided by what is available.
  const cases: Array<[string, FakePortfolio, boolean]> = [
    ['/', PORTFOLIO, false],
    ['/', PORTFOLIO, true],
    ['/&property_type=HOTEL', PORTFOLIO, false],
    ['/&property=1', PORTFOLIO, false],
    ['/&property=1&site=104', PORTFOLIO, false],
    ['/', ONE_CHANNEL, false],
  ];

  it.each(cases)(
    'asks for %s exactly what the page asks, before it renders (summary mode: %s)',
    async (path, portfolio, summary) => {
      const page = await callsOfThePage(path, portfolio, summary);
      const { calls } = await callsOfThePrefetch(path, portfolio, summary);
      // Besides the page's calls, the channel tree of the filter panel drawn beside it (categories
      // and channel groups), and the server's date, which the route asks for every screen.
      const panel = calls.filter((call) =>
        /^GET \/dashboard\/filter\/(site_group|channel_group)\?/.test(call),
      );
      expect(panel).toHaveLength(2);
      const date = calls.filter((call) => call.startsWith('GET /dashboard/date/current-date?'));
      expect(date).toHaveLength(1);
      const extra = [...panel, ...date];
      expect(calls.filter((call) => !page.includes(call) && !extra.includes(call))).toEqual([]);
      expect(page.filter((call) => !calls.includes(call))).toEqual([]);
    },
  );

  it('leaves the page nothing to ask once it has run', async () => {
    const path = '/&property_type=HOTEL';
    const { client } = await callsOfThePrefetch(path, PORTFOLIO, false);
    const api = installFakeApi();
    const { unmount } = renderWithAppOn(client, path);
    await drawn();
    expect(asked(api.calls)).toEqual([]);
    unmount();
  });

  it('asks for the channel categories only once the score interval has answered', async () => {
    const api = installFakeApi(PORTFOLIO, (call) =>
      call.path.endsWith('accuracyScoreInterval') ? { status: 500, body: {} } : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchWidgetsPage(client, '/&property_type=HOTEL');
    // The score interval's 500 is asked again once, 1 s later, before it counts as failed.
    await vi.waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 4000 });
    expect(api.callsTo('/dashboard/data/accuracy/accuracyScoreInterval').length).toBeGreaterThan(0);
    expect(api.callsTo('/dashboard/data/filter/site_group')).toEqual([]);
  });

  it("starts on the browser's date beside the date call, and again on the server's when they differ", async () => {
    const serverToday = addDays(localToday(), -1);
    const serverDate = (call: { path: string }) =>
      call.path === '/dashboard/date/current-date' ? { status: 200, body: serverToday } : undefined;
    const api = installFakeApi(PORTFOLIO, serverDate);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    try {
      await prefetchWidgetsPage(client, '/');
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
      const ends = api
        .callsTo('/dashboard/data/accuracy/accuracyScoreInterval')
        .map((call) => call.query.get('endDate'));
      expect(new Set(ends)).toEqual(new Set([localToday(), serverToday]));
      // The page opens on the server's date and finds each of its calls made.
      const later = installFakeApi(PORTFOLIO, serverDate);
      const { unmount } = renderWithAppOn(client, '/');
      await drawn();
      expect(asked(later.calls)).toEqual([]);
      unmount();
    } finally {
      useServerDateStore.setState({ serverDate: null });
    }
  });

  it('starts nothing for a path that is not a widgets page', async () => {
    const api = installFakeApi();
    await prefetchWidgetsPage(new QueryClient(), '/alerts');
    expect(api.calls).toEqual([]);
  });
});

/** renderWithApp on a given query cache: the page as the app draws it after the route's prefetch. */
function renderWithAppOn(client: QueryClient, path: string) {
  return renderWithApp(createElement(DashboardPage), path, client);
}
