import type { Parameter } from '@lens/contracts';
import {
  effectiveCount,
  needsAvailableProperties,
  optionsWithId,
  type WidgetLoadScope,
} from '@lens/domain';
import { useFilterOptions } from '../../../lib/use-filter-options.ts';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useSelection } from '../../../lib/selection.ts';
import { widgetDataPlan, type WidgetDataPlan } from './data-plan.ts';

export type PageScope =
  | { status: 'pending' }
  | { status: 'error' }
  | {
      status: 'ready';
      scope: WidgetLoadScope;
      plan: WidgetDataPlan;
      hotelChainMode: boolean;
      /** The one value in effect (selected, or the only one available), else null. */
      propertyType: string | null;
      propertyId: number | null;
      channelId: number | null;
    };

function single<T>(selected: readonly T[] | undefined, available: readonly { id: T }[]): T | null {
  if (selected && selected.length > 0) return selected.length === 1 ? selected[0]! : null;
  return available.length === 1 ? available[0]!.id : null;
}

function available(options: { availableValues: Parameter[] } | undefined) {
  return optionsWithId(options?.availableValues ?? []);
}

/**
 * The page level and what it loads, from the selection and, for datasets with nothing selected,
 * the options available under it (an empty selection means all of them to the server). The
 * properties available are asked for only where they can change the page: on the plain overview
 * the properties table is the one answer listing them.
 */
export function usePageScope(): PageScope {
  const { selection } = useSelection();
  const { hotelChainMode, summaryMode, loading: viewLoading } = useCurrentView();
  const types = useFilterOptions('property_type');
  const channels = useFilterOptions('site');
  const countries = useFilterOptions('country');
  const typeOptions = available(types.data);
  const needsProperties = needsAvailableProperties(selection, typeOptions.length);
  const properties = useFilterOptions('property', { enabled: types.isSuccess && needsProperties });
  const queries = [types, channels, countries, ...(needsProperties ? [properties] : [])];
  if (queries.some((query) => query.isError)) return { status: 'error' };
  if (viewLoading || queries.some((query) => query.isPending)) return { status: 'pending' };

  const propertyOptions = available(properties.data) as { id: number }[];
  const channelOptions = available(channels.data) as { id: number }[];
  const scope: WidgetLoadScope = {
    summaryMode,
    hotelChainMode,
    countries: effectiveCount(selection.country ?? [], available(countries.data)),
    propertyTypes: effectiveCount(selection.property_type ?? [], typeOptions),
    // Unasked on the plain overview, where each type brings at least one: every rule decides on
    // that lower bound as on the full count.
    properties: effectiveCount(
      selection.property ?? [],
      needsProperties ? propertyOptions : typeOptions,
    ),
    channels: effectiveCount(selection.site ?? [], channelOptions),
    channelId: single(selection.site, channelOptions),
  };
  return {
    status: 'ready',
    scope,
    plan: widgetDataPlan(scope),
    hotelChainMode,
    propertyType: single(selection.property_type, typeOptions as { id: string }[]),
    propertyId: single(selection.property, propertyOptions),
    channelId: scope.channelId,
  };
}
