import {
  CHAIN_ADMIN_CALLS as CALLS,
  type ActivityQuery,
  type AuditLimitsView,
  type ReAuditRun,
  type ReviewQueueQuery,
} from '@lens/contracts';
import { matchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  ANY_API_KEY,
  apiCallKey,
  apiQueryOptions,
  useApiMutation,
  useApiQuery,
} from '../../../lib/use-api.ts';

type ListQuery = Record<string, string | number | undefined>;

export const channelTypesQuery = apiQueryOptions(CALLS.listHotelChainAdminChannelTypes, {}, 30_000);

export const reviewQueueQuery = (channelTypeId: number, query: ReviewQueueQuery) =>
  apiQueryOptions(
    CALLS.listAwaitingReview,
    { params: { channelTypeId }, query: query as ListQuery },
    15_000,
  );

export const activityQuery = (query: ActivityQuery) =>
  apiQueryOptions(CALLS.listManagerActivity, { query: query as ListQuery }, 15_000);

export const activityOptionsQuery = apiQueryOptions(
  CALLS.getManagerActivityOptions,
  {},
  5 * 60_000,
);

export const auditLimitsQuery = (channelTypeId: number) =>
  apiQueryOptions(CALLS.getAuditLimits, { params: { channelTypeId } }, 0);

/** Polled silently: the page loader stays still while a re-audit runs. */
export const reAuditRunQuery = (runId: number) =>
  apiQueryOptions(CALLS.getReAuditRun, { params: { runId }, silent: true }, 0);

export function useChannelTypes() {
  return useApiQuery(channelTypesQuery, { label: 'Loading channel types' });
}

/** The shell's first read: a refusal (403) is the answer to show, not a failed load to log. */
export const useHotelChainAdminAccess = () => useQuery(channelTypesQuery);

export function useReviewQueue(channelTypeId: number, query: ReviewQueueQuery) {
  return useApiQuery(reviewQueueQuery(channelTypeId, query), {
    label: 'Loading audits awaiting review',
    placeholderData: (previous) => previous,
  });
}

export function useActivity(query: ActivityQuery) {
  return useApiQuery(activityQuery(query), {
    label: 'Loading manager activity',
    placeholderData: (previous) => previous,
  });
}

export function useActivityOptions() {
  return useApiQuery(activityOptionsQuery, { label: 'Loading activity filters' });
}

export function useAuditLimits(channelTypeId: number | null) {
  return useApiQuery(auditLimitsQuery(channelTypeId ?? 0), {
    label: 'Loading audit limits',
    enabled: channelTypeId !== null,
  });
}

/** A review moves scores everywhere; a failed one leaves the queue to be asked again. */
export function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: boolean) =>
      queryClient.invalidateQueries({
        queryKey: saved ? ANY_API_KEY : apiCallKey(CALLS.listAwaitingReview.id),
      }),
    [queryClient],
  );
}

/** New limits: their answer is the one on screen, and the channel types' summaries change. */
export function useStoreAuditLimits() {
  const queryClient = useQueryClient();
  return useCallback(
    (channelTypeId: number, answer: AuditLimitsView) => {
      queryClient.setQueryData(auditLimitsQuery(channelTypeId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: channelTypesQuery.queryKey });
    },
    [queryClient],
  );
}

/** A finished re-audit: every cached score is asked again, but not the run itself. */
export function useRefreshAfterReAudit() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (query) => !matchQuery({ queryKey: apiCallKey(CALLS.getReAuditRun.id) }, query),
      }),
    [queryClient],
  );
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
    ...reAuditRunQuery(runId),
    enabled: isRunning(initial),
    initialData: initial ?? undefined,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

export const useResetAuditLimits = () => useApiMutation(CALLS.resetAuditLimits);
export const useReviewResults = () => useApiMutation(CALLS.reviewResults);
export const useSaveAuditLimits = () => useApiMutation(CALLS.saveAuditLimits);
