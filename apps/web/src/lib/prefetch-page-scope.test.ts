import { FILTER_CALLS } from '@lens/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPageScope } from './prefetch-page-scope.ts';
import { selectionFromPath } from './selection.ts';
import { apiQueryKey } from './use-api.ts';

afterEach(() => vi.unstubAllGlobals());

const TWO_TYPES = [
  { id: 'HOTEL', name: 'Hotel' },
  { id: 'SPA', name: 'Spa' },
];

function answering() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      const body = String(url).includes('/data/filter/view')
        ? { availableFilters: [], notAvailableFilters: [] }
        : {
            availableValues: String(url).includes('/filter/property_type') ? TWO_TYPES : [],
            notAvailableValues: [],
          };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

describe('prefetchPageScope', () => {
  it('starts the views and the filter datasets the widgets page needs, under the hooks’ keys', async () => {
    const asked = answering();
    const client = new QueryClient();
    const path = '/&property_type=HOTEL';
    prefetchPageScope(client, path);
    await vi.waitFor(() => expect(asked).toHaveLength(5));
    const selection = selectionFromPath(path);
    for (const dataset of ['property_type', 'property', 'site', 'country'] as const) {
      const key = apiQueryKey(FILTER_CALLS.getFilterValues, {
        params: { filterName: dataset },
        query: selection,
      });
      await vi.waitFor(() => expect(client.getQueryState(key)?.status).toBe('success'));
    }
    const views = apiQueryKey(FILTER_CALLS.getViewFilter, {
      query: { startDate: selection.startDate, endDate: selection.endDate },
    });
    expect(client.getQueryState(views)?.status).toBe('success');
    expect(asked.some((url) => url.includes('property_type=HOTEL'))).toBe(true);
  });

  it('leaves the properties to the properties table on the plain overview', async () => {
    const asked = answering();
    const client = new QueryClient();
    prefetchPageScope(client, '/');
    await vi.waitFor(() => expect(asked).toHaveLength(4));
    const types = apiQueryKey(FILTER_CALLS.getFilterValues, {
      params: { filterName: 'property_type' },
      query: selectionFromPath('/'),
    });
    await vi.waitFor(() => expect(client.getQueryState(types)?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.filter((url) => url.includes('/filter/property?'))).toEqual([]);
  });

  it('starts nothing for a path that is not a widgets page', () => {
    const asked = answering();
    prefetchPageScope(new QueryClient(), '/alerts');
    expect(asked).toEqual([]);
  });
});
