import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { DashboardPage } from '../components/dashboard-page.tsx';
import {
  installFakeApi,
  PORTFOLIO,
  type RecordedCall,
} from '../test-support/fake-dashboard-api.ts';
import { isolateDashboardTests, renderWithApp } from '../test-support/render-dashboard.tsx';

const SITE_GROUPS = '/dashboard/data/filter/site_group';
const INTERVAL = '/dashboard/data/accuracy/accuracyScoreInterval';
const LAST_AUDIT = '/dashboard/data/audit-id/last';
const ISSUES = '/dashboard/issues-summary';
const MAP = '/dashboard/data/map';
const PROPERTIES = '/dashboard/data/filter/property';
const PROPERTY_OPTIONS = '/dashboard/filter/property';
const TWO_COUNTRIES = {
  ...PORTFOLIO,
  countries: [
    { id: 1, name: 'France' },
    { id: 2, name: 'Germany' },
  ],
};

/** Waits until the page has asked for everything it will ask for, and all of it has answered. */
async function settled() {
  await screen.findByTestId('dashboard-page');
  await waitFor(() => expect(screen.queryAllByText(/could not be loaded/)).toEqual([]));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

isolateDashboardTests();

describe('widget loading rules', () => {
  it('does not ask for channel categories on the overview (several property types)', async () => {
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/');
    await screen.findByRole('heading', { name: 'Portfolio overview' });
    await waitFor(() => expect(api.callsTo(INTERVAL)).toHaveLength(1));
    await settled();
    expect(api.callsTo(SITE_GROUPS)).toEqual([]);
  });

  it('asks for channel categories for one property type, only once the score interval is in', async () => {
    let answerInterval: () => void = () => {};
    const intervalAnswered = new Promise<void>((resolve) => (answerInterval = resolve));
    const api = installFakeApi(undefined, async (call) => {
      if (call.path === INTERVAL) await intervalAnswered;
      return undefined;
    });
    renderWithApp(<DashboardPage />, '/&property_type=HOTEL');
    await waitFor(() => expect(api.callsTo(INTERVAL)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(SITE_GROUPS)).toEqual([]);
    await act(async () => answerInterval());
    await waitFor(() => expect(api.callsTo(SITE_GROUPS)).toHaveLength(1));
    expect(api.callsTo(SITE_GROUPS)[0]!.query.get('property_type')).toBe('HOTEL');
    expect((await screen.findAllByText('Online travel agencies')).length).toBeGreaterThan(0);
  });

  it('fetches the last audit only for one property and one channel', async () => {
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/&property=1');
    await screen.findByRole('heading', { name: 'Meridian Grand Paris' });
    await settled();
    expect(api.callsTo(LAST_AUDIT)).toEqual([]);
    cleanup();

    const channel = installFakeApi();
    renderWithApp(<DashboardPage />, '/&property=1&site=104');
    await waitFor(() => expect(channel.callsTo(LAST_AUDIT)).toHaveLength(1));
    const query = channel.callsTo(LAST_AUDIT)[0]!.query;
    expect([query.get('property'), query.get('site')]).toEqual(['1', '104']);
    expect((await screen.findByTestId('last-audited')).textContent).toContain('5 Nov 2026');
  });

  it('asks for the channel entry’s property without the channel filter', async () => {
    // A channel left without a score of the property (docs/product-rules.md, "A channel with no
    // score") has no property row under the channel filter; the entry still names the property.
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/&property=1&site=104');
    await waitFor(() => expect(api.callsTo(PROPERTIES).length).toBeGreaterThan(0));
    for (const { query } of api.callsTo(PROPERTIES)) {
      expect(query.get('property')).toBe('1');
      expect(query.has('site')).toBe(false);
    }
  });

  it('asks for the issues summary without dates', async () => {
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/&property_type=HOTEL');
    await waitFor(() => expect(api.callsTo(ISSUES)).toHaveLength(1));
    const query = api.callsTo(ISSUES)[0]!.query;
    expect(query.has('startDate') || query.has('endDate')).toBe(false);
    expect(query.get('property_type')).toBe('HOTEL');
  });

  it('cancels a pending issues summary when the selection moves on, without logging a failure', async () => {
    const pending: RecordedCall[] = [];
    const api = installFakeApi(undefined, (call) => {
      if (call.path === ISSUES && call.query.get('property_type') === 'HOTEL') {
        pending.push(call);
        return 'pending';
      }
      return undefined;
    });
    const { router } = renderWithApp(<DashboardPage />, '/&property_type=HOTEL');
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(() => router.navigate('/&property_type=RESTAURANT'));
    await waitFor(() => expect(pending[0]!.signal?.aborted).toBe(true));
    await waitFor(() =>
      expect(api.callsTo(ISSUES).some((c) => c.query.get('property_type') === 'RESTAURANT')).toBe(
        true,
      ),
    );
    await settled();
    expect(useLogStore.getState().errors).toEqual([]);
  });

  it('logs a failed load under its label for the error window', async () => {
    const api = installFakeApi(undefined, (call) =>
      call.path === '/dashboard/data/filter/site'
        ? {
            status: 500,
            body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
          }
        : undefined,
    );
    renderWithApp(<DashboardPage />, '/');
    // A read's 5xx is asked again once, 1 s later; the second 500 is the failure.
    await waitFor(() => expect(useLogStore.getState().errors).toContain('Loading site data'), {
      timeout: 4000,
    });
    expect(api.callsTo('/dashboard/data/filter/site').length).toBeGreaterThanOrEqual(2);
    expect(
      (await screen.findAllByText('The channels could not be loaded.')).length,
    ).toBeGreaterThan(0);
  });
});

describe('the map loads only when a single country is chosen, or in summary mode', () => {
  it("draws the map with one country in effect from the properties table's rows", async () => {
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/');
    expect(await screen.findByText('3 properties in France · coloured by accuracy')).toBeTruthy();
    expect(screen.getByText('Lotus Spa Porta Romana')).toBeTruthy();
    expect(api.callsTo(MAP)).toEqual([]);
  });

  it('lists the properties once on the overview: no filter options, no map call', async () => {
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/');
    await screen.findByText('3 properties in France · coloured by accuracy');
    await settled();
    const listings = api.calls.filter((call) => /\/filter\/property$|\/data\/map$/.test(call.path));
    expect(listings.map((call) => call.path)).toEqual([PROPERTIES]);
  });

  it('asks for the available properties where they decide the page level', async () => {
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/&property_type=HOTEL');
    await screen.findByRole('heading', { name: 'Hotels' });
    await settled();
    expect(api.callsTo(PROPERTY_OPTIONS)).toHaveLength(1);
  });

  it('does not draw it over several countries', async () => {
    installFakeApi(TWO_COUNTRIES);
    renderWithApp(<DashboardPage />, '/');
    await screen.findByRole('heading', { name: 'Portfolio overview' });
    await settled();
    expect(screen.queryByTestId('widget-map')).toBeNull();
  });

  it('draws it once one of them is chosen, from rows under that country', async () => {
    const api = installFakeApi(TWO_COUNTRIES);
    renderWithApp(<DashboardPage />, '/&country=2');
    await screen.findByTestId('widget-map');
    expect(api.callsTo(PROPERTIES).map((call) => call.query.get('country'))).toEqual(['2']);
  });

  it('leaves the map to the channel audit page on the channel level', async () => {
    installFakeApi();
    renderWithApp(<DashboardPage />, '/&property=1&site=104');
    await screen.findByTestId('dashboard-page');
    await settled();
    expect(screen.queryByTestId('widget-map')).toBeNull();
  });
});

describe('summary report mode', () => {
  const summary = { lastContentMonitor: 'SUMMARY' as const };

  it('loads the summary set: accuracy rows from the summary report, no characteristics', async () => {
    const api = installFakeApi(TWO_COUNTRIES, undefined, summary);
    renderWithApp(<DashboardPage />, '/');
    await screen.findByRole('heading', { name: 'Portfolio overview' });
    await screen.findByTestId('widget-map');
    await settled();
    const datasets = api.calls
      .map((call) => call.path)
      .filter((path) => /\/data\/filter\/(?!view$)/.test(path));
    expect(new Set(datasets)).toEqual(
      new Set([
        '/summary_report/data/filter/property_type',
        '/summary_report/data/filter/property',
        '/summary_report/data/filter/site',
      ]),
    );
    expect(screen.queryByTestId('widget-characteristics')).toBeNull();
  });

  it('fetches no audit on the channel level, and offers the way back to the detail', async () => {
    const api = installFakeApi(undefined, undefined, summary);
    renderWithApp(<DashboardPage />, '/&property=1&site=104');
    expect(await screen.findByTestId('summary-mode-notice')).toBeTruthy();
    await settled();
    expect(api.callsTo(LAST_AUDIT)).toEqual([]);
    expect(screen.getByTestId('last-audited').textContent).toBe('Shown in Detail mode');
    fireEvent.click(screen.getByRole('button', { name: 'Show the detail' }));
    await waitFor(() => expect(api.callsTo(LAST_AUDIT)).toHaveLength(1));
    expect(screen.queryByTestId('summary-mode-notice')).toBeNull();
  });
});
