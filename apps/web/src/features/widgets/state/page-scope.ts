import type { FilterValuesResponse, Parameter } from '@lens/contracts';
import {
  effectiveCount,
  needsAvailableProperties,
  optionsWithId,
  type FilterSelection,
  type WidgetLoadScope,
} from '@lens/domain';
import { widgetDataPlan, type WidgetDataPlan } from './data-plan.ts';

export interface ReadyPageScope {
  status: 'ready';
  scope: WidgetLoadScope;
  plan: WidgetDataPlan;
  hotelChainMode: boolean;
  /** The one value in effect (selected, or the only one available), else null. */
  propertyType: string | null;
  propertyId: number | null;
  channelId: number | null;
}

/** What the page level is decided from: the view's modes and the filter options under the selection. */
export interface PageScopeAnswers {
  selection: FilterSelection;
  hotelChainMode: boolean;
  summaryMode: boolean;
  types: FilterValuesResponse | undefined;
  channels: FilterValuesResponse | undefined;
  countries: FilterValuesResponse | undefined;
  /** Asked for only where `needsAvailableProperties` holds. */
  properties: FilterValuesResponse | undefined;
}

function single<T>(selected: readonly T[] | undefined, available: readonly { id: T }[]): T | null {
  if (selected && selected.length > 0) return selected.length === 1 ? selected[0]! : null;
  return available.length === 1 ? available[0]!.id : null;
}

function available(options: { availableValues: Parameter[] } | undefined) {
  return optionsWithId(options?.availableValues ?? []);
}

/** Whether the page needs the properties available, given the property types' answer. */
export function pageNeedsProperties(
  selection: FilterSelection,
  types: FilterValuesResponse | undefined,
): boolean {
  return needsAvailableProperties(selection, available(types).length);
}

/**
 * The page level and what it loads, from the selection and, for datasets with nothing selected,
 * the options available under it (an empty selection means all of them to the server). Pure, so
 * the route's prefetch decides exactly as the page does.
 */
export function readyPageScope(answers: PageScopeAnswers): ReadyPageScope {
  const { selection } = answers;
  const typeOptions = available(answers.types);
  const needsProperties = pageNeedsProperties(selection, answers.types);
  const propertyOptions = available(answers.properties) as { id: number }[];
  const channelOptions = available(answers.channels) as { id: number }[];
  const scope: WidgetLoadScope = {
    summaryMode: answers.summaryMode,
    hotelChainMode: answers.hotelChainMode,
    countries: effectiveCount(selection.country ?? [], available(answers.countries)),
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
    hotelChainMode: answers.hotelChainMode,
    propertyType: single(selection.property_type, typeOptions as { id: string }[]),
    propertyId: single(selection.property, propertyOptions),
    channelId: scope.channelId,
  };
}
