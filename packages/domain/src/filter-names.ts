/**
 * The filter datasets: the sixteen the dashboard has always filtered by, and `channel_group`, the
 * channel groups a client defines (docs/product-rules.md, "Channel groups"). `date` is one
 * dataset carried in the URL and in queries as two names, `startDate` and `endDate`.
 */
export const LIST_FILTER_NAMES = [
  'view',
  'management_company',
  'chain',
  'brand',
  'property_type',
  'property',
  'site_group',
  'channel_group',
  'site',
  'characteristic',
  'city',
  'region',
  'sub_region',
  'country',
  'language',
  'diamond_listing',
] as const;

export type ListFilterName = (typeof LIST_FILTER_NAMES)[number];

export const DATE_FILTER_NAMES = ['startDate', 'endDate'] as const;
export type DateFilterName = (typeof DATE_FILTER_NAMES)[number];

export const DATASET_NAMES = ['date', ...LIST_FILTER_NAMES] as const;
export type DatasetName = (typeof DATASET_NAMES)[number];

/** Every name that may appear in a filter URL or a filter query string. */
export const URL_FILTER_NAMES = [...DATE_FILTER_NAMES, ...LIST_FILTER_NAMES] as const;
export type UrlFilterName = (typeof URL_FILTER_NAMES)[number];

export function isListFilterName(name: string): name is ListFilterName {
  return (LIST_FILTER_NAMES as readonly string[]).includes(name);
}

export function isUrlFilterName(name: string): name is UrlFilterName {
  return (URL_FILTER_NAMES as readonly string[]).includes(name);
}

/** What each list filter is called on screen, in documents and in exported files. */
export const LIST_FILTER_TITLES: Readonly<Record<ListFilterName, string>> = {
  view: 'View',
  property_type: 'Property type',
  site_group: 'Channel category',
  channel_group: 'Channel group',
  site: 'Channel',
  characteristic: 'Characteristic',
  brand: 'Brand',
  chain: 'Chain',
  management_company: 'Management company',
  property: 'Property',
  country: 'Country',
  region: 'Region',
  sub_region: 'Sub-region',
  city: 'City',
  language: 'Language',
  diamond_listing: 'Diamond listing',
};
