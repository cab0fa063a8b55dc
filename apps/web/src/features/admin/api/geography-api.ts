import {
  ADMIN_GEOGRAPHY_CALLS as CALLS,
  type CallQuery,
  type GeographyItem,
  type GeographyType,
} from '@lens/contracts';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  apiCallKey,
  apiQueryOptions,
  useApiMutation,
  useApiQuery,
  useInvalidate,
} from '../../../lib/use-api.ts';
import { useRefresh } from './admin-api.ts';

export const geographyListQuery = (type: GeographyType, query: CallQuery, staleTime?: number) =>
  apiQueryOptions(CALLS.listGeography, { params: { type }, query }, staleTime);

export const geographyQuery = (type: GeographyType, id: number, staleTime?: number) =>
  apiQueryOptions(CALLS.getGeography, { params: { type, id } }, staleTime);

/** One page of a level's entries, as the list screen shows it. */
export function useGeographyPage(type: GeographyType, query: CallQuery) {
  return useApiQuery(geographyListQuery(type, query, 0), {
    label: 'Loading geography',
    placeholderData: keepPreviousData,
  });
}

/** A level's entries for a picker: every one under the parent. */
export function useGeographyOptions(
  type: GeographyType,
  query: CallQuery,
  { label, enabled }: { label: string; enabled: boolean },
) {
  return useApiQuery(geographyListQuery(type, query), { label, enabled });
}

/** The entry a sheet edits, asked fresh. */
export function useGeographyEntry(type: GeographyType, id: number | null) {
  return useApiQuery(geographyQuery(type, id ?? 0, 0), {
    label: 'Loading the geography entry',
    enabled: id !== null,
  });
}

/** The parent an entry sits under, for its name and ancestors. */
export function useGeographyParent(
  type: GeographyType | null,
  id: number | undefined,
  enabled: boolean,
) {
  return useApiQuery(geographyQuery(type ?? 'country', id ?? 0), {
    label: 'Loading the parent entry',
    enabled: enabled && type !== null && id !== undefined,
  });
}

const AFTER_SAVE = [CALLS.listGeography, CALLS.getGeography];

export const useRefreshAfterGeographySave = () => useRefresh(AFTER_SAVE);

/**
 * A deleted entry: asking for it again would only answer 404, so its own read is left out of the
 * refresh of the others (a parent's counts change) while its sheet closes.
 */
export function useRefreshAfterGeographyDelete() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useCallback(
    (item: Pick<GeographyItem, 'type' | 'id'>) => {
      const gone = JSON.stringify(geographyQuery(item.type, item.id).queryKey);
      void invalidate(CALLS.listGeography);
      void queryClient.invalidateQueries({
        queryKey: apiCallKey(CALLS.getGeography.id),
        predicate: (query) => JSON.stringify(query.queryKey) !== gone,
      });
    },
    [invalidate, queryClient],
  );
}

export const useCreateGeography = () => useApiMutation(CALLS.createGeography);
export const useUpdateGeography = () => useApiMutation(CALLS.updateGeography);
export const useDeleteGeography = () => useApiMutation(CALLS.deleteGeography);
