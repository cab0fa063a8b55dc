import type { CharacteristicType } from '@lens/domain';

/**
 * The product's channel catalog: every channel ListingLens audits, with its fixed id, its category
 * (1-24) and the characteristics it publishes (and so can be audited on). Ids 104, 107, 120 and 81
 * are the rich-content channels whose content score the dashboard shows. Catalog data, not demo data:
 * it is written on every start.
 */
export interface CatalogChannel {
  id: number;
  name: string;
  categoryId: number;
  icon: string;
  essential?: boolean;
  characteristics: readonly CharacteristicType[];
}

const NAP: CharacteristicType[] = ['NAME', 'ADDRESS', 'PHONE'];
const MAPS: CharacteristicType[] = [
  ...NAP,
  'WEBSITE',
  'CATEGORY',
  'GEO_COORDINATES',
  'HOURS_OF_OPERATION',
  'DESCRIPTION',
  'PHOTOS',
  'AMENITIES',
  'RESERVATION_LINK',
  'ORDER_LINK',
  'CUISINE',
  'STAR_RATING',
];
const OTA: CharacteristicType[] = [
  ...NAP,
  'EMAIL',
  'STAR_RATING',
  'DESCRIPTION',
  'GEO_COORDINATES',
  'AMENITIES',
  'PHOTOS',
  'BRAND',
];
const META: CharacteristicType[] = [
  'NAME',
  'ADDRESS',
  'STAR_RATING',
  'GEO_COORDINATES',
  'PHOTOS',
  'AMENITIES',
  'WEBSITE',
];
const REVIEW: CharacteristicType[] = [
  ...NAP,
  'WEBSITE',
  'GEO_COORDINATES',
  'CATEGORY',
  'DESCRIPTION',
  'PHOTOS',
  'AMENITIES',
  'HOURS_OF_OPERATION',
  'CUISINE',
];
const SOCIAL: CharacteristicType[] = [
  ...NAP,
  'WEBSITE',
  'EMAIL',
  'HOURS_OF_OPERATION',
  'DESCRIPTION',
  'PHOTOS',
  'CATEGORY',
];
// GDS screens show the chain's short name in place of the name.
const GDS: CharacteristicType[] = [
  'SHORT_NAME',
  'ADDRESS',
  'PHONE',
  'FAX',
  'EMAIL',
  'STAR_RATING',
  'GEO_COORDINATES',
  'AMENITIES',
  'DESCRIPTION',
  'BRAND',
  'GDS_RATES',
];
const MEETING: CharacteristicType[] = [
  ...NAP,
  'EMAIL',
  'WEBSITE',
  'DESCRIPTION',
  'PHOTOS',
  'GEO_COORDINATES',
  'MEETING_ROOMS_COUNT',
  'MEETING_ROOM_CAPACITY',
  'MEETING_ROOM_SIZE',
];
const DINING: CharacteristicType[] = [
  ...NAP,
  'WEBSITE',
  'CUISINE',
  'HOURS_OF_OPERATION',
  'DESCRIPTION',
  'PHOTOS',
  'RESERVATION_LINK',
  'GEO_COORDINATES',
];
const DELIVERY: CharacteristicType[] = [
  ...NAP,
  'CUISINE',
  'HOURS_OF_OPERATION',
  'ORDER_LINK',
  'PHOTOS',
];
const SPA: CharacteristicType[] = [
  ...NAP,
  'WEBSITE',
  'EMAIL',
  'HOURS_OF_OPERATION',
  'DESCRIPTION',
  'PHOTOS',
  'RESERVATION_LINK',
  'AMENITIES',
];
const DIRECTORY: CharacteristicType[] = [
  ...NAP,
  'FAX',
  'WEBSITE',
  'EMAIL',
  'CATEGORY',
  'HOURS_OF_OPERATION',
  'GEO_COORDINATES',
];
const NAVIGATION: CharacteristicType[] = [...NAP, 'GEO_COORDINATES', 'HOURS_OF_OPERATION'];
const VOICE: CharacteristicType[] = [...NAP, 'HOURS_OF_OPERATION', 'WEBSITE'];
const CORPORATE: CharacteristicType[] = [
  ...NAP,
  'STAR_RATING',
  'AMENITIES',
  'GEO_COORDINATES',
  'BRAND',
];

export const CHANNEL_CATALOG: readonly CatalogChannel[] = [
  {
    id: 104,
    name: 'Google',
    categoryId: 1,
    icon: 'google',
    essential: true,
    characteristics: MAPS,
  },
  {
    id: 105,
    name: 'Bing Places',
    categoryId: 1,
    icon: 'bing',
    essential: true,
    characteristics: MAPS,
  },
  {
    id: 106,
    name: 'Apple Maps',
    categoryId: 1,
    icon: 'apple',
    essential: true,
    characteristics: MAPS,
  },
  {
    id: 107,
    name: 'Booking.com',
    categoryId: 2,
    icon: 'booking',
    essential: true,
    characteristics: OTA,
  },
  {
    id: 120,
    name: 'Expedia',
    categoryId: 2,
    icon: 'expedia',
    essential: true,
    characteristics: OTA,
  },
  { id: 121, name: 'Hotels.com', categoryId: 2, icon: 'hotels-com', characteristics: OTA },
  { id: 122, name: 'Agoda', categoryId: 2, icon: 'agoda', characteristics: OTA },
  { id: 123, name: 'Trip.com', categoryId: 2, icon: 'trip-com', characteristics: OTA },
  { id: 124, name: 'HRS', categoryId: 2, icon: 'hrs', characteristics: OTA },
  { id: 126, name: 'Priceline', categoryId: 2, icon: 'priceline', characteristics: OTA },
  { id: 130, name: 'Trivago', categoryId: 3, icon: 'trivago', characteristics: META },
  { id: 131, name: 'Kayak', categoryId: 3, icon: 'kayak', characteristics: META },
  { id: 132, name: 'Skyscanner', categoryId: 3, icon: 'skyscanner', characteristics: META },
  {
    id: 81,
    name: 'Tripadvisor',
    categoryId: 4,
    icon: 'tripadvisor',
    essential: true,
    characteristics: REVIEW,
  },
  { id: 82, name: 'Yelp', categoryId: 4, icon: 'yelp', characteristics: REVIEW },
  { id: 83, name: 'Foursquare', categoryId: 4, icon: 'foursquare', characteristics: REVIEW },
  { id: 84, name: 'HolidayCheck', categoryId: 4, icon: 'holidaycheck', characteristics: REVIEW },
  {
    id: 90,
    name: 'Facebook',
    categoryId: 5,
    icon: 'facebook',
    essential: true,
    characteristics: SOCIAL,
  },
  { id: 91, name: 'Instagram', categoryId: 5, icon: 'instagram', characteristics: SOCIAL },
  { id: 60, name: 'Amadeus', categoryId: 6, icon: 'amadeus', characteristics: GDS },
  { id: 61, name: 'Sabre', categoryId: 6, icon: 'sabre', characteristics: GDS },
  { id: 62, name: 'Travelport Galileo', categoryId: 6, icon: 'travelport', characteristics: GDS },
  { id: 63, name: 'Travelport Worldspan', categoryId: 6, icon: 'travelport', characteristics: GDS },
  { id: 70, name: 'Cvent', categoryId: 7, icon: 'cvent', characteristics: MEETING },
  {
    id: 72,
    name: 'MeetingPackage',
    categoryId: 7,
    icon: 'meetingpackage',
    characteristics: MEETING,
  },
  { id: 73, name: 'EventUp', categoryId: 7, icon: 'eventup', characteristics: MEETING },
  { id: 71, name: 'Groups360', categoryId: 8, icon: 'groups360', characteristics: MEETING },
  {
    id: 75,
    name: 'HotelPlanner Groups',
    categoryId: 8,
    icon: 'hotelplanner',
    characteristics: MEETING,
  },
  { id: 140, name: 'OpenTable', categoryId: 9, icon: 'opentable', characteristics: DINING },
  { id: 141, name: 'TheFork', categoryId: 9, icon: 'thefork', characteristics: DINING },
  { id: 142, name: 'Resy', categoryId: 9, icon: 'resy', characteristics: DINING },
  { id: 143, name: 'SevenRooms', categoryId: 9, icon: 'sevenrooms', characteristics: DINING },
  { id: 150, name: 'Uber Eats', categoryId: 10, icon: 'uber-eats', characteristics: DELIVERY },
  { id: 151, name: 'Deliveroo', categoryId: 10, icon: 'deliveroo', characteristics: DELIVERY },
  { id: 152, name: 'DoorDash', categoryId: 10, icon: 'doordash', characteristics: DELIVERY },
  { id: 160, name: 'Mindbody', categoryId: 11, icon: 'mindbody', characteristics: SPA },
  { id: 161, name: 'Treatwell', categoryId: 11, icon: 'treatwell', characteristics: SPA },
  { id: 162, name: 'Spafinder', categoryId: 11, icon: 'spafinder', characteristics: SPA },
  {
    id: 170,
    name: 'Yellow Pages',
    categoryId: 12,
    icon: 'yellow-pages',
    characteristics: DIRECTORY,
  },
  { id: 171, name: 'Hotfrog', categoryId: 12, icon: 'hotfrog', characteristics: DIRECTORY },
  { id: 180, name: 'Amazon Alexa', categoryId: 13, icon: 'alexa', characteristics: VOICE },
  { id: 111, name: 'HERE WeGo', categoryId: 14, icon: 'here', characteristics: NAVIGATION },
  { id: 112, name: 'TomTom', categoryId: 14, icon: 'tomtom', characteristics: NAVIGATION },
  { id: 113, name: 'Waze', categoryId: 14, icon: 'waze', characteristics: NAVIGATION },
  { id: 125, name: 'Hotelbeds', categoryId: 15, icon: 'hotelbeds', characteristics: OTA },
  { id: 200, name: 'SAP Concur', categoryId: 18, icon: 'concur', characteristics: CORPORATE },
  { id: 201, name: 'Navan', categoryId: 18, icon: 'navan', characteristics: CORPORATE },
  { id: 191, name: 'Data Axle', categoryId: 24, icon: 'data-axle', characteristics: DIRECTORY },
  {
    id: 192,
    name: 'Neustar Localeze',
    categoryId: 24,
    icon: 'localeze',
    characteristics: DIRECTORY,
  },
];

export const MEETING_ROOM_CONFIGURATION_CATALOG = [
  { code: 'THEATRE', name: 'Theatre' },
  { code: 'CLASSROOM', name: 'Classroom' },
  { code: 'BANQUET', name: 'Banquet' },
  { code: 'U_SHAPE', name: 'U-shape' },
  { code: 'BOARDROOM', name: 'Boardroom' },
  { code: 'RECEPTION', name: 'Reception' },
] as const;

export const LANGUAGE_CATALOG = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'nl', name: 'Dutch' },
  { code: 'ja', name: 'Japanese' },
  { code: 'zh', name: 'Chinese' },
  { code: 'ar', name: 'Arabic' },
] as const;
