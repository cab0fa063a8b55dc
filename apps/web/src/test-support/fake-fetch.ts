import { vi } from 'vitest';

/** A request the screen sent, as the fake server saw it. */
export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** What the fake server answers: a status with a JSON body, or a file. */
export type Answer = { status: number; body?: unknown; blob?: Blob };

/**
 * Stands in for the server at the fetch boundary, so screens go through the real API client
 * (CSRF header, error parsing, contract parsing). `answer` decides each reply; every request is
 * recorded in the returned list, in order.
 */
export function fakeFetch(answer: (request: SentRequest) => Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const { status, body, blob } = answer(request);
    if (blob) return new Response(blob, { status });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** A route's answer: fixed, or worked out from the request. */
export type Route = Answer | ((request: SentRequest) => Answer);

/**
 * `fakeFetch` answering each "METHOD /path" from `routes`; a call no route names gets
 * `unrouted`'s answer, a bare 404 unless a feature's server words it as its API does.
 */
export function fakeRoutes(
  routes: Record<string, Route>,
  unrouted: (request: SentRequest) => Answer = () => ({ status: 404 }),
): SentRequest[] {
  return fakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (route === undefined) return unrouted(request);
    return typeof route === 'function' ? route(request) : route;
  });
}
