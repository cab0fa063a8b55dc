import type { PropertyType } from '@lens/domain';
import { textProfile, type TextProfile } from './description-diff.ts';
import { hasText } from './normalize-text.ts';
import {
  prepareAddress,
  prepareAmenities,
  prepareCuisine,
  prepareEmail,
  prepareHours,
  prepareLink,
  preparePhone,
  preparePoint,
  prepareRooms,
  prepareText,
  prepareWords,
  type PreparedAddress,
  type PreparedHours,
  type PreparedLink,
  type PreparedPhone,
  type PreparedPoint,
  type PreparedRoom,
  type PreparedTerms,
  type PreparedText,
  type PreparedWords,
} from './prepare-values.ts';
import type { Description, ReferenceProfile } from './types.ts';

export interface PreparedDescription {
  language: string;
  description: Description;
  profile: TextProfile;
}

/** The reference normalised once, then reused across every channel and monthly cycle. */
export interface PreparedReference {
  source: ReferenceProfile;
  propertyType: PropertyType;
  countryCode: string;
  name: PreparedText | null;
  shortName: PreparedText | null;
  brand: { name: PreparedText; code: string } | null;
  address: PreparedAddress | null;
  phone: PreparedPhone | null;
  fax: PreparedPhone | null;
  email: { raw: string; value: string } | null;
  website: PreparedLink | null;
  reservationLink: PreparedLink | null;
  orderLink: PreparedLink | null;
  category: PreparedWords | null;
  cuisine: PreparedTerms | null;
  hours: PreparedHours | null;
  coordinates: PreparedPoint | null;
  descriptions: PreparedDescription[];
  amenities: PreparedTerms | null;
  meetingRooms: PreparedRoom[];
}

export function prepareReference(reference: ReferenceProfile): PreparedReference {
  const country = reference.countryCode.toUpperCase();
  const brandName = prepareText(reference.brand?.name);
  return {
    source: reference,
    propertyType: reference.propertyType,
    countryCode: country,
    name: prepareText(reference.name),
    shortName: prepareText(reference.shortName),
    brand: brandName && { name: brandName, code: reference.brand?.code ?? '' },
    address: prepareAddress(reference.address, country),
    phone: preparePhone(reference.phone, country),
    fax: preparePhone(reference.fax, country),
    email: prepareEmail(reference.email),
    website: prepareLink(reference.website),
    reservationLink: prepareLink(reference.reservationLink),
    orderLink: prepareLink(reference.orderLink),
    category: prepareWords(reference.category),
    cuisine: prepareCuisine(reference.cuisine),
    hours: prepareHours(reference.hours),
    coordinates: preparePoint(reference.coordinates),
    descriptions: Object.entries(reference.descriptions ?? {})
      .filter(([, description]) => hasText(description.content))
      .map(([language, description]) => ({
        language,
        description,
        profile: textProfile(description.content),
      })),
    amenities: prepareAmenities(reference.amenities),
    meetingRooms: prepareRooms(reference.meetingRooms),
  };
}
