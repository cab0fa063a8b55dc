import {
  DUPLICATE_LISTING_CALLS,
  LISTING_IDENTITY_CALLS as CALLS,
  type RepointBody,
  type WrongMatchBody,
} from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  ANY_API_KEY,
  apiCallKey,
  apiQueryOptions,
  useApiMutation,
  useApiQuery,
} from '../../../lib/use-api.ts';
import { useCurrentView } from '../../../lib/use-current-view.ts';

/** The view the calls are scoped to: the one in effect on the page. */
type ViewQuery = { view?: number[] };

export const listingIdentityQuery = (view: ViewQuery, propertyId: number, siteId: number) =>
  apiQueryOptions(CALLS.getListingIdentity, {
    query: { ...view, property: [propertyId], site: [siteId] },
  });

export const wrongMatchesQuery = (view: ViewQuery) =>
  apiQueryOptions(CALLS.listWrongMatches, { query: view }, 0);

export const duplicateListingsQuery = (view: ViewQuery, propertyId: number, siteId?: number) =>
  apiQueryOptions(DUPLICATE_LISTING_CALLS.getDuplicateListings, {
    query: { ...view, property: [propertyId], site: siteId === undefined ? undefined : [siteId] },
  });

function useViewQuery(): ViewQuery {
  const { view } = useCurrentView();
  return view ? { view: [Number(view.id)] } : {};
}

export function useListingIdentity(propertyId: number, siteId: number) {
  const view = useViewQuery();
  return useApiQuery(listingIdentityQuery(view, propertyId, siteId), {
    label: 'Loading listing identity',
  });
}

export function useWrongMatches() {
  const view = useViewQuery();
  return useApiQuery(wrongMatchesQuery(view), { label: 'Loading wrong matches' });
}

export function useDuplicateListings(propertyId: number, siteId?: number) {
  const view = useViewQuery();
  return useApiQuery(duplicateListingsQuery(view, propertyId, siteId), {
    label: 'Loading duplicate listings',
  });
}

/**
 * A write that moves scores: a wrong match leaves scoring or comes back, so every cached
 * dashboard figure is asked again, not only this feature's.
 */
function useScoringWrite() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ANY_API_KEY }), [queryClient]);
}

export function useMarkWrongMatch() {
  const view = useViewQuery();
  const refresh = useScoringWrite();
  const { mutateAsync, isPending } = useApiMutation(CALLS.markWrongMatch);
  const mark = useCallback(
    async (body: WrongMatchBody) => {
      const marked = await mutateAsync({ query: view, body });
      void refresh();
      return marked;
    },
    [mutateAsync, refresh, view],
  );
  return { mark, isPending };
}

export function useRepointListing() {
  const view = useViewQuery();
  const refresh = useScoringWrite();
  const { mutateAsync, isPending } = useApiMutation(CALLS.repointListing);
  const repoint = useCallback(
    async (body: RepointBody) => {
      const identity = await mutateAsync({ query: view, body });
      void refresh();
      return identity;
    },
    [mutateAsync, refresh, view],
  );
  return { repoint, isPending };
}

export function useReviewWrongMatch() {
  const view = useViewQuery();
  const refresh = useScoringWrite();
  const restoreCall = useApiMutation(CALLS.restoreWrongMatch);
  const confirmCall = useApiMutation(CALLS.confirmWrongMatch);
  const review = useCallback(
    async (auditId: number, decision: 'restore' | 'confirm') => {
      const options = { params: { auditId }, query: view };
      if (decision === 'restore') await restoreCall.mutateAsync(options);
      else await confirmCall.mutateAsync(options);
      void refresh();
    },
    [restoreCall, confirmCall, refresh, view],
  );
  return review;
}

export function useDismissDuplicate() {
  const view = useViewQuery();
  const queryClient = useQueryClient();
  const { mutateAsync } = useApiMutation(CALLS.dismissDuplicate);
  return useCallback(
    async (property: number, listingId: number) => {
      await mutateAsync({ query: view, body: { property, listingId } });
      void queryClient.invalidateQueries({
        queryKey: apiCallKey(DUPLICATE_LISTING_CALLS.getDuplicateListings.id),
      });
    },
    [mutateAsync, queryClient, view],
  );
}
