import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Answer = { status: number; body?: unknown };
export type Route = (call: RecordedCall) => Answer | undefined;

/**
 * Stands in for the server: each route answers the calls it knows, the first that answers wins;
 * every call is recorded for the test to look at.
 */
export function installFakeApi(...routes: Route[]) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: RecordedCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = routes.map((route) => route(call)).find(Boolean) ?? {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: `no fake for ${call.path}` },
      };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** Answers `method path` with what `answer` makes of the call, or with `body` (200). */
export function on(
  method: string,
  path: string | RegExp,
  answer: (call: RecordedCall) => Answer,
): Route;
export function on(method: string, path: string | RegExp, body: object): Route;
export function on(
  method: string,
  path: string | RegExp,
  answer: object | ((call: RecordedCall) => Answer),
): Route {
  return (call) => {
    const matches = typeof path === 'string' ? call.path === path : path.test(call.path);
    if (call.method !== method || !matches) return undefined;
    return typeof answer === 'function'
      ? (answer as (call: RecordedCall) => Answer)(call)
      : { status: 200, body: answer };
  };
}

export const signedInAs = (role: 'ADMIN' | 'USER') =>
  on('GET', '/dashboard/check_credentials_validity', {
    user: {
      id: 1,
      email: 'dana@meridian.example',
      name: 'Dana Whitfield',
      role,
      clientId: 1,
      clientName: 'Meridian Hospitality Group',
    },
  });
