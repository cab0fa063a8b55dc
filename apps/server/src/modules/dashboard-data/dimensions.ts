import type { ListFilterName } from '@lens/domain';

/**
 * One row per dimension a figure can be filtered or broken down by. Every place that needs a
 * dimension's column, its filter, or which stored source carries it derives from this table, so a
 * new dimension is one entry here and a missing part of an entry does not compile
 * (docs/architecture.md, "Scores and the figures summed from them").
 */
interface DimensionSpec {
  /** The dataset of the filter panel that selects it. */
  filter: Exclude<ListFilterName, 'view'>;
  /** Where a selection of it sits in PairConditions. */
  condition: ConditionKey;
  /**
   * Its column on pair_states and property_rollups (alias `s`), or how it is reached: through
   * the property's languages, the audit results (characteristics), or the client's channel
   * groups (through the small group-to-channel mapping, joined on the channel).
   */
  state:
    | { column: string; cast: 'int' | 'smallint' | 'text' }
    | 'languages'
    | 'results'
    | 'tier'
    | 'channelGroups';
  /**
   * Its column on the pair and characteristic rollups (alias `r`), or null when they do not
   * carry it. `wide`: only the rollups keyed by brand and country carry it.
   */
  rollup:
    | {
        column: string;
        cast: 'int' | 'smallint' | 'text';
        wide: boolean;
        /** Its breakdown key where that is not the plain column. */
        key?: string;
        /** Reached through the brand's chain (the rollups carry the brand). */
        chainOfBrand?: true;
      }
    | 'tier'
    | 'channelGroups'
    | null;
  /** property_rollups (one row per property and month) can break figures down by it. */
  propertyLevel: boolean;
}

/** A dashboard filter selection resolved to the dimensions pair states carry. */
export interface PairConditions {
  channelIds?: number[];
  categoryIds?: number[];
  /** Channel groups of the view's client; a pair counts when its channel is in any of them. */
  channelGroupIds?: number[];
  propertyTypes?: string[];
  brandIds?: number[];
  chainIds?: number[];
  managementCompanyIds?: number[];
  propertyIds?: number[];
  cityIds?: number[];
  subRegionIds?: number[];
  regionIds?: number[];
  countryIds?: number[];
  languageIds?: number[];
  /** The listing tier: true for diamond listings, false for the others. */
  diamond?: boolean;
  characteristics?: string[];
}

type ConditionKey = keyof PairConditions;

const int = (column: string) => ({ column, cast: 'int' as const });

export const DIMENSIONS = {
  channel: {
    filter: 'site',
    condition: 'channelIds',
    state: int('channel_id'),
    rollup: { ...int('channel_id'), wide: false },
    propertyLevel: false,
  },
  category: {
    filter: 'site_group',
    condition: 'categoryIds',
    state: { column: 'category_id', cast: 'smallint' },
    rollup: { column: 'category_id', cast: 'smallint', wide: false },
    propertyLevel: false,
  },
  // A channel may sit in several groups: broken down by group, it counts in each of them.
  channel_group: {
    filter: 'channel_group',
    condition: 'channelGroupIds',
    state: 'channelGroups',
    rollup: 'channelGroups',
    propertyLevel: false,
  },
  property_type: {
    filter: 'property_type',
    condition: 'propertyTypes',
    state: { column: 'property_type', cast: 'text' },
    rollup: { column: 'property_type', cast: 'text', wide: false },
    propertyLevel: true,
  },
  brand: {
    filter: 'brand',
    condition: 'brandIds',
    state: int('brand_id'),
    // Brandless properties sit under brand 0 in the rollups (a key column cannot be null).
    rollup: { ...int('brand_id'), wide: true, key: 'nullif(r.brand_id, 0)' },
    propertyLevel: true,
  },
  chain: {
    filter: 'chain',
    condition: 'chainIds',
    state: int('chain_id'),
    // A subquery per rollup row cost 300 ms over a month of the bench's rollups: joined instead.
    rollup: { ...int('brand_id'), wide: true, key: 'rb.chain_id', chainOfBrand: true },
    propertyLevel: true,
  },
  management_company: {
    filter: 'management_company',
    condition: 'managementCompanyIds',
    state: int('management_company_id'),
    rollup: null,
    propertyLevel: true,
  },
  property: {
    filter: 'property',
    condition: 'propertyIds',
    state: int('property_id'),
    rollup: null,
    propertyLevel: true,
  },
  city: {
    filter: 'city',
    condition: 'cityIds',
    state: int('city_id'),
    rollup: null,
    propertyLevel: true,
  },
  sub_region: {
    filter: 'sub_region',
    condition: 'subRegionIds',
    state: int('sub_region_id'),
    rollup: null,
    propertyLevel: true,
  },
  region: {
    filter: 'region',
    condition: 'regionIds',
    state: int('region_id'),
    rollup: null,
    propertyLevel: true,
  },
  country: {
    filter: 'country',
    condition: 'countryIds',
    state: int('country_id'),
    rollup: { ...int('country_id'), wide: true },
    propertyLevel: true,
  },
  diamond: {
    filter: 'diamond_listing',
    condition: 'diamond',
    state: 'tier',
    rollup: 'tier',
    propertyLevel: false,
  },
  language: {
    filter: 'language',
    condition: 'languageIds',
    state: 'languages',
    rollup: null,
    propertyLevel: true,
  },
  characteristic: {
    filter: 'characteristic',
    condition: 'characteristics',
    state: 'results',
    rollup: { column: 'characteristic', cast: 'text', wide: false },
    propertyLevel: false,
  },
} as const satisfies Record<string, DimensionSpec>;

/** What a figure can be broken down by. */
export type Dimension = keyof typeof DIMENSIONS;

export const DIMENSION_NAMES = Object.keys(DIMENSIONS) as Dimension[];

// Each filter dataset and each selection condition belongs to one dimension: a dataset or a
// condition left without one makes these two lines fail to compile.
type Covered<K extends keyof DimensionSpec> = (typeof DIMENSIONS)[Dimension][K];
type Nothing<T> = [T] extends [never] ? true : false;
export const everyFilterHasADimension: Nothing<
  Exclude<Exclude<ListFilterName, 'view'>, Covered<'filter'>>
> = true;
export const everyConditionHasADimension: Nothing<Exclude<ConditionKey, Covered<'condition'>>> =
  true;

/** The dimension a filter dataset selects. */
export const DIMENSION_OF = Object.fromEntries(
  DIMENSION_NAMES.map((name) => [DIMENSIONS[name].filter, name]),
) as Record<Exclude<ListFilterName, 'view'>, Dimension>;

/** The dimensions a selection uses, by their conditions. */
export function selectedDimensions(conditions: PairConditions): Dimension[] {
  return DIMENSION_NAMES.filter((name) => {
    const value = conditions[DIMENSIONS[name].condition];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
}
