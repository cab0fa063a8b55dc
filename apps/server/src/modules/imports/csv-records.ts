import type { OpeningHours } from '../../engine/types.ts';
import { readHours } from '../../engine/normalize-hours.ts';

/**
 * CSV rows to the JSON shape of the import records (docs/import-formats.md), so one zod schema
 * validates every format. Values are converted only where the conversion is certain; anything
 * else is passed on as written so that the schema's message names what is wrong with it.
 */

type Row = Record<string, string>;

const LIST_SEPARATOR = '|';

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
const str = (row: Row, column: string) => (blank(row[column]) ? undefined : row[column]!.trim());
const list = (row: Row, column: string) =>
  blank(row[column])
    ? undefined
    : row[column]!.split(LIST_SEPARATOR)
        .map((item) => item.trim())
        .filter(Boolean);

function num(row: Row, column: string): number | string | undefined {
  const value = str(row, column);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : value;
}

function bool(row: Row, column: string): boolean | string | undefined {
  const value = str(row, column)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['true', 'yes', '1', 'y'].includes(value)) return true;
  if (['false', 'no', '0', 'n'].includes(value)) return false;
  return value;
}

function json(row: Row, column: string): unknown {
  const value = str(row, column);
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function coordinates(row: Row) {
  const lat = num(row, 'lat');
  const lng = num(row, 'lng');
  return lat === undefined && lng === undefined ? undefined : { lat, lng };
}

/** description_en / description_header_en columns, one pair per language. */
function descriptions(row: Row) {
  const result: Record<string, { header?: string; content: string | undefined }> = {};
  for (const column of Object.keys(row)) {
    const match = /^description_([a-z]{2})$/.exec(column);
    if (match && !blank(row[column])) {
      result[match[1]!] = {
        header: str(row, `description_header_${match[1]}`),
        content: str(row, column),
      };
    }
  }
  return Object.keys(result).length ? result : undefined;
}

/** A cell that cannot be converted: the import reports it against its line and column. */
export class CsvCellError extends Error {
  constructor(
    readonly column: string,
    message: string,
  ) {
    super(message);
  }
}

const HOURS_EXAMPLE = '"Mon-Fri 07:00-22:00; Sat-Sun 08:00-23:00"';

/**
 * Text hours ("Mon-Fri 07:00-22:00; Sat-Sun 08:00-23:00") as structured days. Reference hours are
 * the truth every channel is judged against, so text the engine cannot read, or shorthand it can
 * read two ways ("5-11"), rejects the row rather than storing a guessed week.
 */
export function hoursFromText(text: string | undefined): OpeningHours[] | undefined {
  if (text === undefined) return undefined;
  const reading = readHours(text);
  if (!reading.week) {
    throw new CsvCellError(
      'hours',
      `cannot be read as opening hours (${reading.reason}); write them like ${HOURS_EXAMPLE}`,
    );
  }
  if (reading.ambiguous.length) {
    throw new CsvCellError(
      'hours',
      `${reading.ambiguous.join(', ')} can be read more than one way; write 24-hour times like ${HOURS_EXAMPLE}`,
    );
  }
  return reading.week.map((day, index) => ({
    day: index as OpeningHours['day'],
    intervals:
      day === 'closed'
        ? []
        : day.split(',').map((interval) => {
            const [open, close] = interval.split('-') as [string, string];
            return { open, close };
          }),
  }));
}

function named(row: Row, prefix: string) {
  const code = str(row, `${prefix}_code`);
  const name = str(row, `${prefix}_name`);
  return code === undefined && name === undefined ? undefined : { code, name };
}

export function referenceFromCsv(row: Row): unknown {
  const brand = named(row, 'brand');
  return {
    code: str(row, 'code'),
    validFrom: str(row, 'valid_from'),
    name: str(row, 'name'),
    shortName: str(row, 'short_name'),
    type: str(row, 'type')?.toUpperCase(),
    parentCode: str(row, 'parent_code'),
    brand: brand && { ...brand, chain: named(row, 'chain') },
    managementCompany: named(row, 'management_company'),
    address: {
      line1: str(row, 'address_line1'),
      line2: str(row, 'address_line2'),
      city: str(row, 'city'),
      postalCode: str(row, 'postal_code'),
      region: str(row, 'region'),
      subRegion: str(row, 'sub_region'),
      countryCode: str(row, 'country_code')?.toUpperCase(),
      countryName: str(row, 'country_name'),
    },
    coordinates: coordinates(row),
    phone: str(row, 'phone'),
    fax: str(row, 'fax'),
    email: str(row, 'email'),
    website: str(row, 'website'),
    starRating: num(row, 'star_rating'),
    category: str(row, 'category'),
    cuisine: list(row, 'cuisine'),
    reservationLink: str(row, 'reservation_link'),
    orderLink: str(row, 'order_link'),
    hours: hoursFromText(str(row, 'hours')),
    descriptions: descriptions(row),
    amenities: list(row, 'amenities'),
    photoCount: num(row, 'photo_count'),
    meetingRooms: json(row, 'meeting_rooms'),
    languages: list(row, 'languages'),
    statusNotice: str(row, 'status_notice')?.toUpperCase(),
    open: bool(row, 'open'),
  };
}

/** photos: "url#tag,tag | url#tag" */
function photos(row: Row) {
  return list(row, 'photos')?.map((entry) => {
    const [url, tags] = entry.split('#');
    return {
      url: url?.trim(),
      tags: tags
        ? tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : [],
    };
  });
}

export function snapshotFromCsv(row: Row): unknown {
  const returned = bool(row, 'gds_rates_returned');
  const rank = [num(row, 'page_number'), num(row, 'position'), num(row, 'level')];
  return {
    propertyCode: str(row, 'property_code'),
    siteId: num(row, 'site_id'),
    capturedAt: str(row, 'captured_at'),
    projectType: str(row, 'project_type')?.toUpperCase(),
    listingUrl: str(row, 'listing_url'),
    externalId: str(row, 'external_id'),
    listingType: str(row, 'listing_type')?.toUpperCase(),
    searchRank: rank.some((value) => value !== undefined)
      ? { pageNumber: rank[0], position: rank[1], level: rank[2] }
      : undefined,
    shownClosed: bool(row, 'shown_closed'),
    name: str(row, 'name'),
    brand: str(row, 'brand'),
    address: str(row, 'address'),
    phone: str(row, 'phone'),
    fax: str(row, 'fax'),
    email: str(row, 'email'),
    website: str(row, 'website'),
    starRating: num(row, 'star_rating'),
    category: str(row, 'category'),
    cuisine: list(row, 'cuisine'),
    reservationLink: str(row, 'reservation_link'),
    orderLink: str(row, 'order_link'),
    hours: str(row, 'hours'),
    coordinates: coordinates(row),
    descriptions: descriptions(row),
    amenities: list(row, 'amenities'),
    photos: photos(row),
    meetingRooms: json(row, 'meeting_rooms'),
    gdsRates:
      returned === undefined ? undefined : { returned, rateCount: num(row, 'gds_rate_count') },
  };
}

export function seenListingFromCsv(row: Row): unknown {
  return {
    siteId: num(row, 'site_id'),
    listingUrl: str(row, 'listing_url'),
    seenAt: str(row, 'seen_at'),
    propertyCode: str(row, 'property_code'),
    name: str(row, 'name'),
    address: str(row, 'address'),
    phone: str(row, 'phone'),
    coordinates: coordinates(row),
  };
}

export function listingIdentityFromCsv(row: Row): unknown {
  return {
    propertyCode: str(row, 'property_code'),
    siteId: num(row, 'site_id'),
    listingUrl: str(row, 'listing_url'),
    externalId: str(row, 'external_id'),
    seenAt: str(row, 'seen_at'),
  };
}

const SPECIAL_COLUMNS: Record<string, string> = {
  'address.line1': 'address_line1',
  'address.line2': 'address_line2',
  'address.city': 'city',
  'address.postalCode': 'postal_code',
  'address.region': 'region',
  'address.subRegion': 'sub_region',
  'address.countryCode': 'country_code',
  'address.countryName': 'country_name',
  'coordinates.lat': 'lat',
  'coordinates.lng': 'lng',
  'searchRank.pageNumber': 'page_number',
  'searchRank.position': 'position',
  'searchRank.level': 'level',
  'gdsRates.returned': 'gds_rates_returned',
  'gdsRates.rateCount': 'gds_rate_count',
};

/** The CSV column a record field came from, so a CSV user reads the name of their own column. */
export function csvColumnFor(path: readonly PropertyKey[]): string {
  const dotted = path.map(String).join('.');
  if (SPECIAL_COLUMNS[dotted]) return SPECIAL_COLUMNS[dotted];
  const [head, second] = path.map(String);
  if (head === 'descriptions' && second) return `description_${second}`;
  if (head === 'brand' && second === 'chain') return `chain_${String(path[2] ?? 'code')}`;
  if ((head === 'brand' || head === 'managementCompany') && second)
    return `${snake(head)}_${second}`;
  return snake(head ?? '');
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
