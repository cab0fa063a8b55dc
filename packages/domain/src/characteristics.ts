/**
 * Characteristic types. The first sixteen are the product's characteristics; SHORT_NAME and
 * BRAND appear in notes and relabelling (docs/product-rules.md, "Audit details"); the meeting-room and GDS ones exist
 * for hotel-chain views.
 */
export const CHARACTERISTIC_LABELS = {
  NAME: 'Name',
  ADDRESS: 'Address',
  PHONE: 'Phone',
  WEBSITE: 'Website',
  FAX: 'Fax',
  EMAIL: 'Email',
  STAR_RATING: 'Star rating',
  CATEGORY: 'Category',
  DESCRIPTION: 'Description',
  GEO_COORDINATES: 'Geo Coordinates',
  AMENITIES: 'Amenities',
  PHOTOS: 'Photos',
  RESERVATION_LINK: 'Reservation link',
  ORDER_LINK: 'Order link',
  HOURS_OF_OPERATION: 'Hours of operation',
  CUISINE: 'Cuisine',
  SHORT_NAME: 'Short name',
  BRAND: 'Brand',
  MEETING_ROOMS_COUNT: 'Meeting rooms',
  MEETING_ROOM_CAPACITY: 'Meeting room capacity',
  MEETING_ROOM_SIZE: 'Meeting room size',
  GDS_RATES: 'GDS rates',
} as const;

export type CharacteristicType = keyof typeof CHARACTERISTIC_LABELS;
export const CHARACTERISTIC_TYPES = Object.keys(CHARACTERISTIC_LABELS) as CharacteristicType[];

export const MEETING_ROOM_CHARACTERISTICS: readonly CharacteristicType[] = [
  'MEETING_ROOMS_COUNT',
  'MEETING_ROOM_CAPACITY',
  'MEETING_ROOM_SIZE',
];

export function isCharacteristicType(value: string): value is CharacteristicType {
  return Object.hasOwn(CHARACTERISTIC_LABELS, value);
}

export function isMeetingRoomCharacteristic(type: string): boolean {
  return (MEETING_ROOM_CHARACTERISTICS as readonly string[]).includes(type);
}

/**
 * Filter values are integers (docs/product-rules.md, "Filters"), so each characteristic has a stable numeric id:
 * its 1-based position in CHARACTERISTIC_LABELS. New characteristics are only ever appended.
 */
export function characteristicId(type: CharacteristicType): number {
  return CHARACTERISTIC_TYPES.indexOf(type) + 1;
}

export function characteristicById(id: number): CharacteristicType | undefined {
  return CHARACTERISTIC_TYPES[id - 1];
}

/** The diamond_listing filter's two values. */
export const DIAMOND_LISTING_OPTIONS = [
  { id: 1, name: 'Diamond listings', diamond: true },
  { id: 2, name: 'Other listings', diamond: false },
] as const;
