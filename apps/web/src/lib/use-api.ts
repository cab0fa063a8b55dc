import type { ApiCall } from '@lens/contracts';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { callApi, type CallAnswer, type CallOptions } from './api-client.ts';
import { useLogStore } from './log-store.ts';

/** The key every call's queries start with: a write that re-scores the data makes them all stale. */
export const ANY_API_KEY = ['api'] as const;

/** The key every query of one call starts with, whatever its inputs: to reset or refresh them all. */
export const apiCallKey = (id: ApiCall['id']) => [...ANY_API_KEY, id] as const;

/** Query keys are the call and its inputs, so every feature asking the same thing shares one cache entry. */
export function apiQueryKey<C extends ApiCall>(call: C, options: CallOptions<C> = {}) {
  return [
    ...apiCallKey(call.id),
    options.params ?? null,
    options.query ?? null,
    options.body ?? null,
  ] as const;
}

/** How long an answer counts as fresh unless a call says otherwise: data lands in batches. */
export const DEFAULT_STALE_TIME = 60_000;

/** Marks a query whose refetches are polls (see useApiQuery's refetchInterval). */
const POLLS = 'polls';

/**
 * The query of one call and its inputs, as hooks, prefetching and invalidation all name it: the
 * key, the fetch (cancelled through the signal), and how long the answer stays fresh. Every read
 * of the web has its factory built on this in an `api/` folder (docs/architecture.md, "Requests").
 */
export function apiQueryOptions<C extends ApiCall>(
  call: C,
  options: CallOptions<C> = {},
  staleTime = DEFAULT_STALE_TIME,
) {
  return queryOptions<CallAnswer<C>>({
    queryKey: apiQueryKey(call, options),
    queryFn: ({ signal, client, queryKey, meta }): Promise<CallAnswer<C>> =>
      callApi(call, {
        ...options,
        signal,
        ...(meta?.[POLLS]
          ? { silent: options.silent || client.getQueryData(queryKey) !== undefined }
          : {}),
      }),
    staleTime,
  });
}

export interface ApiQuerySettings<T> {
  /** The label a failure is logged under in the error window ("Loading site data"). */
  label: string;
  enabled?: boolean;
  placeholderData?: UseQueryOptions<T>['placeholderData'];
  /**
   * Asks again after this many ms, given the last answer: work the server does in the background.
   * Those polls refresh what is on screen already, so they go silent (no loader, silent header).
   */
  refetchInterval?: (data: T | undefined) => number | false;
}

/**
 * A read through TanStack Query, given its factory's query: cached by call and inputs, cancelled
 * when its inputs change (the signal is passed down), and a failure is recorded with its label for
 * the error window.
 */
export function useApiQuery<T>(
  query: UseQueryOptions<T, Error, T, QueryKey>,
  { label, enabled = true, placeholderData, refetchInterval }: ApiQuerySettings<T>,
) {
  const result = useQuery<T, Error, T, QueryKey>({
    ...query,
    enabled,
    placeholderData,
    refetchInterval: refetchInterval && ((query) => refetchInterval(query.state.data)),
    meta: refetchInterval ? { [POLLS]: true } : undefined,
  });
  const addError = useLogStore((state) => state.addError);
  useEffect(() => {
    if (
      result.isError &&
      !(result.error instanceof DOMException && result.error.name === 'AbortError')
    )
      addError(label);
  }, [result.isError, result.error, label, addError]);
  return result;
}

/** A write through TanStack Query; the caller decides what success and failure show. */
export function useApiMutation<C extends ApiCall>(call: C) {
  return useMutation({ mutationFn: (options: CallOptions<C>) => callApi(call, options) });
}

/** Marks every cached answer of these calls stale, so lists and lookups show what a write changed. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (...calls: ApiCall[]) =>
      Promise.all(
        calls.map((call) => queryClient.invalidateQueries({ queryKey: apiCallKey(call.id) })),
      ),
    [queryClient],
  );
}
