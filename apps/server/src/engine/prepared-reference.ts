import type { PropertyType } from '@lens/domain';
import { prepareCategory, type PreparedCategory } from './category-terms.ts';
import { textProfile, type TextProfile } from './description-diff.ts';
import { knownBrand, type KnownBrand } from './hotel-brands.ts';
import { nameSetting, prepareName, type PreparedName } from './name-tokens.ts';
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
  type PreparedAddress,
  type PreparedHours,
  type PreparedLink,
  type PreparedPhone,
  type PreparedPoint,
  type PreparedRoom,
  type PreparedTerms,
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
  name: PreparedName | null;
  shortName: PreparedName | null;
  brand: { name: PreparedName; code: string; known: KnownBrand | null } | null;
  address: PreparedAddress | null;
  phone: PreparedPhone | null;
  fax: PreparedPhone | null;
  email: { raw: string; value: string } | null;
  website: PreparedLink | null;
  reservationLink: PreparedLink | null;
  orderLink: PreparedLink | null;
  category: PreparedCategory | null;
  cuisine: PreparedTerms | null;
  hours: PreparedHours | null;
  coordinates: PreparedPoint | null;
  descriptions: PreparedDescription[];
  amenities: PreparedTerms | null;
  meetingRooms: PreparedRoom[];
}

export function prepareReference(reference: ReferenceProfile): PreparedReference {
  const country = reference.countryCode.toUpperCase();
  const brandName = prepareName(reference.brand?.name);
  const names = nameSetting(reference.name, reference.brand?.name, reference.address?.city);
  return {
    source: reference,
    propertyType: reference.propertyType,
    countryCode: country,
    name: prepareName(reference.name, names),
    shortName: prepareName(reference.shortName, names),
    brand: brandName && {
      name: brandName,
      code: reference.brand?.code ?? '',
      known: knownBrand(brandName.raw),
    },
    address: prepareAddress(reference.address, country),
    phone: preparePhone(reference.phone, country),
    fax: preparePhone(reference.fax, country),
    email: prepareEmail(reference.email),
    website: prepareLink(reference.website),
    reservationLink: prepareLink(reference.reservationLink),
    orderLink: prepareLink(reference.orderLink),
    category: prepareCategory(reference.category),
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
