import { encodeFilterPath, lastDaysRange } from '@lens/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBreadcrumbStore } from '../../../lib/selection.ts';
import { localToday } from '../../../lib/today.ts';
import { fakeApi, isolateFilterTests, renderAt, VIEWS } from '../test-support/render-filters.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FilterToolbar } from './filter-toolbar.tsx';

isolateFilterTests();

/** The crumbs' labels, then the current state's: the trail as the user took it. */
const breadcrumbLabels = () => {
  const { breadcrumbs, here } = useBreadcrumbStore.getState();
  return [...breadcrumbs.map((b) => b.label), ...(here ? [`here: ${here.label}`] : [])];
};
const seedBreadcrumb = () =>
  useBreadcrumbStore.getState().setTrail({
    breadcrumbs: [{ label: 'Brand: Aster', dataset: 'brand', filterPath: '/&brand=7' }],
    here: null,
  });

describe('the date-range picker', () => {
  it('shows the range of the URL compactly', () => {
    fakeApi();
    renderAt('/&startDate=2026-01-01&endDate=2026-01-31', <FilterToolbar />);
    const button = screen.getByTestId('date-range');
    expect(button.dataset.start).toBe('2026-01-01');
    expect(button.textContent).toContain('1 Jan – 31 Jan 2026');
  });

  it('defaults to the last 30 days', () => {
    fakeApi();
    renderAt('/', <FilterToolbar />);
    const expected = lastDaysRange(localToday(), 30);
    expect(screen.getByTestId('date-range').dataset).toMatchObject({
      start: expected.startDate,
      end: expected.endDate,
    });
  });

  it('applies a preset as new dates in the URL, without a breadcrumb', async () => {
    fakeApi();
    const { path } = renderAt('/&brand=12', <FilterToolbar />);
    fireEvent.click(screen.getByTestId('date-range'));
    fireEvent.click(await screen.findByRole('button', { name: 'Last 90 days' }));
    expect(screen.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const range = lastDaysRange(localToday(), 90);
    await waitFor(() => expect(path()).toBe(encodeFilterPath({ ...range, brand: [12] })));
    expect(breadcrumbLabels()).toEqual(['here: Brand: 12']);
  });

  it('changes nothing on Cancel', async () => {
    fakeApi();
    const { path } = renderAt('/', <FilterToolbar />);
    fireEvent.click(screen.getByTestId('date-range'));
    fireEvent.click(await screen.findByRole('button', { name: 'Last 365 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(path()).toBe('/');
  });

  it('offers no day after today', async () => {
    fakeApi();
    renderAt('/', <FilterToolbar />);
    fireEvent.click(screen.getByTestId('date-range'));
    await screen.findByRole('button', { name: 'Last 30 days' });
    expect(screen.getByRole('button', { name: /next month/i }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const days = [...document.querySelectorAll<HTMLElement>('[data-day]')];
    expect(days.length).toBeGreaterThan(27);
    const future = days.filter((day) => day.dataset.day! > localToday());
    expect(future.every((day) => day.dataset.disabled === 'true')).toBe(true);
  });
});

describe('the filter toolbar', () => {
  it('counts the active filters on the Filters button', () => {
    fakeApi();
    renderAt('/&property_type=SPA&brand=12,16', <FilterToolbar />);
    expect(screen.getByTestId('open-filters').textContent).toBe('Filters2 active');
  });

  it('switches the view: dates kept, other filters and breadcrumbs cleared', async () => {
    fakeApi([VIEWS.standard, VIEWS.chain]);
    seedBreadcrumb();
    const { path } = renderAt(
      '/&startDate=2026-01-01&endDate=2026-01-31&brand=12',
      <FilterToolbar />,
    );
    fireEvent.click(await screen.findByTestId('current-view'));
    const chain = await screen.findByRole('button', { name: /Meridian — Hotel chain/ });
    expect(within(chain).getByText('Hotel-chain')).toBeTruthy();
    fireEvent.click(chain);
    await waitFor(() => expect(path()).toBe('/&startDate=2026-01-01&endDate=2026-01-31&view=2'));
    expect(breadcrumbLabels()).toEqual(['here: View: Meridian — Hotel chain']);
  });

  it('shows the hotel-chain badge for a HILTON view', async () => {
    fakeApi([VIEWS.chain]);
    renderAt('/', <FilterToolbar />);
    const view = await screen.findByTestId('current-view');
    expect(view.textContent).toContain('Meridian — Hotel chain');
    expect(within(view).getByText('Hotel-chain')).toBeTruthy();
  });
});

describe('the filter popup', () => {
  const openPopup = async () => {
    fireEvent.click(screen.getByTestId('open-filters'));
    return screen.findByTestId('filter-popup');
  };

  it('applies staged changes of several datasets as one navigation', async () => {
    fakeApi();
    const { path } = renderAt('/', <FilterToolbar />);
    const popup = await openPopup();
    const spa = await within(popup).findByRole('checkbox', { name: /Spa/ });
    fireEvent.click(spa);
    const tree = popup.querySelector('section[data-dataset="site_group"]') as HTMLElement;
    fireEvent.click(await within(tree).findByRole('checkbox', { name: /Search engines & maps/ }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(path()).toBe(encodeFilterPath({ property_type: ['SPA'], site_group: [1] })),
    );
    expect(breadcrumbLabels()).toEqual([
      'All properties',
      'here: Property type: Spa · Channel category: Search engines & maps',
    ]);
    expect(screen.queryByTestId('filter-popup')).toBeNull();
  });

  it('Reset clears the filters and dates, keeps the view and breadcrumbs', async () => {
    fakeApi();
    seedBreadcrumb();
    const { path } = renderAt(
      '/&startDate=2026-01-01&endDate=2026-01-31&view=1&brand=12',
      <FilterToolbar />,
    );
    const popup = await openPopup();
    fireEvent.click(within(popup).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(path()).toBe('/&view=1'));
    expect(breadcrumbLabels()).toEqual([
      'Brand: Aster',
      'Brand: Meridian Grand',
      'here: All properties',
    ]);
  });

  it('Full reset goes back to the initial dashboard: default view and dates, no breadcrumbs', async () => {
    fakeApi();
    seedBreadcrumb();
    const { path } = renderAt(
      '/&startDate=2026-01-01&endDate=2026-01-31&view=1&brand=12',
      <FilterToolbar />,
    );
    const popup = await openPopup();
    fireEvent.click(within(popup).getByRole('button', { name: 'Full reset' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(breadcrumbLabels()).toEqual(['here: All properties']);
  });
});

describe('the applied-filter chips', () => {
  it('name the values and remove one with one click', async () => {
    fakeApi();
    const { path } = renderAt('/&property_type=SPA&brand=12,16', <FilterChips />);
    const chips = screen.getByTestId('filter-chips');
    await within(chips).findByText('Meridian Grand');
    expect(within(chips).getByText('Solace Spa')).toBeTruthy();
    expect(within(chips).getByText('Spa')).toBeTruthy();
    expect(chips.textContent).not.toContain('12');
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove brand Meridian Grand' }));
    await waitFor(() =>
      expect(path()).toBe(encodeFilterPath({ property_type: ['SPA'], brand: [16] })),
    );
    expect(breadcrumbLabels()).toEqual([
      'Property type: Spa · Brand: Meridian Grand +1',
      'here: Brand: Solace Spa',
    ]);
  });

  it('mark a value without data under the other filters', async () => {
    fakeApi();
    renderAt('/&brand=10', <FilterChips />);
    const chip = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-value="10"]');
      expect(element?.textContent).toContain('Aster');
      return element!;
    });
    expect(chip.dataset.noData).toBe('true');
  });

  it('are absent without filters', () => {
    fakeApi();
    renderAt('/&startDate=2026-01-01&endDate=2026-01-31', <FilterChips />);
    expect(screen.queryByTestId('filter-chips')).toBeNull();
  });
});
