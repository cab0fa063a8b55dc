import type { SnapshotRecord } from '@lens/contracts';
import { isNode } from './json-ld.ts';
import {
  cleanText,
  coordinatesOf,
  countryCodeOf,
  httpUrl,
  withoutEmpty,
  type SnapshotContent,
} from './snapshot-values.ts';

type Hours = Extract<NonNullable<SnapshotRecord['hours']>, unknown[]>;
type Json = Record<string, unknown>;

/** Why a places answer gave no listing: NOT_FOUND for a place id the API does not know. */
export class PlacesAnswerError extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Maps a places-details answer (`{ status, result }`, Google Places details style) onto the
 * snapshot characteristics. `photoBase` turns photo references into URLs without the API key,
 * so no stored snapshot carries the key.
 */
export function placesListing(answer: unknown, photoBase: string): SnapshotContent {
  if (!isNode(answer)) throw new PlacesAnswerError('INVALID', 'the API did not answer JSON');
  const status = typeof answer.status === 'string' ? answer.status : 'INVALID';
  if (status === 'NOT_FOUND' || status === 'ZERO_RESULTS')
    throw new PlacesAnswerError(status, 'the channel has no place with this id');
  if (status !== 'OK' || !isNode(answer.result)) {
    const detail = cleanText(answer.error_message, 200);
    throw new PlacesAnswerError(status, `the API answered ${status}${detail ? `: ${detail}` : ''}`);
  }
  const result = answer.result;
  const location =
    isNode(result.geometry) && isNode(result.geometry.location) ? result.geometry.location : {};
  const summary = isNode(result.editorial_summary) ? result.editorial_summary : {};
  const overview = cleanText(summary.overview, 20_000);
  const language = cleanText(summary.language, 10)?.slice(0, 2).toLowerCase() ?? 'en';
  const businessStatus = cleanText(result.business_status, 40);
  return withoutEmpty({
    listingUrl: httpUrl(result.url),
    shownClosed: businessStatus ? businessStatus.startsWith('CLOSED') : null,
    name: cleanText(result.name, 300),
    address: addressOf(result),
    phone: cleanText(result.international_phone_number ?? result.formatted_phone_number, 40),
    website: httpUrl(result.website),
    hours: hoursOf(result.opening_hours),
    coordinates: coordinatesOf(location.lat, location.lng),
    descriptions:
      overview && /^[a-z]{2}$/.test(language) ? { [language]: { content: overview } } : null,
    photos: photosOf(result.photos, photoBase),
  });
}

function component(components: Json[], type: string, short = false): string | null {
  const found = components.find((c) => Array.isArray(c.types) && c.types.includes(type));
  return found ? cleanText(short ? found.short_name : found.long_name, 300) : null;
}

function addressOf(result: Json): SnapshotContent['address'] {
  const components = Array.isArray(result.address_components)
    ? result.address_components.filter(isNode)
    : [];
  const street = [component(components, 'street_number'), component(components, 'route')]
    .filter(Boolean)
    .join(' ');
  const city = component(components, 'locality') ?? component(components, 'postal_town');
  const countryCode = countryCodeOf(component(components, 'country', true));
  if (street && city && countryCode) {
    return {
      line1: street.slice(0, 300),
      city: city.slice(0, 120),
      postalCode: component(components, 'postal_code')?.slice(0, 20) ?? null,
      region: component(components, 'administrative_area_level_1')?.slice(0, 120) ?? null,
      countryCode,
    };
  }
  return cleanText(result.formatted_address, 500);
}

function clock(value: unknown): string | null {
  const match = /^(\d{2}):?(\d{2})$/.exec(typeof value === 'string' ? value : '');
  return match && Number(match[1]) <= 24 && Number(match[2]) <= 59
    ? `${match[1]}:${match[2]}`
    : null;
}

/** Periods count days from Sunday = 0; snapshots from Monday = 0. */
function hoursOf(openingHours: unknown): SnapshotContent['hours'] {
  if (!isNode(openingHours) || !Array.isArray(openingHours.periods)) return null;
  const week: Hours = Array.from({ length: 7 }, (_, day) => ({ day, intervals: [] }));
  for (const period of openingHours.periods.filter(isNode)) {
    const open = isNode(period.open) ? period.open : null;
    const close = isNode(period.close) ? period.close : null;
    const opens = clock(open?.time);
    if (!open || typeof open.day !== 'number' || !opens) continue;
    const entry = week[(open.day + 6) % 7];
    if (!entry || entry.intervals.length >= 4) continue;
    // No close: open round the clock. Closing on a later day: open until midnight.
    const closes = !close ? '24:00' : close.day !== open.day ? '24:00' : clock(close.time);
    if (closes) entry.intervals.push({ open: opens, close: closes === '00:00' ? '24:00' : closes });
  }
  return week.some((entry) => entry.intervals.length) ? week : null;
}

function photosOf(photos: unknown, photoBase: string): SnapshotContent['photos'] {
  if (!Array.isArray(photos)) return null;
  return photos
    .filter(isNode)
    .map((photo) => cleanText(photo.photo_reference, 1000))
    .filter((reference): reference is string => reference !== null)
    .slice(0, 2000)
    .map((reference) => ({
      url: `${photoBase}?photo_reference=${encodeURIComponent(reference)}`,
      tags: [],
    }));
}
