import type { GeographyType } from '@lens/contracts';

export const GEOGRAPHY_LABEL: Record<GeographyType, { one: string; many: string }> = {
  country: { one: 'country', many: 'countries' },
  region: { one: 'region', many: 'regions' },
  sub_region: { one: 'sub-region', many: 'sub-regions' },
  city: { one: 'city', many: 'cities' },
};

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
