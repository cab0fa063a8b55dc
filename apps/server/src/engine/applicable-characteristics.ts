import type { CharacteristicType, PropertyType } from '@lens/domain';
import type { ChannelProfile } from './types.ts';

/**
 * The general widget's order (result priority 1, 2...): identity and how to reach the property
 * first, then what it offers, then the hotel-chain extras.
 */
export const CHARACTERISTIC_ORDER: readonly CharacteristicType[] = [
  'NAME',
  'SHORT_NAME',
  'BRAND',
  'ADDRESS',
  'PHONE',
  'GEO_COORDINATES',
  'WEBSITE',
  'EMAIL',
  'FAX',
  'STAR_RATING',
  'CATEGORY',
  'CUISINE',
  'HOURS_OF_OPERATION',
  'RESERVATION_LINK',
  'ORDER_LINK',
  'DESCRIPTION',
  'AMENITIES',
  'PHOTOS',
  'MEETING_ROOMS_COUNT',
  'MEETING_ROOM_CAPACITY',
  'MEETING_ROOM_SIZE',
  'GDS_RATES',
];

const PRIORITY = new Map(CHARACTERISTIC_ORDER.map((type, index) => [type, index + 1]));

export function characteristicPriority(type: CharacteristicType): number {
  return PRIORITY.get(type) as number;
}

const COMMON: readonly CharacteristicType[] = [
  'NAME',
  'BRAND',
  'ADDRESS',
  'PHONE',
  'GEO_COORDINATES',
  'WEBSITE',
  'EMAIL',
  'CATEGORY',
  'DESCRIPTION',
  'AMENITIES',
  'PHOTOS',
  'RESERVATION_LINK',
];

/**
 * What each kind of property is audited on. Hotels have a star rating, a fax line, GDS and
 * meeting-room listings, and are booked by room rather than ordered from or visited by the hour;
 * restaurants have a cuisine, opening hours and order (delivery, takeaway) links; spas have hours.
 */
const BY_PROPERTY_TYPE: Readonly<Record<PropertyType, ReadonlySet<CharacteristicType>>> = {
  HOTEL: new Set([
    ...COMMON,
    'SHORT_NAME',
    'FAX',
    'STAR_RATING',
    'MEETING_ROOMS_COUNT',
    'MEETING_ROOM_CAPACITY',
    'MEETING_ROOM_SIZE',
    'GDS_RATES',
  ]),
  RESTAURANT: new Set([...COMMON, 'CUISINE', 'HOURS_OF_OPERATION', 'ORDER_LINK']),
  SPA: new Set([...COMMON, 'HOURS_OF_OPERATION']),
};

// Sites are few and reused for every audit: the intersection is computed once per site list.
const cache = new WeakMap<readonly CharacteristicType[], Map<PropertyType, CharacteristicType[]>>();

/**
 * The characteristics to audit: those that apply to the property type and that the channel
 * publishes, in display order.
 */
export function applicableCharacteristics(
  propertyType: PropertyType,
  channel: Pick<ChannelProfile, 'characteristics'>,
): readonly CharacteristicType[] {
  let byType = cache.get(channel.characteristics);
  if (!byType) {
    byType = new Map();
    cache.set(channel.characteristics, byType);
  }
  let applicable = byType.get(propertyType);
  if (!applicable) {
    const published = new Set(channel.characteristics);
    const forType = BY_PROPERTY_TYPE[propertyType];
    applicable = CHARACTERISTIC_ORDER.filter((type) => forType.has(type) && published.has(type));
    byType.set(propertyType, applicable);
  }
  return applicable;
}
