import { isPropertyType, type PropertyType } from './property-types.ts';

/**
 * The channel categories ("site groups", ids 1-24; docs/glossary.md). Colours reach at least
 * 4.5:1 contrast on white so they can colour text as well as chart marks; icon keys are mapped to
 * icons by the web app.
 */
export type ChannelCategory = { id: number; name: string; color: string; icon: string };

export const CHANNEL_CATEGORIES = [
  { id: 1, name: 'Search engines & maps', color: '#1c70c5', icon: 'map' },
  { id: 2, name: 'Online travel agencies', color: '#23610e', icon: 'suitcase' },
  { id: 3, name: 'Metasearch', color: '#da1f1f', icon: 'compare' },
  { id: 4, name: 'Review sites', color: '#9b167a', icon: 'star' },
  { id: 5, name: 'Social networks', color: '#737310', icon: 'share' },
  { id: 6, name: 'GDS', color: '#0e604c', icon: 'terminal' },
  { id: 7, name: 'Meeting & event platforms', color: '#9443e4', icon: 'presentation' },
  { id: 8, name: 'Group booking', color: '#953515', icon: 'users' },
  { id: 9, name: 'Restaurant reservations', color: '#128112', icon: 'utensils' },
  { id: 10, name: 'Food delivery', color: '#1d47c8', icon: 'delivery' },
  { id: 11, name: 'Spa & wellness booking', color: '#d21e78', icon: 'spa' },
  { id: 12, name: 'Local directories', color: '#485b0d', icon: 'directory' },
  { id: 13, name: 'Voice assistants', color: '#127c7c', icon: 'microphone' },
  { id: 14, name: 'Navigation apps', color: '#8819ae', icon: 'navigation' },
  { id: 15, name: 'Wholesalers / bed banks', color: '#a45e17', icon: 'warehouse' },
  { id: 16, name: 'Vacation rentals', color: '#0e6223', icon: 'house' },
  { id: 17, name: 'Airline partners', color: '#5d5de8', icon: 'plane' },
  { id: 18, name: 'Corporate travel tools', color: '#a5183b', icon: 'briefcase' },
  { id: 19, name: 'Tour operators', color: '#477c12', icon: 'bus' },
  { id: 20, name: 'Loyalty partners', color: '#115b74', icon: 'award' },
  { id: 21, name: 'Destination marketing', color: '#c01bc0', icon: 'landmark' },
  { id: 22, name: 'Wedding venues', color: '#68510f', icon: 'rings' },
  { id: 23, name: 'Gift cards / vouchers', color: '#127f49', icon: 'gift' },
  { id: 24, name: 'Data aggregators', color: '#5729e0', icon: 'database' },
] as const satisfies readonly ChannelCategory[];

export type ChannelCategoryId = (typeof CHANNEL_CATEGORIES)[number]['id'];
export type ChannelCategoryIcon = (typeof CHANNEL_CATEGORIES)[number]['icon'];

export function channelCategory(id: number): ChannelCategory | undefined {
  return CHANNEL_CATEGORIES.find((category) => category.id === id);
}

/**
 * "Channel category order depends on property type (restaurant, spa, hotel)": each type leads with
 * the channels its guests book and find it through; the rest follow so every id has a place.
 */
export const CHANNEL_CATEGORY_ORDER: Readonly<Record<PropertyType, readonly ChannelCategoryId[]>> =
  {
    HOTEL: [1, 2, 3, 6, 4, 7, 8, 14, 13, 12, 5, 24, 15, 18, 17, 19, 16, 20, 21, 22, 9, 11, 10, 23],
    RESTAURANT: [
      9, 10, 1, 4, 14, 13, 12, 5, 24, 23, 21, 22, 7, 8, 3, 2, 11, 20, 19, 6, 15, 16, 17, 18,
    ],
    SPA: [11, 1, 4, 14, 13, 12, 5, 23, 24, 20, 21, 22, 2, 3, 9, 10, 7, 8, 19, 6, 15, 16, 17, 18],
  };

/** "unknown ids sort last at 100". */
export const UNKNOWN_CHANNEL_CATEGORY_RANK = 100;

/**
 * The 1-based position of a category for a property type. Without a known property type (the
 * overview mixes them) the hotel order applies, hotels being the product's main audience.
 */
export function channelCategoryRank(propertyType: string | null | undefined, id: number): number {
  const type = propertyType != null && isPropertyType(propertyType) ? propertyType : 'HOTEL';
  const index = (CHANNEL_CATEGORY_ORDER[type] as readonly number[]).indexOf(id);
  return index < 0 ? UNKNOWN_CHANNEL_CATEGORY_RANK : index + 1;
}

/** Sorts by rank; ties (unknown ids, including non-numeric ones) keep their given order. */
export function sortChannelCategories<T extends { id: number | string }>(
  propertyType: string | null | undefined,
  items: readonly T[],
): T[] {
  const rank = (id: number | string) => channelCategoryRank(propertyType, Number(id));
  return items.toSorted((a, b) => rank(a.id) - rank(b.id));
}
