import { ALERT_CALLS, FILTER_CALLS } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api-client.ts';
import { runSilently, useLoaderStore } from './loader-store.ts';
import type { SocketHandlers } from './socket-client.ts';
import { apiQueryOptions, useApiQuery } from './use-api.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { useSilentWhileHidden } from './use-silent-while-hidden.ts';

// The live socket is replaced by its handlers, so a test can deliver a message.
const socket = vi.hoisted(() => ({ handlers: null as SocketHandlers | null }));
vi.mock('./socket-client.ts', () => ({
  connectSocket: (handlers: SocketHandlers) => {
    socket.handlers = handlers;
    return () => {};
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useLoaderStore.setState({ pending: 0, silentMode: false, silentHolds: 0 });
});

interface Sent {
  url: string;
  silent: boolean;
  /** Whether the loader counted a request while this one was on its way. */
  loaderPending: number;
}

/** A server answering every call with `answer`, recording each request's silent header. */
function serverAnswering(answer: (url: string) => unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({
      url,
      silent: headers['X-Silent'] === 'true',
      loaderPending: useLoaderStore.getState().pending,
    });
    return new Response(JSON.stringify(answer(url)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

describe('silent mode', () => {
  it('makes the requests of background work silent, and ends when the work settles', async () => {
    const sent = serverAnswering(() => '2031-03-04');
    await callApi(FILTER_CALLS.getCurrentDate);
    await runSilently(async () => {
      expect(useLoaderStore.getState().silentMode).toBe(true);
      await callApi(FILTER_CALLS.getCurrentDate);
    });
    expect(useLoaderStore.getState().silentMode).toBe(false);
    await callApi(FILTER_CALLS.getCurrentDate);
    expect(sent.map(({ silent, loaderPending }) => [silent, loaderPending])).toEqual([
      [false, 1],
      [true, 0],
      [false, 1],
    ]);
  });

  it('stays on until the last of overlapping works ends, failed or not', async () => {
    let finishFirst!: () => void;
    const first = runSilently(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = runSilently(async () => {
      throw new Error('the reload failed');
    });
    await expect(second).rejects.toThrow('the reload failed');
    expect(useLoaderStore.getState().silentMode).toBe(true);
    finishFirst();
    await first;
    expect(useLoaderStore.getState().silentMode).toBe(false);
  });

  it('is on while the page is hidden', () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const { unmount } = renderHook(() => useSilentWhileHidden());
    expect(useLoaderStore.getState().silentMode).toBe(false);
    const turn = (next: DocumentVisibilityState) =>
      act(() => {
        visibility = next;
        document.dispatchEvent(new Event('visibilitychange'));
      });
    turn('hidden');
    expect(useLoaderStore.getState().silentMode).toBe(true);
    turn('hidden');
    turn('visible');
    expect(useLoaderStore.getState().silentMode).toBe(false);
    turn('hidden');
    unmount();
    expect(useLoaderStore.getState().silentMode).toBe(false);
  });

  it('reloads the alert reads silently when live alerts arrive', async () => {
    let unread = 0;
    const sent = serverAnswering(() => ({ unread, open: unread }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useLiveUpdates();
        // A read of the alert count that is not silent by itself.
        return useApiQuery(apiQueryOptions(ALERT_CALLS.getAlertSummary), {
          label: 'Loading the alert count',
        });
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual({ unread: 0, open: 0 }));
    expect(sent.map(({ silent }) => silent)).toEqual([false]);

    unread = 1;
    act(() =>
      socket.handlers!.onAlerts({
        count: 1,
        first: {
          kind: 'CHARACTERISTIC_BROKE',
          propertyName: 'Meridian Grand Paris',
          characteristic: 'PHONE',
        },
      }),
    );
    await waitFor(() => expect(result.current.data).toEqual({ unread: 1, open: 1 }));
    expect(sent.slice(1)).toEqual([
      { url: '/dashboard/alerts/summary', silent: true, loaderPending: 0 },
    ]);
    await waitFor(() => expect(useLoaderStore.getState().silentMode).toBe(false));
  });

  it("asks a poll's first answer with the loader and its refreshes silently", async () => {
    const sent = serverAnswering(() => ({ unread: 0, open: 0 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(
      () =>
        useApiQuery(apiQueryOptions(ALERT_CALLS.getAlertSummary), {
          label: 'Loading the alert count',
          refetchInterval: () => 50,
        }),
      { wrapper },
    );
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(3));
    expect(sent.slice(0, 3).map(({ silent }) => silent)).toEqual([false, true, true]);
  });
});
