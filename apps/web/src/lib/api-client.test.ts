import { ACCOUNT_CALLS, FILTER_CALLS } from '@lens/contracts';
import { REQUEST_RETRY_DELAY_MS } from '@lens/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client.ts';
import { useLoaderStore } from './loader-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useLoaderStore.setState({ pending: 0, silentMode: false });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const unavailable = () =>
  json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Try again in a moment.' });

/** A server answering each request with the next answer of `answers`, noting when each came. */
function answerInTurn(...answers: (() => Response)[]) {
  const times: number[] = [];
  const fetch = vi.fn(async () => {
    times.push(performance.now());
    const next = answers[times.length - 1];
    if (!next) throw new Error(`No answer ${times.length} was planned`);
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, times };
}

const report = {
  logStore: ['Loading score interval'],
  browserErrorLog: [],
  url: 'http://localhost/',
  userAgent: 'test',
};

describe('callApi retries', () => {
  it('asks a read again 1 s after a 503 and answers with the second answer', async () => {
    const { fetch, times } = answerInTurn(unavailable, () => json(200, '2031-03-04'));
    const loaderCounts: number[] = [];
    const unsubscribe = useLoaderStore.subscribe((state) => loaderCounts.push(state.pending));

    await expect(callApi(FILTER_CALLS.getCurrentDate)).resolves.toBe('2031-03-04');
    unsubscribe();

    expect(fetch).toHaveBeenCalledTimes(2);
    // Timers may fire a little early in happy-dom; the pause is the retry delay, not zero.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(REQUEST_RETRY_DELAY_MS - 20);
    // One request in the loader for both attempts, done once.
    expect(loaderCounts).toEqual([1, 0]);
  });

  it('retries once only: a second 5xx is the answer', async () => {
    const { fetch } = answerInTurn(unavailable, () =>
      json(502, { statusCode: 502, error: 'Bad Gateway', message: 'The proxy gave up.' }),
    );
    const failure = await callApi(FILTER_CALLS.getCurrentDate).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, message: 'The proxy gave up.' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a write answered with a 5xx', async () => {
    const { fetch } = answerInTurn(unavailable, () => new Response(null, { status: 204 }));
    const failure = await callApi(ACCOUNT_CALLS.sendTechnicalNotification, {
      body: report,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a read the server refused (4xx)', async () => {
    const { fetch } = answerInTurn(
      () => json(404, { statusCode: 404, error: 'Not Found', message: 'No such view.' }),
      () => json(200, '2031-03-04'),
    );
    await expect(callApi(FILTER_CALLS.getCurrentDate)).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('repeats a write whose request never got an answer (network error)', async () => {
    const { fetch } = answerInTurn(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response(null, { status: 204 }),
    );
    await expect(
      callApi(ACCOUNT_CALLS.sendTechnicalNotification, { body: report }),
    ).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the call asks for no retries', async () => {
    const { fetch } = answerInTurn(unavailable, () => json(200, '2031-03-04'));
    await expect(callApi(FILTER_CALLS.getCurrentDate, { retries: 0 })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
