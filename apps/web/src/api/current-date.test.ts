import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_DATE_LABEL, currentDate, useServerDateStore } from '../lib/current-date.ts';
import { useLogStore } from '../lib/log-store.ts';
import { selectionFromPath } from '../lib/selection.ts';
import { localToday } from '../lib/today.ts';
import { loadCurrentDate } from './current-date.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useServerDateStore.setState({ serverDate: null });
  useLogStore.setState({ errors: [] });
});

/** A server whose date call answers `status` (with `date` on 200), counting the calls. */
function serverAnswering(status: number, date?: string) {
  const fetch = vi.fn(async (url: string) => {
    if (url !== '/dashboard/date/current-date') throw new Error(`Unexpected call to ${url}`);
    return new Response(JSON.stringify(status === 200 ? date : { message: 'no' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("the dashboard's today", () => {
  it("ends the default range on the server's date, not the browser's", async () => {
    // Years ahead of any browser running this test.
    serverAnswering(200, '2031-03-04');
    expect(await loadCurrentDate(client())).toBe('2031-03-04');
    expect(currentDate()).toBe('2031-03-04');
    expect(selectionFromPath('/')).toEqual({ startDate: '2031-02-02', endDate: '2031-03-04' });
    // A range in the browser's future but not the server's is a valid widgets page.
    expect(selectionFromPath('/&startDate=2031-01-01&endDate=2031-03-01')).toMatchObject({
      startDate: '2031-01-01',
      endDate: '2031-03-01',
    });
    expect(useLogStore.getState().errors).toEqual([]);
  });

  it('asks once while the answer is fresh', async () => {
    const fetch = serverAnswering(200, '2031-03-04');
    const shared = client();
    await Promise.all([loadCurrentDate(shared), loadCurrentDate(shared)]);
    await loadCurrentDate(shared);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("falls back to the browser's date and lists 'Loading current date' when the call fails", async () => {
    const fetch = serverAnswering(500);
    expect(await loadCurrentDate(client())).toBe(localToday());
    // Asked again once after the 500, as every read is.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(useLogStore.getState().errors).toEqual([CURRENT_DATE_LABEL]);
    expect(CURRENT_DATE_LABEL).toBe('Loading current date');
  });

  it('lists nothing for a signed-out visitor, whom the sign-in check sends on', async () => {
    serverAnswering(401);
    expect(await loadCurrentDate(client())).toBe(localToday());
    expect(useLogStore.getState().errors).toEqual([]);
  });
});
