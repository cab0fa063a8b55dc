import type { z } from 'zod';
import type { ApiTokenScope } from './api-tokens.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One HTTP call, described once for the server (routes, validation, OpenAPI) and the web client. */
export interface ApiCall {
  /** Stable name, also the key in API_CALLS. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path in Fastify syntax, path parameters as `:name`. */
  readonly path: string;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * multipart bodies are read part by part and checked against `body` by the handler, since
   * Fastify has no parsed body to validate before the parts are consumed.
   */
  readonly bodyType?: 'json' | 'multipart';
  /** Status of a successful answer. */
  readonly status: 200 | 202 | 204;
  /** Answer for `status`; errors are always `errorResponseSchema`. */
  readonly response: z.ZodType;
  /** 'file': a download streamed as is, never serialised; `response` then only documents it. */
  readonly responseType?: 'json' | 'file';
  /** Error statuses particular to the call, besides 400 for bad input and 5xx. */
  readonly errors?: readonly number[];
  /** The 400 body when the call says more than `errorResponseSchema` (e.g. an import's bad lines). */
  readonly rejection?: z.ZodType;
  readonly description: string;
  /**
   * Whether a personal API token (`Authorization: Bearer`) may make the call, and with which
   * scope; calls without it need the session. The server's bearer guard and the OpenAPI security
   * both read this, so the documented list is the enforced one.
   */
  readonly tokenAccess?: ApiTokenScope;
}

/** Keeps each call's literal types (the exact schemas) while checking it is an ApiCall. */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

/** Fills the `:name` segments of a call's path; a missing parameter is a programming error. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
