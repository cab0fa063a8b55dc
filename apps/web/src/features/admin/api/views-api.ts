import {
  ADMIN_CLIENT_CALLS,
  ADMIN_USER_CALLS,
  ADMIN_VIEW_CALLS as CALLS,
  FILTER_CALLS,
  type CallQuery,
} from '@lens/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';
import { useRefresh } from './admin-api.ts';

export const viewsQuery = (query: CallQuery) => apiQueryOptions(CALLS.listViews, { query }, 0);

export const viewQuery = (viewId: number) =>
  apiQueryOptions(CALLS.getView, { params: { viewId } }, 0);

export const clientPortfolioQuery = (clientId: number) =>
  apiQueryOptions(ADMIN_CLIENT_CALLS.getClientPortfolio, { params: { clientId } });

export function useViews(query: CallQuery) {
  return useApiQuery(viewsQuery(query), {
    label: 'Loading views',
    placeholderData: keepPreviousData,
  });
}

export function useView(viewId: number | null) {
  return useApiQuery(viewQuery(viewId ?? 0), {
    label: 'Loading the view',
    enabled: viewId !== null,
  });
}

export function useClientPortfolio(clientId: number) {
  return useApiQuery(clientPortfolioQuery(clientId), {
    label: 'Loading the client portfolio',
    enabled: clientId > 0,
  });
}

const VIEW_READS = [
  CALLS.listViews,
  CALLS.getView,
  ADMIN_USER_CALLS.getUser,
  ADMIN_CLIENT_CALLS.listClients,
  // The dashboard's own view list and filter options show the change too.
  FILTER_CALLS.getViewFilter,
  FILTER_CALLS.getFilterValues,
] as const;

export const useRefreshViews = () => useRefresh(VIEW_READS);

export const useCreateView = () => useApiMutation(CALLS.createView);
export const useUpdateView = () => useApiMutation(CALLS.updateView);
