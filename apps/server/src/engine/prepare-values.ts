import { parseAddress, type AddressComponents } from './normalize-address.ts';
import { formatWeek, readHours, type WeekHours } from './normalize-hours.ts';
import { normalizeEmail } from './normalize-email.ts';
import { normalizePhone, type NormalizedPhone } from './normalize-phone.ts';
import { compact, foldText, hasText } from './normalize-text.ts';
import { amenityTerms, cuisineTerms, type Term, type TermList } from './normalize-terms.ts';
import { normalizeLink, type NormalizedUrl } from './normalize-url.ts';
import type { Coordinates, MeetingRoom, OpeningHours, StructuredAddress } from './types.ts';

/*
 * Every value in comparable form, with its display text and the normalised text the evidence
 * keeps. The same functions prepare the reference (once) and each channel snapshot, so both sides
 * are always normalised alike. Each returns null when there is no value.
 */

export interface PreparedText {
  raw: string;
  folded: string;
  compact: string;
}

export function prepareText(raw: string | null | undefined): PreparedText | null {
  if (!hasText(raw)) return null;
  const folded = foldText(raw);
  return { raw, folded, compact: compact(folded) };
}

export interface PreparedPhone {
  raw: string;
  phone: NormalizedPhone | null;
}

export function preparePhone(
  raw: string | null | undefined,
  country: string,
): PreparedPhone | null {
  return hasText(raw) ? { raw, phone: normalizePhone(raw, country) } : null;
}

export interface PreparedLink {
  raw: string;
  url: NormalizedUrl | null;
}

export function prepareLink(raw: string | null | undefined): PreparedLink | null {
  return hasText(raw) ? { raw, url: normalizeLink(raw) } : null;
}

export function prepareEmail(
  raw: string | null | undefined,
): { raw: string; value: string } | null {
  return hasText(raw) ? { raw, value: normalizeEmail(raw) } : null;
}

export interface PreparedAddress {
  display: string;
  components: AddressComponents;
  normalized: string;
}

function displayAddress(address: string | StructuredAddress): string {
  if (typeof address === 'string') return address.trim();
  const { line1, line2, postalCode, city, region, countryCode } = address;
  const locality = [postalCode, city].filter(hasText).join(' ');
  return [line1, line2, locality, region, countryCode].filter(hasText).join(', ');
}

export function prepareAddress(
  address: string | StructuredAddress | null | undefined,
  country: string,
): PreparedAddress | null {
  if (address == null) return null;
  const display = displayAddress(address);
  if (display === '') return null;
  const components = parseAddress(address, country);
  const { number, street, unit, postalCode, city, countryCode } = components;
  const normalized = [number, street, unit && `unit ${unit}`, postalCode, city, countryCode]
    .filter((part) => part)
    .join(' | ');
  return { display, components, normalized };
}

export interface PreparedTerms {
  display: string;
  terms: Term[];
  keys: ReadonlySet<string>;
  normalized: string;
}

function prepareTerms(
  raws: readonly string[] | null | undefined,
  toTerms: (raws: readonly string[]) => TermList,
): PreparedTerms | null {
  if (!raws) return null;
  const { terms, keys } = toTerms(raws);
  if (terms.length === 0) return null;
  return { display: raws.join(', '), terms, keys, normalized: [...keys].join(', ') };
}

export function prepareAmenities(raws: readonly string[] | null | undefined): PreparedTerms | null {
  return prepareTerms(raws, amenityTerms);
}

export function prepareCuisine(raws: readonly string[] | null | undefined): PreparedTerms | null {
  return prepareTerms(raws, cuisineTerms);
}

export interface PreparedHours {
  display: string;
  /** Null when the hours cannot be read. */
  week: WeekHours | null;
  /** Per day, every reading of 12-hour shorthand without am/pm ("5-11"); null when one. */
  readings: ReadonlyArray<readonly string[]> | null;
  /** Why the hours cannot be read, when they cannot. */
  unreadable: string | null;
  normalized: string | null;
}

export function prepareHours(
  hours: readonly OpeningHours[] | string | null | undefined,
): PreparedHours | null {
  if (hours == null || (typeof hours === 'string' ? !hasText(hours) : hours.length === 0))
    return null;
  const reading = readHours(hours);
  const week = reading.week;
  const normalized = week && formatWeek(week);
  return {
    display: typeof hours === 'string' ? hours : (normalized as string),
    week,
    readings: reading.week ? reading.readings : null,
    unreadable: reading.week ? null : reading.reason,
    normalized,
  };
}

export interface PreparedPoint {
  point: Coordinates;
  display: string;
}

/** (0, 0) is where broken geocoders put what they could not place: no position at all. */
export function preparePoint(point: Coordinates | null | undefined): PreparedPoint | null {
  const usable =
    point != null &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180 &&
    (point.lat !== 0 || point.lng !== 0);
  return usable ? { point, display: `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}` } : null;
}

export interface PreparedRoom {
  name: PreparedText | null;
  room: MeetingRoom;
}

export function prepareRooms(rooms: readonly MeetingRoom[] | null | undefined): PreparedRoom[] {
  return (rooms ?? []).map((room) => ({ name: prepareText(room.name), room }));
}
