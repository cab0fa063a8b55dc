import { callUrl, errorResponseSchema, type ApiCall, type CallQuery } from '@lens/contracts';
import { REQUEST_RETRY_COUNT, REQUEST_RETRY_DELAY_MS, retriesServerError } from '@lens/domain';
import type { z } from 'zod';
import { takeFirstAnswer } from './first-answers.ts';
import { useLoaderStore } from './loader-store.ts';

type Input<T> = T extends z.ZodType ? z.input<T> : never;
export type CallAnswer<C extends ApiCall> = C['responseType'] extends 'file'
  ? Blob
  : C['status'] extends 204
    ? undefined
    : z.output<C['response']>;

export interface CallOptions<C extends ApiCall> {
  params?: Input<C['params']>;
  /** The filter selection (encoded as the URL codec does) and the call's own parameters. */
  query?: CallQuery;
  body?: Input<C['body']> | FormData;
  /** Silent requests do not move the loader and send the silent header. */
  silent?: boolean;
  /**
   * Retries after a timeout, a network error, or a read's 5xx answer (once, after 1 s: see
   * docs/architecture.md, "Requests").
   */
  retries?: number;
  signal?: AbortSignal;
  /** The caller handles 401 itself (the route guards), instead of the app-wide sign-in redirect. */
  handlesUnauthorized?: boolean;
}

/** A call answered with an error: its status and the server's message, naming the field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null,
    readonly body: unknown,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 60_000;
const CSRF_COOKIE = 'lens_csrf';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let unauthorizedHandler: (() => void) | null = null;
/** The app decides what a 401 does (remember the page, go to sign-in). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The session's CSRF token, which every write echoes in a header. */
export function csrfToken(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls one endpoint of the contract: builds its URL, takes a first read's answer from the page when
 * the page brought it (first-answers.ts), sends the session's CSRF token on writes and
 * Cache-Control max-age=0 on reads, counts itself in the loader, retries timeouts, network errors
 * and a read's server error (5xx) once after 1 s, and parses the answer with the contract's schema.
 */
export async function callApi<C extends ApiCall>(
  call: C,
  options: CallOptions<C> = {},
): Promise<CallAnswer<C>> {
  const url = callUrl(call, {
    params: options.params as Record<string, string | number> | undefined,
    query: options.query,
  });
  if (call.method === 'GET') {
    const first = takeFirstAnswer(url);
    if (first) return call.response.parse(first.body) as CallAnswer<C>;
  }
  const loader = useLoaderStore.getState();
  const silent = options.silent ?? loader.silentMode;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.method === 'GET') headers['Cache-Control'] = 'max-age=0';
  if (silent) headers['X-Silent'] = 'true';
  if (UNSAFE.has(call.method)) {
    const token = csrfToken();
    if (token) headers['X-CSRF-Token'] = token;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  if (!silent) loader.begin();
  try {
    let attemptsLeft = options.retries ?? REQUEST_RETRY_COUNT;
    for (;;) {
      let response: Response;
      try {
        const signal = options.signal
          ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
          : AbortSignal.timeout(TIMEOUT_MS);
        response = await fetch(url, {
          method: call.method,
          headers,
          body,
          credentials: 'same-origin',
          signal,
        });
      } catch (error) {
        if (options.signal?.aborted || attemptsLeft <= 0) throw error;
        attemptsLeft -= 1;
        await wait(REQUEST_RETRY_DELAY_MS);
        continue;
      }
      if (attemptsLeft > 0 && retriesServerError(call.method, response.status)) {
        attemptsLeft -= 1;
        // The failed answer's body is not read: release its connection.
        await response.body?.cancel().catch(() => {});
        await wait(REQUEST_RETRY_DELAY_MS);
        continue;
      }
      return await readAnswer(call, response, options.handlesUnauthorized ?? false);
    }
  } finally {
    if (!silent) useLoaderStore.getState().end();
  }
}

async function readAnswer<C extends ApiCall>(
  call: C,
  response: Response,
  handlesUnauthorized: boolean,
): Promise<CallAnswer<C>> {
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const parsed = errorResponseSchema.safeParse(payload);
    if (response.status === 401 && !handlesUnauthorized) unauthorizedHandler?.();
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.message : `The server answered ${response.status}.`,
      parsed.success ? (parsed.data.field ?? null) : null,
      payload,
    );
  }
  if (call.responseType === 'file') return (await response.blob()) as CallAnswer<C>;
  // 204, and a 202 that only acknowledges (restore request), come without a body.
  const text = await response.text();
  return call.response.parse(text === '' ? undefined : JSON.parse(text)) as CallAnswer<C>;
}
