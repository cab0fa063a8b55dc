import type { ApiCall } from '@lens/contracts';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { callApi, type CallAnswer, type CallOptions } from './api-client.ts';
import { useLogStore } from './log-store.ts';

/** Query keys are the call and its inputs, so every feature asking the same thing shares one cache entry. */
export function apiQueryKey<C extends ApiCall>(call: C, options: CallOptions<C> = {}) {
  return [
    'api',
    call.id,
    options.params ?? null,
    options.query ?? null,
    options.body ?? null,
  ] as const;
}

/** How long an answer counts as fresh unless a call says otherwise: data lands in batches. */
export const DEFAULT_STALE_TIME = 60_000;

/**
 * The query of one call and its inputs, as hooks, prefetching and invalidation all name it: the
 * key, the fetch (cancelled through the signal), and how long the answer stays fresh.
 */
export function apiQueryOptions<C extends ApiCall>(
  call: C,
  options: CallOptions<C> = {},
  staleTime = DEFAULT_STALE_TIME,
) {
  return queryOptions<CallAnswer<C>>({
    queryKey: apiQueryKey(call, options),
    queryFn: ({ signal }): Promise<CallAnswer<C>> => callApi(call, { ...options, signal }),
    staleTime,
  });
}

export interface ApiQueryOptions<C extends ApiCall> extends CallOptions<C> {
  /** The label a failure is logged under in the error window ("Loading site data"). */
  label: string;
  enabled?: boolean;
  staleTime?: number;
  placeholderData?: UseQueryOptions<CallAnswer<C>>['placeholderData'];
  /**
   * Asks again after this many ms, given the last answer: work the server does in the background.
   * Those polls refresh what is on screen already, so they go silent (no loader, silent header).
   */
  refetchInterval?: (data: CallAnswer<C> | undefined) => number | false;
}

/**
 * A read through TanStack Query: cached by call and inputs, cancelled when its inputs change
 * (the signal is passed down), and a failure is recorded with its label for the error window.
 */
export function useApiQuery<C extends ApiCall>(
  call: C,
  {
    label,
    enabled = true,
    staleTime = DEFAULT_STALE_TIME,
    placeholderData,
    refetchInterval,
    ...options
  }: ApiQueryOptions<C>,
) {
  const queryClient = useQueryClient();
  const base = apiQueryOptions(call, options, staleTime);
  const query = useQuery<CallAnswer<C>>({
    ...base,
    queryFn: refetchInterval
      ? ({ signal }) =>
          callApi(call, {
            ...options,
            signal,
            silent: options.silent || queryClient.getQueryData(base.queryKey) !== undefined,
          })
      : base.queryFn,
    enabled,
    placeholderData,
    refetchInterval: refetchInterval && ((query) => refetchInterval(query.state.data)),
  });
  const addError = useLogStore((state) => state.addError);
  useEffect(() => {
    if (
      query.isError &&
      !(query.error instanceof DOMException && query.error.name === 'AbortError')
    )
      addError(label);
  }, [query.isError, query.error, label, addError]);
  return query;
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
        calls.map((call) => queryClient.invalidateQueries({ queryKey: ['api', call.id] })),
      ),
    [queryClient],
  );
}
