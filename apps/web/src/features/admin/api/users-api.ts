import {
  ADMIN_CLIENT_CALLS,
  ADMIN_USER_CALLS as CALLS,
  ADMIN_VIEW_CALLS,
  type CallQuery,
} from '@lens/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { clientViewsQuery } from '../../../api/client-options.ts';
import { apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';
import { useRefresh } from './admin-api.ts';

export const usersQuery = (query: CallQuery) => apiQueryOptions(CALLS.listUsers, { query }, 0);

export const userQuery = (userId: number) =>
  apiQueryOptions(CALLS.getUser, { params: { userId } }, 0);

export function useUsers(query: CallQuery) {
  return useApiQuery(usersQuery(query), {
    label: 'Loading users',
    placeholderData: keepPreviousData,
  });
}

export function useUser(userId: number | null) {
  return useApiQuery(userQuery(userId ?? 0), {
    label: 'Loading the user',
    enabled: userId !== null,
  });
}

/** The views a user can be granted: the client's. */
export function useGrantableViews(clientId: number) {
  return useApiQuery(clientViewsQuery(clientId), {
    label: 'Loading views',
    enabled: clientId > 0,
  });
}

// A user shows in the user lists, in their views' user counts and in their client's.
const USER_READS = [
  CALLS.listUsers,
  CALLS.getUser,
  ADMIN_VIEW_CALLS.listViews,
  ADMIN_VIEW_CALLS.getView,
  ADMIN_CLIENT_CALLS.listClients,
] as const;

export const useRefreshUsers = () => useRefresh(USER_READS);

export const useCreateUser = () => useApiMutation(CALLS.createUser);
export const useUpdateUser = () => useApiMutation(CALLS.updateUser);
export const useSetUserActive = () => useApiMutation(CALLS.setUserActive);
export const useSendUserPasswordLink = () => useApiMutation(CALLS.sendUserPasswordLink);
