import { ACCOUNT_CALLS, callUrl, FIRST_ANSWERS_ELEMENT_ID, FILTER_CALLS } from '@lens/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from './api-client.ts';

const user = {
  id: 7,
  email: 'manager@demo.local',
  name: 'Morgan </script> Manager',
  role: 'USER',
  clientId: 1,
  clientName: 'Meridian',
};
const views = callUrl(FILTER_CALLS.getViewFilter, {
  query: { startDate: '2031-02-02', endDate: '2031-03-03' },
});

beforeAll(() => {
  // As the server writes it: `<` escaped, keyed by the URL the client asks.
  const answers = JSON.stringify({
    [callUrl(FILTER_CALLS.getCurrentDate)]: '2031-03-04',
    [callUrl(ACCOUNT_CALLS.checkCredentials)]: { user },
    [views]: { availableFilters: [], notAvailableFilters: [] },
  }).replaceAll('<', '\\u003c');
  document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${answers}</script>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function server() {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify('2031-03-05'), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('answers sent with the page', () => {
  it("answers a first read from the page, parsed by the call's schema, then asks the server", async () => {
    const fetch = server();
    await expect(callApi(ACCOUNT_CALLS.checkCredentials)).resolves.toEqual({ user });
    await expect(callApi(FILTER_CALLS.getCurrentDate)).resolves.toBe('2031-03-04');
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: the next asker meets the server.
    await expect(callApi(FILTER_CALLS.getCurrentDate)).resolves.toBe('2031-03-05');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the server for a URL the page did not bring, and for any after the first half-minute', async () => {
    const fetch = server();
    await callApi(FILTER_CALLS.getViewFilter, {
      query: { startDate: '2031-02-01', endDate: '2031-03-03' },
    }).catch(() => {});
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    await callApi(FILTER_CALLS.getViewFilter, {
      query: { startDate: '2031-02-02', endDate: '2031-03-03' },
    }).catch(() => {});
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0]).toBe(views);
  });
});
