import { encodeFilterPath } from '@lens/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBreadcrumbStore } from '../../../lib/selection.ts';
import { fakeApi, isolateFilterTests, renderAt, VIEWS } from '../test-support/render-filters.tsx';
import { FilterPanel } from './filter-panel.tsx';

isolateFilterTests();

const section = (dataset: string) => {
  const element = document.querySelector<HTMLElement>(`section[data-dataset="${dataset}"]`);
  if (!element) throw new Error(`no ${dataset} section`);
  return element;
};

async function openSection(dataset: string) {
  const toggle = section(dataset).querySelector('button[aria-expanded]')!;
  if (toggle.getAttribute('aria-expanded') === 'false') fireEvent.click(toggle);
  return waitFor(() => {
    const options = section(dataset).querySelectorAll('[data-option]');
    expect(options.length).toBeGreaterThan(0);
    return section(dataset);
  });
}

const option = (container: HTMLElement, key: string) => {
  const element = container.querySelector<HTMLElement>(`[data-option="${key}"]`);
  if (!element) throw new Error(`no option ${key}`);
  return element;
};

/** The crumbs' labels, then the current state's: the trail as the user took it. */
const breadcrumbLabels = () => {
  const { breadcrumbs, here } = useBreadcrumbStore.getState();
  return [...breadcrumbs.map((b) => b.label), ...(here ? [`here: ${here.label}`] : [])];
};

describe('FilterPanel', () => {
  it('shows available options normally and not-available ones greyed under their own heading', async () => {
    fakeApi();
    renderAt('/&property_type=SPA', <FilterPanel />);
    const brand = await openSection('brand');
    expect(option(brand, '16').dataset.available).toBe('true');
    expect(option(brand, '10').dataset.available).toBe('false');
    expect(option(brand, '10').title).toMatch(/No data for this brand/);
    expect(within(brand).getByText('No data with the current filters')).toBeTruthy();
    const availability = [...brand.querySelectorAll<HTMLElement>('[data-option]')].map(
      (o) => o.dataset.available,
    );
    expect(availability).toEqual([...Array(7).fill('true'), 'false', 'false']);
  });

  it('keeps not-available options selectable, and lists the applied ones first', async () => {
    fakeApi();
    const { path } = renderAt('/&brand=9', <FilterPanel />);
    const brand = await openSection('brand');
    const first = brand.querySelector('[data-option]') as HTMLElement;
    expect(first.dataset.option).toBe('9');
    expect(within(brand).getByText('Selected')).toBeTruthy();
    fireEvent.click(within(option(brand, '10')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(path()).toBe(encodeFilterPath({ brand: [9, 10] })));
  });

  it('searches by name and code, ignoring case and accents', async () => {
    fakeApi();
    renderAt('/', <FilterPanel />);
    const brand = await openSection('brand');
    const search = within(brand).getByRole('searchbox', { name: 'Search brand' });
    fireEvent.change(search, { target: { value: 'SOL' } });
    expect(
      [...brand.querySelectorAll('[data-option]')].map((o) => o.getAttribute('data-option')),
    ).toEqual(['16']);
    fireEvent.change(search, { target: { value: 'cása' } });
    expect(
      [...brand.querySelectorAll('[data-option]')].map((o) => o.getAttribute('data-option')),
    ).toEqual(['9']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(within(brand).getByText(/No brand matches/)).toBeTruthy();
  });

  it('stages ticks and applies them as one navigation to the codec path, with a breadcrumb', async () => {
    fakeApi();
    const { path } = renderAt('/&property_type=SPA', <FilterPanel />);
    const brand = await openSection('brand');
    fireEvent.click(within(option(brand, '12')).getByRole('checkbox'));
    expect(path()).toBe('/&property_type=SPA');
    expect(screen.getByText('1 filter changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(path()).toBe(encodeFilterPath({ property_type: ['SPA'], brand: [12] })),
    );
    expect(breadcrumbLabels()).toEqual(['Property type: Spa', 'here: Brand: Meridian Grand']);
    expect(screen.queryByText('1 filter changed')).toBeNull();
  });

  it('discards staged ticks', async () => {
    fakeApi();
    const { path } = renderAt('/', <FilterPanel />);
    const brand = await openSection('brand');
    fireEvent.click(within(option(brand, '12')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect((within(option(brand, '12')).getByRole('checkbox') as HTMLInputElement).checked).toBe(
      false,
    );
    expect(path()).toBe('/');
  });

  it('drops staged ticks once the URL changes, also when coming back to it', async () => {
    fakeApi();
    const { router, path } = renderAt('/', <FilterPanel />);
    const brand = await openSection('brand');
    fireEvent.click(within(option(brand, '12')).getByRole('checkbox'));
    await act(() => router.navigate('/&brand=16'));
    await act(() => router.navigate(-1));
    expect(path()).toBe('/');
    const again = await openSection('brand');
    expect((within(option(again, '12')).getByRole('checkbox') as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByText('1 filter changed')).toBeNull();
  });

  it('selects every available match, and clears', async () => {
    fakeApi();
    const { path } = renderAt('/', <FilterPanel />);
    const brand = await openSection('brand');
    fireEvent.click(within(brand).getByRole('button', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(path()).toBe('/&brand=5,6,7,8,11,12,16'));
    const again = section('brand');
    fireEvent.click(within(again).getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(breadcrumbLabels()).toEqual([
      'All properties',
      'Brand: Harbor Inn +6',
      'here: Brand: all',
    ]);
  });

  it('virtualises long lists', async () => {
    // happy-dom lays nothing out: give the list's scroller the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(288);
    fakeApi();
    renderAt('/', <FilterPanel />);
    const property = await openSection('property');
    const rendered = property.querySelectorAll('[data-option]').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    fireEvent.change(within(property).getByRole('searchbox'), { target: { value: 'P399' } });
    expect(
      [...property.querySelectorAll('[data-option]')].map((o) => o.getAttribute('data-option')),
    ).toEqual(['399']);
  });

  it('resets every filter and the dates but keeps the view', async () => {
    fakeApi();
    const { path } = renderAt(
      '/&startDate=2026-01-01&endDate=2026-01-31&view=1&brand=12',
      <FilterPanel />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(path()).toBe('/&view=1'));
    expect(breadcrumbLabels()).toEqual(['Brand: 12', 'here: All properties']);
  });
});

describe('the channel-category tree', () => {
  it('lists ESSENTIALS first, then the categories, then those without data', async () => {
    fakeApi();
    renderAt('/', <FilterPanel />);
    const tree = await waitFor(() => {
      const element = section('site_group');
      expect(element.querySelectorAll('[data-category]').length).toBe(4);
      return element;
    });
    const categories = [...tree.querySelectorAll<HTMLElement>('[data-category]')];
    expect(categories.map((c) => c.dataset.category)).toEqual(['ESSENTIALS', '1', '2', '6']);
    expect(categories.map((c) => c.dataset.available)).toEqual(['true', 'true', 'true', 'false']);
  });

  it('has no ESSENTIALS group in a view without it', async () => {
    fakeApi([VIEWS.chain]);
    renderAt('/&view=2', <FilterPanel />);
    await waitFor(() =>
      expect(section('site_group').querySelectorAll('[data-category]').length).toBe(3),
    );
    expect(section('site_group').querySelector('[data-category="ESSENTIALS"]')).toBeNull();
  });

  it('selects the ESSENTIALS channels in site', async () => {
    fakeApi();
    const { path } = renderAt('/', <FilterPanel />);
    const tree = await waitFor(() => {
      const element = section('site_group');
      expect(element.querySelector('[data-category="ESSENTIALS"]')).not.toBeNull();
      return element;
    });
    fireEvent.click(
      within(tree.querySelector('[data-category="ESSENTIALS"]')!).getByRole('checkbox'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(path()).toBe('/&site=104,107,120'));
    expect(breadcrumbLabels()).toEqual(['All properties', 'here: Channel: Google +2']);
  });

  it('selects a category in site_group, and opens it to its channels', async () => {
    fakeApi();
    const { path } = renderAt('/', <FilterPanel />);
    const tree = await waitFor(() => {
      const element = section('site_group');
      expect(element.querySelector('[data-category="2"]')).not.toBeNull();
      return element;
    });
    fireEvent.click(within(tree.querySelector('[data-category="2"]')!).getByRole('checkbox'));
    fireEvent.click(
      within(tree).getByRole('button', { name: 'Show channels of Online travel agencies' }),
    );
    const channels = [...tree.querySelectorAll<HTMLElement>('[data-channel]')];
    expect(channels.map((c) => [c.textContent, c.dataset.available])).toEqual([
      ['Booking.com', 'true'],
      ['Expedia', 'false'],
    ]);
    expect(channels.every((c) => (c.querySelector('input') as HTMLInputElement).checked)).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(path()).toBe('/&site_group=2'));
    expect(breadcrumbLabels()).toEqual([
      'All properties',
      'here: Channel category: Online travel agencies',
    ]);
  });

  it('writes a category mixed with a channel of another as the channels ticked', async () => {
    fakeApi();
    const { path } = renderAt('/&site_group=2', <FilterPanel />);
    const tree = await waitFor(() => {
      const element = section('site_group');
      expect(element.querySelector('[data-category="1"]')).not.toBeNull();
      return element;
    });
    fireEvent.click(
      within(tree).getByRole('button', { name: 'Show channels of Search engines & maps' }),
    );
    fireEvent.click(within(tree.querySelector('[data-channel="104"]')!).getByRole('checkbox'));
    const googleCategory = tree.querySelector('[data-category="1"] input') as HTMLInputElement;
    expect(googleCategory.indeterminate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(path()).toBe('/&site=104,107,120'));
  });
});
