import {
  ADMIN_CONNECTOR_CALLS as CALLS,
  type ChannelConnector,
  type RunListingOutcome,
} from '@lens/contracts';
import { apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';
import { useRefresh } from './admin-api.ts';

export const connectorsQuery = apiQueryOptions(CALLS.listConnectors, {}, 0);

/** The connectors, asked again every few seconds while a run goes on: its counts move. */
export function useConnectors(running: (connector: ChannelConnector) => boolean) {
  return useApiQuery(connectorsQuery, {
    label: 'Loading connectors',
    refetchInterval: (data) => (data?.items.some(running) ? 2000 : false),
  });
}

const CONNECTOR_READS = [CALLS.listConnectors];

export const useRefreshConnectors = () => useRefresh(CONNECTOR_READS);

export const useSaveConnector = () => useApiMutation(CALLS.saveConnector);
export const useRunConnector = () => useApiMutation(CALLS.runConnector);
export const useCaptureFromUrl = () => useApiMutation(CALLS.captureFromUrl);

/** A page of what a run did with each listing (a finished run's pages do not change). */
export const runListingsQuery = (runId: number, outcome: RunListingOutcome | null, page: number) =>
  apiQueryOptions(CALLS.listRunListings, {
    params: { runId },
    query: { page, pageSize: 10, ...(outcome ? { outcome } : {}) },
  });

export const useRunListings = (runId: number, outcome: RunListingOutcome | null, page: number) =>
  useApiQuery(runListingsQuery(runId, outcome, page), { label: 'Loading run listings' });
