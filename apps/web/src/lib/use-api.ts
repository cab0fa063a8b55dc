import type { ApiCall } from '@lens/contracts';
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
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

export interface ApiQueryOptions<C extends ApiCall> extends CallOptions<C> {
  /** The label a failure is logged under in the error window ("Loading site data"). */
  label: string;
  enabled?: boolean;
  staleTime?: number;
  placeholderData?: UseQueryOptions<CallAnswer<C>>['placeholderData'];
  /** Asks again after this many ms, given the last answer: work the server does in the background. */
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
    staleTime = 60_000,
    placeholderData,
    refetchInterval,
    ...options
  }: ApiQueryOptions<C>,
) {
  const query = useQuery<CallAnswer<C>>({
    queryKey: apiQueryKey(call, options),
    queryFn: ({ signal }): Promise<CallAnswer<C>> => callApi(call, { ...options, signal }),
    enabled,
    staleTime,
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
