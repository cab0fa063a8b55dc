import type { ViewScope } from '../../db/schema/views.ts';
import type { SqlParams } from './sql-params.ts';

/** The view a dashboard call is scoped to, as the aggregates need it. */
export interface ViewContext {
  id: number;
  clientId: number;
  scope: ViewScope;
  allSites: boolean;
}

/** A dashboard filter selection resolved to the dimensions pair states carry. */
export interface PairConditions {
  siteIds?: number[];
  siteGroupIds?: number[];
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
  diamond?: boolean;
  characteristics?: string[];
}

/** Conditions that only pair_states can answer; the rollups do not carry these dimensions. */
const STATE_ONLY: Array<
  'managementCompanyIds' | 'propertyIds' | 'cityIds' | 'subRegionIds' | 'regionIds' | 'languageIds'
> = ['managementCompanyIds', 'propertyIds', 'cityIds', 'subRegionIds', 'regionIds', 'languageIds'];

/**
 * Whether the rollups can answer for this view and selection: the view's scope and every filter
 * must be expressible in the rollup dimensions (channel, channel category, property type, brand,
 * chain through brand, country, diamond).
 */
export function rollupsCanAnswer(view: ViewContext, conditions: PairConditions): boolean {
  const scope = view.scope;
  if (scope.kind === 'LIST') return false;
  if (scope.kind === 'FILTER' && scope.managementCompanyIds?.length) return false;
  return STATE_ONLY.every((key) => !conditions[key]?.length);
}

/** The rollup tables one query reads, at one grain. */
export interface RollupTables {
  /** Without brand_id and country_id columns. */
  narrow: boolean;
  pairs: 'pair_rollups' | 'pair_site_rollups';
  previous: 'pair_prev_rollups' | 'pair_site_prev_rollups';
  characteristics: 'characteristic_rollups' | 'characteristic_site_rollups';
}

/**
 * The rollups to read: the narrow grain, summed over brand and country (a few hundred rows a
 * month for pairs, about 20,000 for characteristics, against 50,000 and 600,000 at bench scale),
 * unless the view, the selection or the breakdown (`by`) involves brand, chain or country. Both
 * grains take rollupConditions.
 */
export function rollupTables(
  view: ViewContext,
  conditions: PairConditions,
  by: readonly string[] = [],
): RollupTables {
  const scope: Pick<PairConditions, 'brandIds' | 'chainIds' | 'countryIds'> =
    view.scope.kind === 'FILTER' ? view.scope : {};
  const wide =
    [scope, conditions].some(
      (filter) =>
        !!filter.brandIds?.length || !!filter.chainIds?.length || !!filter.countryIds?.length,
    ) || by.some((dimension) => ['brand', 'chain', 'country'].includes(dimension));
  return wide
    ? {
        narrow: false,
        pairs: 'pair_rollups',
        previous: 'pair_prev_rollups',
        characteristics: 'characteristic_rollups',
      }
    : {
        narrow: true,
        pairs: 'pair_site_rollups',
        previous: 'pair_site_prev_rollups',
        characteristics: 'characteristic_site_rollups',
      };
}

/** WHERE conditions on pair_states `s` for a view and a selection. */
export function stateConditions(
  view: ViewContext,
  conditions: PairConditions,
  params: SqlParams,
): string[] {
  const where = [`s.client_id = ${params.add(view.clientId)}`];
  if (view.scope.kind !== 'ALL') {
    where.push(
      `s.property_id IN (SELECT property_id FROM view_properties WHERE view_id = ${params.add(view.id)})`,
    );
  }
  if (!view.allSites)
    where.push(
      `s.site_id IN (SELECT site_id FROM view_sites WHERE view_id = ${params.add(view.id)})`,
    );
  const any = (column: string, values: unknown[] | undefined, cast: string) => {
    if (values?.length) where.push(`s.${column} = ANY(${params.add(values)}::${cast}[])`);
  };
  any('site_id', conditions.siteIds, 'int');
  any('site_group_id', conditions.siteGroupIds, 'smallint');
  any('property_type', conditions.propertyTypes, 'text');
  any('brand_id', conditions.brandIds, 'int');
  any('chain_id', conditions.chainIds, 'int');
  any('management_company_id', conditions.managementCompanyIds, 'int');
  any('property_id', conditions.propertyIds, 'int');
  any('city_id', conditions.cityIds, 'int');
  any('sub_region_id', conditions.subRegionIds, 'int');
  any('region_id', conditions.regionIds, 'int');
  any('country_id', conditions.countryIds, 'int');
  if (conditions.languageIds?.length) {
    where.push(
      `s.property_id IN (SELECT property_id FROM property_languages WHERE language_id = ANY(${params.add(conditions.languageIds)}::int[]))`,
    );
  }
  if (conditions.diamond !== undefined) where.push(`s.diamond = ${params.add(conditions.diamond)}`);
  return where;
}

/** WHERE conditions on a rollup `r`; the caller checked rollupsCanAnswer first. */
export function rollupConditions(
  view: ViewContext,
  conditions: PairConditions,
  params: SqlParams,
): string[] {
  const where = [`r.client_id = ${params.add(view.clientId)}`];
  const scope = view.scope;
  const any = (column: string, values: unknown[] | undefined, cast: string) => {
    if (values?.length) where.push(`r.${column} = ANY(${params.add(values)}::${cast}[])`);
  };
  const chainBrands = (chainIds: number[]) =>
    where.push(
      `r.brand_id IN (SELECT id FROM brands WHERE chain_id = ANY(${params.add(chainIds)}::int[]))`,
    );
  if (scope.kind === 'FILTER') {
    any('property_type', scope.propertyTypes, 'text');
    any('brand_id', scope.brandIds, 'int');
    if (scope.chainIds?.length) chainBrands(scope.chainIds);
    any('country_id', scope.countryIds, 'int');
  }
  if (!view.allSites)
    where.push(
      `r.site_id IN (SELECT site_id FROM view_sites WHERE view_id = ${params.add(view.id)})`,
    );
  any('site_id', conditions.siteIds, 'int');
  any('site_group_id', conditions.siteGroupIds, 'smallint');
  any('property_type', conditions.propertyTypes, 'text');
  any('brand_id', conditions.brandIds, 'int');
  if (conditions.chainIds?.length) chainBrands(conditions.chainIds);
  any('country_id', conditions.countryIds, 'int');
  if (conditions.diamond !== undefined) where.push(`r.diamond = ${params.add(conditions.diamond)}`);
  return where;
}
