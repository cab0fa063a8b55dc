import { API_TOKEN_CALLS, type CreateApiTokenRequest } from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';

export const apiTokensQuery = apiQueryOptions(API_TOKEN_CALLS.listApiTokens, {}, 0);

export function useApiTokens() {
  return useApiQuery(apiTokensQuery, { label: 'Loading API tokens' });
}

/** After a creation or a revocation the list is asked again, to show what the server holds. */
function useRefreshTokens() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey }),
    [queryClient],
  );
}

export function useCreateApiToken() {
  const refresh = useRefreshTokens();
  const { mutateAsync, isPending } = useApiMutation(API_TOKEN_CALLS.createApiToken);
  const create = useCallback(
    async (body: CreateApiTokenRequest) => {
      const created = await mutateAsync({ body });
      void refresh();
      return created;
    },
    [mutateAsync, refresh],
  );
  return { create, isPending };
}

export function useRevokeApiToken() {
  const refresh = useRefreshTokens();
  const { mutateAsync, isPending } = useApiMutation(API_TOKEN_CALLS.revokeApiToken);
  const revoke = useCallback(
    async (tokenId: number) => {
      await mutateAsync({ params: { tokenId } });
      await refresh();
    },
    [mutateAsync, refresh],
  );
  return { revoke, isPending };
}
