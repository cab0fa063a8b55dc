import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, PORTFOLIO } from '../test-support/fake-dashboard-api.ts';
import { isolateDashboardTests, renderWithApp } from '../test-support/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

async function levelOf(): Promise<string | null> {
  const page = await screen.findByTestId('dashboard-page');
  return page.getAttribute('data-level');
}

isolateDashboardTests();

describe('page level', () => {
  it('shows the overview when several property types are available', async () => {
    installFakeApi();
    renderWithApp(<DashboardPage />, '/');
    expect(await levelOf()).toBe('overview');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portfolio overview' }),
    ).toBeTruthy();
  });

  it('shows the property-type page for one selected type with several properties', async () => {
    installFakeApi();
    renderWithApp(<DashboardPage />, '/&property_type=HOTEL');
    expect(await levelOf()).toBe('property-type');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels' })).toBeTruthy();
  });

  it('shows the property page for one property on several channels', async () => {
    installFakeApi();
    renderWithApp(<DashboardPage />, '/&property=1');
    expect(await levelOf()).toBe('property');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meridian Grand Paris' }),
    ).toBeTruthy();
  });

  it('shows the channel entry for one property and one channel', async () => {
    installFakeApi();
    renderWithApp(<DashboardPage />, '/&property=1&site=104');
    expect(await levelOf()).toBe('channel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Google' })).toBeTruthy();
  });

  it('counts what is available when nothing is selected: a one-property view on one channel is a channel page', async () => {
    installFakeApi({
      properties: [{ ...PORTFOLIO.properties[3]!, sites: [104] }],
      sites: PORTFOLIO.sites,
    });
    renderWithApp(<DashboardPage />, '/');
    expect(await levelOf()).toBe('channel');
  });

  it('draws the composition point for the channel audit page under the entry', async () => {
    installFakeApi();
    renderWithApp(
      <DashboardPage
        channelPage={({ propertyId, channelId }) => (
          <p>
            audit page of {propertyId} on {channelId}
          </p>
        )}
      />,
      '/&property=1&site=104',
    );
    expect(await screen.findByText('audit page of 1 on 104')).toBeTruthy();
  });
});

describe('drill-down', () => {
  it('adds the property to the filters; the state left becomes a crumb named for itself', async () => {
    installFakeApi();
    const { router } = renderWithApp(<DashboardPage />, '/&property_type=HOTEL');
    const row = await screen.findByRole('row', { name: /Aster Berlin Mitte/ });
    row.click();
    await waitFor(() => expect(router.state.location.pathname).toContain('property=2'));
    expect(router.state.location.pathname).toContain('property_type=HOTEL');
    const { useBreadcrumbStore } = await import('../../../lib/selection.ts');
    const { breadcrumbs, here } = useBreadcrumbStore.getState();
    expect(breadcrumbs.at(-1)).toMatchObject({
      label: 'Property type: Hotel',
      filterPath: '/&property_type=HOTEL',
    });
    expect(here?.label).toBe('Property: Aster Berlin Mitte');
  });
});
