import {
  CHAIN_ADMIN_CALLS as CALLS,
  type ActivityQuery,
  type ReAuditRun,
  type ReviewQueueQuery,
} from '@lens/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { apiQueryKey, useApiQuery } from '../../../lib/use-api.ts';

export function useChannelTypes() {
  return useApiQuery(CALLS.listChainAdminChannelTypes, {
    label: 'Loading channel types',
    staleTime: 30_000,
  });
}

export function useReviewQueue(channelTypeId: number, query: ReviewQueueQuery) {
  return useApiQuery(CALLS.listAwaitingReview, {
    params: { channelTypeId },
    query: query as Record<string, string | number | undefined>,
    label: 'Loading audits awaiting review',
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });
}

export function reviewQueueKey(channelTypeId: number, query: ReviewQueueQuery) {
  return apiQueryKey(CALLS.listAwaitingReview, {
    params: { channelTypeId },
    query: query as Record<string, string | number | undefined>,
  });
}

export function useActivity(query: ActivityQuery) {
  return useApiQuery(CALLS.listManagerActivity, {
    query: query as Record<string, string | number | undefined>,
    label: 'Loading manager activity',
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });
}

export function useActivityOptions() {
  return useApiQuery(CALLS.getManagerActivityOptions, {
    label: 'Loading activity filters',
    staleTime: 5 * 60_000,
  });
}

export function useAuditLimits(channelTypeId: number | null) {
  return useApiQuery(CALLS.getAuditLimits, {
    params: { channelTypeId: channelTypeId ?? 0 },
    label: 'Loading audit limits',
    staleTime: 0,
    enabled: channelTypeId !== null,
  });
}

const RUNNING: ReadonlySet<ReAuditRun['status']> = new Set(['QUEUED', 'RUNNING']);

export const isRunning = (run: ReAuditRun | null | undefined) => !!run && RUNNING.has(run.status);

/**
 * A re-audit's progress, polled silently (the page loader stays still) once a second while it
 * runs; `initial` is the run as the limits answer last showed it.
 */
export function useReAuditProgress(initial: ReAuditRun | null) {
  const runId = initial?.id ?? 0;
  return useQuery({
    queryKey: apiQueryKey(CALLS.getReAuditRun, { params: { runId } }),
    queryFn: ({ signal }) =>
      callApi(CALLS.getReAuditRun, { params: { runId }, silent: true, signal }),
    enabled: isRunning(initial),
    initialData: initial ?? undefined,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}
