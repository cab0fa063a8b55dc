import type { ReferenceRecord } from '@lens/contracts';
import type { PropertyType } from '@lens/domain';
import type {
  Coordinates,
  Description,
  MeetingRoom,
  OpeningHours,
  ReferenceProfile,
  StructuredAddress,
} from '../../engine/types.ts';

/**
 * How a reference record is kept: one versioned value per characteristic (and language for
 * descriptions). The keys are characteristic types where one exists, so that a result and the
 * reference it was compared with share a name; MEETING_ROOMS holds the rooms behind the three
 * meeting-room characteristics.
 */
export interface ReferenceField {
  characteristic: string;
  language: string;
  value: unknown;
}

export function referenceFields(record: ReferenceRecord): ReferenceField[] {
  const fields: ReferenceField[] = [];
  const add = (characteristic: string, value: unknown, language = '') => {
    if (value !== null && value !== undefined) fields.push({ characteristic, language, value });
  };
  const { address } = record;
  add('NAME', record.name);
  add('SHORT_NAME', record.shortName);
  add('BRAND', record.brand ? { name: record.brand.name, code: record.brand.code } : null);
  add('ADDRESS', {
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    postalCode: address.postalCode ?? null,
    region: address.region ?? null,
    countryCode: address.countryCode,
  } satisfies StructuredAddress);
  add('GEO_COORDINATES', record.coordinates);
  add('PHONE', record.phone);
  add('FAX', record.fax);
  add('EMAIL', record.email);
  add('WEBSITE', record.website);
  add('STAR_RATING', record.starRating);
  add('CATEGORY', record.category);
  add('CUISINE', record.cuisine?.length ? record.cuisine : null);
  add('RESERVATION_LINK', record.reservationLink);
  add('ORDER_LINK', record.orderLink);
  add('HOURS_OF_OPERATION', record.hours?.length ? record.hours : null);
  add('AMENITIES', record.amenities?.length ? record.amenities : null);
  add('PHOTOS', record.photoCount);
  add('MEETING_ROOMS', record.meetingRooms?.length ? record.meetingRooms : null);
  for (const [language, description] of Object.entries(record.descriptions ?? {})) {
    add(
      'DESCRIPTION',
      { header: description.header ?? null, content: description.content },
      language,
    );
  }
  return fields;
}

/** What the engine needs of the property itself, beside its versioned reference values. */
export interface PropertyFacts {
  id: number;
  type: PropertyType;
  countryCode: string;
  open: boolean;
}

/** Rebuilds the engine's ReferenceProfile from the fields valid at one date. */
export function referenceProfile(
  property: PropertyFacts,
  fields: readonly ReferenceField[],
): ReferenceProfile {
  const single = new Map<string, unknown>();
  const descriptions: Record<string, Description> = {};
  for (const field of fields) {
    if (field.characteristic === 'DESCRIPTION')
      descriptions[field.language] = field.value as Description;
    else single.set(field.characteristic, field.value);
  }
  const get = <T>(key: string) => (single.get(key) ?? null) as T | null;
  return {
    propertyId: property.id,
    propertyType: property.type,
    countryCode: property.countryCode,
    open: property.open,
    name: get<string>('NAME') ?? '',
    shortName: get<string>('SHORT_NAME'),
    brand: get<{ name: string; code: string }>('BRAND'),
    address: get<StructuredAddress>('ADDRESS'),
    coordinates: get<Coordinates>('GEO_COORDINATES'),
    phone: get<string>('PHONE'),
    fax: get<string>('FAX'),
    email: get<string>('EMAIL'),
    website: get<string>('WEBSITE'),
    starRating: get<number>('STAR_RATING'),
    category: get<string>('CATEGORY'),
    cuisine: get<string[]>('CUISINE'),
    reservationLink: get<string>('RESERVATION_LINK'),
    orderLink: get<string>('ORDER_LINK'),
    hours: get<OpeningHours[]>('HOURS_OF_OPERATION'),
    amenities: get<string[]>('AMENITIES'),
    photoCount: get<number>('PHOTOS'),
    meetingRooms: get<MeetingRoom[]>('MEETING_ROOMS'),
    descriptions,
  };
}
