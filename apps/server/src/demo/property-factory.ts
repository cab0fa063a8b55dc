import type { ReferenceRecord } from '@lens/contracts';
import { newAddress } from './addresses.ts';
import type { Segment } from './brands.ts';
import { cityNameIn } from './city.ts';
import type { ClientDefinition } from './client-definitions.ts';
import { scatter } from './coordinates.ts';
import { countryOf, DESCRIPTION_LANGUAGES, type DescriptionLanguage } from './countries.ts';
import type { DescriptionSubject } from './descriptions.ts';
import { largestCapacity, MEETING_ODDS, meetingRooms } from './meeting-rooms.ts';
import { localNumber, phoneFormats } from './phones.ts';
import type { PropertySlot } from './portfolio-layout.ts';
import { outletAmenities, restaurantHours, spaHours } from './outlet-content.ts';
import { hotelAmenities, hotelCategory, roomCount, starRating } from './property-content.ts';
import { deriveVersion, describe, type DemoProperty } from './property-version.ts';
import { mixSeed, Random } from './random.ts';
import { slug } from './strings.ts';

function languagesOf(slot: PropertySlot, segment: Segment | null): DescriptionLanguage[] {
  const country = countryOf(slot.city.countryCode);
  const languages: DescriptionLanguage[] = ['en'];
  const add = (language: string) => {
    const known = DESCRIPTION_LANGUAGES.find((candidate) => candidate === language);
    if (known && !languages.includes(known)) languages.push(known);
  };
  add(slot.city.language ?? country.language);
  // Every property writes for a second audience; upscale hotels for a third.
  if (languages.length < 2 || segment === 'LUXURY' || segment === 'UPSCALE') {
    add(country.extraLanguage);
  }
  return languages;
}

export function websiteOf(slot: PropertySlot, name: string, domain: string): string {
  const city = slug(cityNameIn(slot.city, 'en'));
  if (slot.type === 'HOTEL') {
    return `https://www.${domain}/${slug(countryOf(slot.city.countryCode).name)}/${city}/${slug(name)}`;
  }
  return `https://www.${domain}/${slot.type === 'RESTAURANT' ? 'dining' : 'spa'}/${city}/${slug(name)}`;
}

export function emailOf(slot: PropertySlot, domain: string): string {
  const desk = slot.type === 'HOTEL' ? 'reservations' : slot.type === 'SPA' ? 'spa' : 'dining';
  return `${desk}.${slot.code.toLowerCase()}@${domain}`;
}

/** GDS terminals show names of at most this many characters. */
const GDS_NAME_LENGTH = 30;

/**
 * The name the chain sends to the GDS: the name itself when it fits, else brand and city, else
 * the name cut at a word boundary.
 */
export function shortNameOf(slot: PropertySlot, name: string, brandName: string | null): string {
  if (name.length <= GDS_NAME_LENGTH) return name;
  const brandCity = `${brandName ?? ''} ${cityNameIn(slot.city, 'en')}`.trim();
  if (brandName && brandCity.length <= GDS_NAME_LENGTH) return brandCity;
  let short = '';
  for (const word of name.split(' ')) {
    if (`${short} ${word}`.trim().length > GDS_NAME_LENGTH) break;
    short = `${short} ${word}`.trim();
  }
  return short || name.slice(0, GDS_NAME_LENGTH);
}

/**
 * Version 1 of a property's reference data, true from `validFrom`. Restaurants and spas in a
 * hotel share its address and pin, so the hotel must be built first and passed as `parent`.
 */
export function buildProperty(
  client: ClientDefinition,
  slot: PropertySlot,
  seed: number,
  validFrom: string,
  parent: DemoProperty | null,
): DemoProperty {
  const random = new Random(seed);
  const { city, type, brand } = slot;
  const country = countryOf(city.countryCode);
  const segment = type === 'HOTEL' ? (brand?.segment ?? 'UPSCALE') : null;
  const resort = brand?.resort ?? false;
  const guestRooms = segment ? roomCount(segment, client.houseNames != null, random) : 0;
  const rooms =
    segment && random.chance(MEETING_ODDS[segment])
      ? meetingRooms(segment, guestRooms, random)
      : null;
  const delivers = type === 'RESTAURANT' && parent == null && random.chance(0.5);
  const amenities = segment
    ? hotelAmenities(segment, city.setting, resort, rooms != null, random)
    : outletAmenities(type === 'SPA' ? 'SPA' : 'RESTAURANT', delivers, random);
  if (slot.hostsRestaurant && !amenities.includes('Restaurant')) amenities.push('Restaurant');
  if (slot.hostsSpa && !amenities.includes('Spa')) amenities.push('Spa');
  const domain = slot.brand?.domain ?? parent?.domain ?? client.domain;
  const parentRecord = parent?.versions[0]?.record;
  const subject: DescriptionSubject = {
    type,
    name: slot.name,
    city,
    neighbourhood: slot.neighbourhood,
    segment,
    resort,
    rooms: guestRooms,
    amenities,
    meetingRooms: rooms?.length ?? 0,
    meetingCapacity: rooms ? largestCapacity(rooms) : 0,
    cuisine: slot.concept?.cuisineKey ?? null,
    parentName: slot.parent?.name ?? null,
  };
  const descriptionSeed = mixSeed(seed, 1);
  const languages = languagesOf(slot, segment);
  const record: ReferenceRecord = {
    code: slot.code,
    validFrom,
    name: slot.name,
    shortName: shortNameOf(slot, slot.name, brand?.name ?? null),
    type,
    parentCode: slot.parent?.code ?? null,
    brand: brand ? { code: brand.code, name: brand.name, chain: brand.chain } : null,
    managementCompany: slot.managementCompany,
    address: parentRecord?.address ?? newAddress(city, random),
    coordinates: parentRecord?.coordinates ?? scatter(city, city.spreadKm, random),
    phone: phoneFormats(localNumber(city, random)).international,
    fax:
      type === 'HOTEL' && random.chance(0.45)
        ? phoneFormats(localNumber(city, random)).international
        : null,
    email: emailOf(slot, domain),
    website: websiteOf(slot, slot.name, domain),
    starRating: segment ? starRating(segment, country.code, random) : null,
    category: segment
      ? hotelCategory(segment, resort)
      : (slot.concept?.category ?? (parent ? 'Spa' : 'Day spa')),
    cuisine: slot.concept?.cuisine ?? null,
    reservationLink: `https://book.${domain}/${type === 'HOTEL' ? 'rooms' : type === 'SPA' ? 'treatments' : 'tables'}?property=${slot.code}`,
    orderLink: delivers ? `https://order.${domain}/${slot.code.toLowerCase()}` : null,
    // A hotel never closes; its PIM has no opening hours, only its outlets do.
    hours:
      type === 'HOTEL'
        ? null
        : type === 'SPA'
          ? spaHours()
          : restaurantHours(country.code, parent != null, random),
    descriptions: describe(subject, languages, descriptionSeed),
    amenities,
    photoCount:
      type === 'HOTEL'
        ? random.int(segment === 'LUXURY' ? 70 : 30, segment === 'LUXURY' ? 150 : 100)
        : random.int(16, 35),
    meetingRooms: rooms,
    languages,
    statusNotice: null,
    open: true,
  };
  const property: DemoProperty = {
    clientKey: client.key,
    slot,
    seed,
    segment,
    domain,
    versions: [],
  };
  property.versions.push(deriveVersion(property, record, subject, descriptionSeed));
  return property;
}
