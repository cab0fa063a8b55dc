import { FILTER_CALLS } from '@lens/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPageScope } from './prefetch-page-scope.ts';
import { selectionFromPath } from './selection.ts';
import { apiQueryKey } from './use-api.ts';

afterEach(() => vi.unstubAllGlobals());

function answering() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      const body = String(url).includes('/data/filter/view')
        ? { availableFilters: [], notAvailableFilters: [] }
        : { availableValues: [], notAvailableValues: [], allFilterValues: [] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

describe('prefetchPageScope', () => {
  it('starts the view and the four filter datasets the widgets page needs, under the hooks’ keys', async () => {
    const asked = answering();
    const client = new QueryClient();
    const path = '/&property_type=HOTEL';
    prefetchPageScope(client, path);
    await vi.waitFor(() => expect(asked).toHaveLength(5));
    const selection = selectionFromPath(path);
    for (const dataset of ['property_type', 'property', 'site', 'country'] as const) {
      const key = apiQueryKey(FILTER_CALLS.getFilterValues, {
        params: { filterName: dataset },
        query: { ...selection, needAllValues: true },
      });
      await vi.waitFor(() => expect(client.getQueryState(key)?.status).toBe('success'));
    }
    const views = apiQueryKey(FILTER_CALLS.getViewFilter, {
      query: { startDate: selection.startDate, endDate: selection.endDate },
    });
    expect(client.getQueryState(views)?.status).toBe('success');
    expect(asked.some((url) => url.includes('property_type=HOTEL'))).toBe(true);
  });

  it('starts nothing for a path that is not a widgets page', () => {
    const asked = answering();
    prefetchPageScope(new QueryClient(), '/alerts');
    expect(asked).toEqual([]);
  });
});
