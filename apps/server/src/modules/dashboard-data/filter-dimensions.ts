import {
  characteristicById,
  characteristicId,
  defaultDateRange,
  DIAMOND_LISTING_OPTIONS,
  isCharacteristicType,
  isPropertyType,
  type FilterSelection,
  type ListFilterName,
} from '@lens/domain';
import { HttpError } from '../../http/error-handler.ts';
import type { DateRange } from './aggregates.queries.ts';
import { DIMENSION_NAMES, DIMENSIONS, type PairConditions } from './dimensions.ts';

export type DatasetName = Exclude<ListFilterName, 'view'>;

/** A dataset's selected values as its dimension's condition; names the field when one is unknown. */
function conditionOf(filter: DatasetName, values: ReadonlyArray<string | number>): unknown {
  if (filter === 'characteristic')
    return values.map((id) => {
      const type = characteristicById(Number(id));
      if (!type)
        throw new HttpError(400, `characteristic: ${id} is not a characteristic`, 'characteristic');
      return type;
    });
  if (filter === 'property_type') {
    const unknown = values.find((type) => !isPropertyType(String(type)));
    if (unknown !== undefined)
      throw new HttpError(400, `property_type: ${unknown} is not a property type`, 'property_type');
    return values;
  }
  if (filter === 'diamond_listing') {
    const tiers = DIAMOND_LISTING_OPTIONS.filter((option) => values.includes(option.id));
    // Both tiers selected is the same as none.
    return tiers.length === 1 ? tiers[0]!.diamond : undefined;
  }
  return values;
}

/**
 * A filter selection as aggregate conditions, through each dimension's filter and condition
 * (dashboard-data/dimensions.ts). `without` leaves one dataset out: an option is available when
 * data exists for it under all the *other* selected filters.
 */
export function pairConditions(
  selection: FilterSelection,
  without?: ListFilterName,
): PairConditions {
  const conditions: Record<string, unknown> = {};
  for (const name of DIMENSION_NAMES) {
    const { filter, condition } = DIMENSIONS[name];
    const values = selection[filter];
    if (filter === without || !values?.length) continue;
    const value = conditionOf(filter, values);
    if (value !== undefined) conditions[condition] = value;
  }
  return conditions as PairConditions;
}

/** An aggregate key as the filter option id the web knows it by. */
export function optionId(
  dataset: DatasetName,
  key: string | number | boolean | null,
): string | number | null {
  if (key === null) return null;
  if (dataset === 'characteristic')
    return typeof key === 'string' && isCharacteristicType(key) ? characteristicId(key) : null;
  if (dataset === 'diamond_listing')
    return DIAMOND_LISTING_OPTIONS.find((option) => option.diamond === key)!.id;
  return key as string | number;
}

/** The selection's dates, the default range filling what it leaves out. */
export function rangeOf(selection: FilterSelection, today: string): DateRange {
  const fallback = defaultDateRange(today);
  return {
    startDate: selection.startDate ?? fallback.startDate,
    endDate: selection.endDate ?? fallback.endDate,
  };
}
