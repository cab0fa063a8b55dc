import {
  characteristicById,
  characteristicId,
  DIAMOND_LISTING_OPTIONS,
  isCharacteristicType,
  isPropertyType,
  type FilterSelection,
  type ListFilterName,
} from '@lens/domain';
import { HttpError } from '../../http/error-handler.ts';
import type { Dimension } from '../dashboard-data/aggregates.queries.ts';
import type { PairConditions } from '../dashboard-data/pair-scope.queries.ts';

export type DatasetName = Exclude<ListFilterName, 'view'>;

/** The aggregate dimension each filter dataset breaks figures down by. */
export const DIMENSION_OF: Record<DatasetName, Dimension> = {
  management_company: 'management_company',
  chain: 'chain',
  brand: 'brand',
  property_type: 'property_type',
  property: 'property',
  site_group: 'site_group',
  site: 'site',
  characteristic: 'characteristic',
  city: 'city',
  region: 'region',
  sub_region: 'sub_region',
  country: 'country',
  language: 'language',
  diamond_listing: 'diamond',
};

/**
 * A filter selection as aggregate conditions. `without` leaves one dataset out: an option is
 * available when data exists for it under all the *other* selected filters.
 */
export function pairConditions(
  selection: FilterSelection,
  without?: ListFilterName,
): PairConditions {
  const pick = <K extends ListFilterName>(name: K) =>
    name === without ? undefined : selection[name];
  const characteristics = pick('characteristic')?.map((id) => {
    const type = characteristicById(id);
    if (!type)
      throw new HttpError(400, `characteristic: ${id} is not a characteristic`, 'characteristic');
    return type;
  });
  const propertyTypes = pick('property_type');
  const unknownType = propertyTypes?.find((type) => !isPropertyType(type));
  if (unknownType)
    throw new HttpError(
      400,
      `property_type: ${unknownType} is not a property type`,
      'property_type',
    );
  const diamondIds = pick('diamond_listing');
  const diamondOptions = DIAMOND_LISTING_OPTIONS.filter((option) =>
    diamondIds?.includes(option.id),
  );
  return {
    siteIds: pick('site'),
    siteGroupIds: pick('site_group'),
    propertyTypes,
    brandIds: pick('brand'),
    chainIds: pick('chain'),
    managementCompanyIds: pick('management_company'),
    propertyIds: pick('property'),
    cityIds: pick('city'),
    subRegionIds: pick('sub_region'),
    regionIds: pick('region'),
    countryIds: pick('country'),
    languageIds: pick('language'),
    // Both tiers selected is the same as none.
    diamond: diamondOptions.length === 1 ? diamondOptions[0]!.diamond : undefined,
    characteristics,
  };
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
