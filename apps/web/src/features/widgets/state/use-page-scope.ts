import { useFilterOptions } from '../../../api/filter-options.ts';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useSelection } from '../../../lib/selection.ts';
import { pageNeedsProperties, readyPageScope, type ReadyPageScope } from './page-scope.ts';

export type PageScope = { status: 'pending' } | { status: 'error' } | ReadyPageScope;

/**
 * The page level and what it loads (see readyPageScope), once the view and the filter options
 * it is decided from are in. The properties available are asked for only where they can change
 * the page: on the plain overview the properties table is the one answer listing them.
 */
export function usePageScope(): PageScope {
  const { selection } = useSelection();
  const { hotelChainMode, summaryMode, loading: viewLoading } = useCurrentView();
  const types = useFilterOptions('property_type');
  const channels = useFilterOptions('site');
  const countries = useFilterOptions('country');
  const needsProperties = pageNeedsProperties(selection, types.data);
  const properties = useFilterOptions('property', { enabled: types.isSuccess && needsProperties });
  const queries = [types, channels, countries, ...(needsProperties ? [properties] : [])];
  if (queries.some((query) => query.isError)) return { status: 'error' };
  if (viewLoading || queries.some((query) => query.isPending)) return { status: 'pending' };
  return readyPageScope({
    selection,
    hotelChainMode,
    summaryMode,
    types: types.data,
    channels: channels.data,
    countries: countries.data,
    properties: needsProperties ? properties.data : undefined,
  });
}
