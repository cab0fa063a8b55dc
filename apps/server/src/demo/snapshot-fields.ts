import type { SnapshotRecord } from '@lens/contracts';
import type { CharacteristicType } from '@lens/domain';
import { memoize } from '../engine/memo.ts';
import type { Address } from './addresses.ts';
import type { NamedCode } from './brands.ts';
import type { ChannelProfile, PhoneStyle } from './channel-profiles.ts';
import { countryOf } from './countries.ts';
import type { PhoneFormats } from './phones.ts';
import type { PropertyVersion } from './property-version.ts';
import { withoutDiacritics } from './strings.ts';

/** The snapshot fields a drift model varies, one per published characteristic (or group). */
const SNAPSHOT_FIELDS = [
  'name',
  'brand',
  'address',
  'phone',
  'fax',
  'email',
  'website',
  'starRating',
  'category',
  'cuisine',
  'reservationLink',
  'orderLink',
  'hours',
  'coordinates',
  'descriptions',
  'amenities',
  'photos',
  'meetingRooms',
  'gdsRates',
  'shownClosed',
] as const;
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];
export type FieldValue<F extends SnapshotField> = NonNullable<SnapshotRecord[F]>;

const FIELD_OF: Partial<Record<CharacteristicType, SnapshotField>> = {
  NAME: 'name',
  // The engine reads a GDS's short name from the name, as the screen shows it in its place.
  SHORT_NAME: 'name',
  BRAND: 'brand',
  ADDRESS: 'address',
  PHONE: 'phone',
  FAX: 'fax',
  EMAIL: 'email',
  WEBSITE: 'website',
  STAR_RATING: 'starRating',
  CATEGORY: 'category',
  CUISINE: 'cuisine',
  RESERVATION_LINK: 'reservationLink',
  ORDER_LINK: 'orderLink',
  HOURS_OF_OPERATION: 'hours',
  GEO_COORDINATES: 'coordinates',
  DESCRIPTION: 'descriptions',
  AMENITIES: 'amenities',
  PHOTOS: 'photos',
  MEETING_ROOMS_COUNT: 'meetingRooms',
  MEETING_ROOM_CAPACITY: 'meetingRooms',
  MEETING_ROOM_SIZE: 'meetingRooms',
  GDS_RATES: 'gdsRates',
};

/** Channels where people look a place up before going: they say when it is closed. */
const OPEN_STATE_CATEGORIES = new Set([1, 4, 5, 9, 11, 14]);

/** The fields a channel publishes, in snapshot order. */
export function channelFields(channel: ChannelProfile): SnapshotField[] {
  const fields = new Set<SnapshotField>();
  for (const characteristic of channel.channel.characteristics) {
    const field = FIELD_OF[characteristic];
    if (field && (field !== 'photos' || channel.photoCap > 0)) fields.add(field);
  }
  if (OPEN_STATE_CATEGORIES.has(channel.channel.categoryId)) fields.add('shownClosed');
  return SNAPSHOT_FIELDS.filter((field) => fields.has(field));
}

/** Whether the reference has something for the field: channels do not invent a fax or a cuisine. */
export function hasReference(field: SnapshotField, version: PropertyVersion): boolean {
  const record = version.record;
  switch (field) {
    case 'photos':
      return version.photos.length > 0;
    case 'meetingRooms':
      return (record.meetingRooms?.length ?? 0) > 0;
    case 'gdsRates':
    case 'shownClosed':
    case 'address':
      return true;
    default:
      return record[field] != null;
  }
}

/**
 * How one listing writes values: formatting choices that change the text but not the fact
 * ("(212) 765-0100" for "+1 212 765 0100", "St." for "Street", no accents, tracking parameters).
 * The engine's normalisers must see through every one of them.
 */
export interface ListingStyle {
  phone: PhoneStyle;
  abbreviate: boolean;
  ascii: boolean;
  upper: boolean;
  ampersand: boolean;
  /** The brand filed by its code ("MG") rather than its name, as GDS screens mostly do. */
  brandCode: boolean;
  website: 'AS_IS' | 'TRACKING' | 'NO_WWW' | 'HTTP' | 'TRAILING_SLASH';
  punctuation: boolean;
  reorder: boolean;
  lowerAmenities: boolean;
  roundPin: boolean;
  /** Share of the media library the channel shows, up to its cap. */
  photoShare: number;
}

/** Street words and how listings shorten them; with a language, only in addresses written in it. */
const ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string, language?: string]> = [
  [/\bStreet\b/g, 'St'],
  [/\bAvenue\b/g, 'Ave'],
  [/\bBoulevard\b/g, 'Blvd'],
  [/\bRoad\b/g, 'Rd'],
  [/\bDrive\b/g, 'Dr'],
  [/\bSuite\b/g, 'Ste'],
  [/\bNorth\b/g, 'N'],
  [/\bSouth\b/g, 'S'],
  [/\bWest\b/g, 'W'],
  [/\bEast\b/g, 'E'],
  [/straße\b/g, 'str.'],
  [/Straße\b/g, 'Str.'],
  [/strasse\b/g, 'str.'],
  [/\bboulevard\b/g, 'bd'],
  [/\bavenue\b/g, 'av.'],
  [/\bAvenida\b/g, 'Av.'],
  // Venice has calli too, but Italian never shortens them to "C.".
  [/\bCalle\b/g, 'C.', 'es'],
  [/\bPiazza\b/g, 'P.za'],
];

const abbreviators = new Map<string, (text: string) => string>();

/** Shortens street words the way addresses in `language` do; one cache per language. */
function abbreviatorFor(language: string): (text: string) => string {
  let abbreviate = abbreviators.get(language);
  if (!abbreviate) {
    const rules = ABBREVIATIONS.filter(([, , only]) => only === undefined || only === language);
    abbreviate = memoize((text) => {
      let out = text;
      for (const [pattern, short] of rules) out = out.replace(pattern, short);
      return out;
    });
    abbreviators.set(language, abbreviate);
  }
  return abbreviate;
}

/**
 * A text as the listing writes it: accents dropped and upper-cased as its style says, and, given
 * the language of the address it is part of, with street words abbreviated.
 */
export function styled(text: string, style: ListingStyle, addressLanguage?: string): string {
  let out =
    addressLanguage !== undefined && style.abbreviate
      ? abbreviatorFor(addressLanguage)(text)
      : text;
  if (style.ascii) out = withoutDiacritics(out);
  return style.upper ? out.toUpperCase() : out;
}

/** A name as the listing writes it, "&" spelt out or not. */
export function styledName(name: string, style: ListingStyle): string {
  return styled(style.ampersand ? name.replace(' & ', ' and ') : name, style);
}

/** The brand as the listing files the property under it. */
export function styledBrand(brand: NamedCode, style: ListingStyle): string {
  return style.brandCode ? brand.code : styledName(brand.name, style);
}

export function styledAddress(address: Address, style: ListingStyle): Address {
  const language = countryOf(address.countryCode).language;
  return {
    line1: styled(address.line1, style, language),
    line2: address.line2 == null ? null : styled(address.line2, style, language),
    city: styled(address.city, style),
    postalCode: address.postalCode ?? null,
    region: address.region == null ? null : styled(address.region, style),
    countryCode: address.countryCode,
    countryName: address.countryName == null ? null : styled(address.countryName, style),
  };
}

export function styledPhone(formats: PhoneFormats, style: ListingStyle): string {
  return style.phone === 'NATIONAL'
    ? formats.national
    : style.phone === 'E164'
      ? formats.e164
      : formats.international;
}

export function styledLink(url: string, style: ListingStyle, channelName: string): string {
  switch (style.website) {
    case 'TRACKING':
      return `${url}${url.includes('?') ? '&' : '?'}utm_source=${encodeURIComponent(channelName.toLowerCase())}&utm_medium=listing`;
    case 'NO_WWW':
      return url.replace('://www.', '://');
    case 'HTTP':
      return url.replace('https://', 'http://');
    case 'TRAILING_SLASH':
      return url.includes('?') ? url : `${url}/`;
    case 'AS_IS':
      return url;
  }
}

/** Typographic noise that CMSs add: curly apostrophes, two spaces between sentences, no final stop. */
export const retypeset = memoize((text: string): string =>
  text.replace(/'/g, '\u2019').replace(/\. /g, '.  ').replace(/\.$/, ''),
);
