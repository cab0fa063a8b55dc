import { ADMIN_CLIENT_CALLS as CALLS, CLIENT_SSO_CALLS, type CallQuery } from '@lens/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';
import { useRefresh } from './admin-api.ts';

export const clientsQuery = (query: CallQuery) => apiQueryOptions(CALLS.listClients, { query }, 0);

export const clientQuery = (clientId: number) =>
  apiQueryOptions(CALLS.getClient, { params: { clientId } }, 0);

export const clientSsoQuery = (clientId: number) =>
  apiQueryOptions(CLIENT_SSO_CALLS.getClientSso, { params: { clientId } }, 0);

export function useClients(query: CallQuery) {
  return useApiQuery(clientsQuery(query), {
    label: 'Loading clients',
    placeholderData: keepPreviousData,
  });
}

export const useClient = (clientId: number) =>
  useApiQuery(clientQuery(clientId), { label: 'Loading the client' });

export const useClientSso = (clientId: number) =>
  useApiQuery(clientSsoQuery(clientId), { label: 'Loading the single sign-on settings' });

const CLIENT_READS = [CALLS.listClients, CALLS.getClient];
const SSO_READS = [CLIENT_SSO_CALLS.getClientSso];

export const useRefreshClients = () => useRefresh(CLIENT_READS);
export const useRefreshClientSso = () => useRefresh(SSO_READS);

export const useUpdateClient = () => useApiMutation(CALLS.updateClient);
export const useUpdateClientSso = () => useApiMutation(CLIENT_SSO_CALLS.updateClientSso);
export const useTestSsoDiscovery = () => useApiMutation(CLIENT_SSO_CALLS.testSsoDiscovery);
