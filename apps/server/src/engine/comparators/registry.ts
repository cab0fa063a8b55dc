import type { CharacteristicType } from '@lens/domain';
import { compareAddress } from './address.ts';
import { compareAmenities } from './amenities.ts';
import { compareCategory, compareCuisine, compareStarRating } from './classification.ts';
import { compareEmail, compareFax, comparePhone } from './contact.ts';
import { compareDescription } from './description.ts';
import { compareGdsRates } from './gds-rates.ts';
import { compareGeoCoordinates } from './geo.ts';
import { compareHours } from './hours.ts';
import { compareBrand, compareName, compareShortName } from './identity.ts';
import { compareOrderLink, compareReservationLink, compareWebsite } from './links.ts';
import {
  compareMeetingRoomCapacity,
  compareMeetingRoomSize,
  compareMeetingRoomsCount,
} from './meeting-rooms.ts';
import { comparePhotos } from './photos.ts';
import type { Comparator } from './verdict.ts';

/** One comparator per characteristic; the type makes a new characteristic a compile error until it has one. */
export const COMPARATORS: Readonly<Record<CharacteristicType, Comparator>> = {
  NAME: compareName,
  SHORT_NAME: compareShortName,
  BRAND: compareBrand,
  ADDRESS: compareAddress,
  PHONE: comparePhone,
  FAX: compareFax,
  EMAIL: compareEmail,
  WEBSITE: compareWebsite,
  STAR_RATING: compareStarRating,
  CATEGORY: compareCategory,
  CUISINE: compareCuisine,
  DESCRIPTION: compareDescription,
  GEO_COORDINATES: compareGeoCoordinates,
  AMENITIES: compareAmenities,
  PHOTOS: comparePhotos,
  RESERVATION_LINK: compareReservationLink,
  ORDER_LINK: compareOrderLink,
  HOURS_OF_OPERATION: compareHours,
  MEETING_ROOMS_COUNT: compareMeetingRoomsCount,
  MEETING_ROOM_CAPACITY: compareMeetingRoomCapacity,
  MEETING_ROOM_SIZE: compareMeetingRoomSize,
  GDS_RATES: compareGdsRates,
};
