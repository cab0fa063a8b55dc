/**
 * Characteristic types. The first sixteen carry the labels of SPEC.md section 3; SHORT_NAME and
 * BRAND appear in notes and relabelling (SPEC.md section 5); the meeting-room and GDS ones exist
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
