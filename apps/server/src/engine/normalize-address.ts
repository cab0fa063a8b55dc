import {
  addressLanguage,
  CITY_EXONYMS,
  isStreetQualifier,
  STREET_PARTICLES,
  STREET_TYPES,
  type AddressLanguage,
} from './address-terms.ts';
import { countryFromName } from './country-names.ts';
import { memoize } from './memo.ts';
import { foldText } from './normalize-text.ts';
import { findPostalCode, normalizePostalCode } from './postal-codes.ts';
import {
  isNumberOnly,
  isStreetPart,
  isUnitOnly,
  parseStreetLine,
  parseStreetTokens,
  tokenize,
  type StreetLine,
} from './street-line.ts';
import type { StructuredAddress } from './types.ts';

/** An address by component, each in comparable form. */
export interface AddressComponents {
  number: string | null;
  /** Canonical street words ("main street"), for evidence. */
  street: string;
  /** The street without spaces or particles: what is compared. */
  streetKey: string;
  /** The street's qualifiers run together ("northwest" for "K St NW", "upper"); '' when none. */
  qualifier: string;
  /** The unit identifier ("101" for "Ste 101", "Suite 101" or "#101"). */
  unit: string | null;
  postalCode: string | null;
  city: string | null;
  region: string | null;
  countryCode: string | null;
}

const PART_SEPARATOR = /\s*[,;\n]\s*/;
const REGION_ONLY = /^[A-Z]{2,3}$/;
const TRAILING_REGION = /\s+([A-Z]{2,3})$/;

function normalizeCity(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const folded = foldText(raw);
  return folded === '' ? null : (CITY_EXONYMS[folded] ?? folded);
}

function components(
  line: StreetLine,
  language: AddressLanguage,
  postalCode: string | null,
  city: string | null,
  region: string | null,
  countryCode: string | null,
): AddressComponents {
  const street = line.words.join(' ');
  const streetKey = line.words.filter((word) => !STREET_PARTICLES.has(word)).join('');
  const qualifier = line.words.filter((word) => isStreetQualifier(word, language)).join('');
  return {
    number: line.number,
    street,
    streetKey,
    qualifier,
    unit: line.unit,
    postalCode,
    city,
    region,
    countryCode,
  };
}

function parseStructured(address: StructuredAddress, propertyCountry: string): AddressComponents {
  const country = address.countryCode.toUpperCase() || propertyCountry;
  const language = addressLanguage(country);
  const line = parseStreetLine(address.line1, language);
  // A second line counts only for its unit: anything else there (a district, a building) is noise.
  if (address.line2) line.unit ??= parseStreetLine(address.line2, language).unit;
  const postal = address.postalCode ? normalizePostalCode(address.postalCode, country) : null;
  const region = address.region ? foldText(address.region) : null;
  return components(line, language, postal, normalizeCity(address.city), region, country);
}

interface Locality {
  /** The parts before the postal code's part. */
  parts: string[];
  postalCode: string | null;
  /** What shares the postal code's part: the city, sometimes with a region code. */
  cityText: string;
  region: string | null;
}

/** Takes a trailing region code ("NY", "RM") off a piece of text. */
function splitRegion(text: string): { rest: string; region: string | null } {
  const trimmed = text.trim();
  if (REGION_ONLY.test(trimmed)) return { rest: '', region: trimmed };
  const trailing = TRAILING_REGION.exec(trimmed);
  return trailing
    ? { rest: trimmed.slice(0, trailing.index), region: trailing[1] as string }
    : { rest: trimmed, region: null };
}

function findLocality(parts: string[], country: string): Locality {
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] as string;
    const match = findPostalCode(part, country);
    // A number opening the first part is the house number, whatever its shape.
    if (!match || (i === 0 && match.index === 0)) continue;
    const postalCode = normalizePostalCode(match.code, country);
    const before = part.slice(0, match.index);
    const after = part.slice(match.index + match.length);
    if (i > 0) {
      const { rest, region } = splitRegion(`${before} ${after}`);
      return { parts: parts.slice(0, i), postalCode, cityText: rest, region };
    }
    // One part ("Friedrichstraße 12 10117 Berlin"): the street before the code, the city after.
    const street = splitRegion(before);
    return { parts: [street.rest], postalCode, cityText: after.trim(), region: street.region };
  }
  return { parts, postalCode: null, cityText: '', region: null };
}

function parseOneLine(raw: string, propertyCountry: string): AddressComponents {
  const language = addressLanguage(propertyCountry);
  const parts = raw.split(PART_SEPARATOR).filter((part) => part !== '');
  const lastPart = parts.at(-1) ?? '';
  const named =
    lastPart.toUpperCase() === propertyCountry
      ? propertyCountry
      : countryFromName(foldText(lastPart));
  const countryCode = parts.length > 1 && named ? named : null;
  if (countryCode) parts.pop();

  const locality = findLocality(parts, propertyCountry);
  const before = locality.parts;
  let region = locality.region;
  const tokens = before.map(tokenize);
  const found = Math.max(0, tokens.findIndex(isStreetPart));
  let first = found;
  let next = found + 1;
  // A part with only the number belongs to the street beside it: "Calle de Alcalá, 45" or
  // "12, rue de la Paix".
  if (isNumberOnly(tokens[found] ?? [])) {
    if (found > 0) first--;
    else if (next < before.length) next++;
  }
  // "123 Main St, Suite 101" and "3rd Floor" go on in the next part.
  while (next < before.length && isUnitOnly(tokens[next] as string[])) next++;
  const line = parseStreetTokens(tokens.slice(first, next).flat(), language);

  let cityText = locality.cityText;
  const rest = before.slice(next);
  if (cityText === '' && rest.length > 0) {
    const last = splitRegion(rest.at(-1) as string);
    region ??= last.region;
    cityText = last.rest === '' ? (rest.at(-2) ?? '') : last.rest;
  }
  if (cityText === '' && before.length === 1) {
    // "123 Main Street New York": without commas the city follows the last street type.
    const split = line.words.findLastIndex((word) => STREET_TYPES.has(word));
    if (split >= 0 && split < line.words.length - 1) {
      cityText = line.words.splice(split + 1).join(' ');
    }
  }
  return components(
    line,
    language,
    locality.postalCode,
    normalizeCity(cityText),
    region && foldText(region),
    countryCode,
  );
}

const SEPARATOR = '\u0000';

// Channel values repeat across channels and monthly cycles; the parse is pure.
const parseLineCached = memoize((key: string): AddressComponents => {
  const [country = '', raw = ''] = key.split(SEPARATOR);
  return parseOneLine(raw, country);
});
const parseStructuredCached = memoize((key: string): AddressComponents => {
  const [country = '', line1 = '', line2, city = '', postalCode, region, countryCode = ''] =
    key.split(SEPARATOR);
  return parseStructured({ line1, line2, city, postalCode, region, countryCode }, country);
});

/**
 * Splits an address into comparable components (no libpostal here: DESIGN.md 8). A one-line
 * address is read as a channel prints it ("123 Main St., Ste 101, New York, NY 10001, USA");
 * a structured one is taken field by field. `countryCode` is the property's country: it decides
 * the postal code shape and the street vocabulary.
 */
export function parseAddress(
  address: string | StructuredAddress,
  countryCode: string,
): AddressComponents {
  const country = countryCode.toUpperCase();
  if (typeof address === 'string') return parseLineCached(country + SEPARATOR + address);
  const { line1, line2, city, postalCode, region } = address;
  const fields = [
    country,
    line1,
    line2 ?? '',
    city,
    postalCode ?? '',
    region ?? '',
    address.countryCode,
  ];
  return parseStructuredCached(fields.join(SEPARATOR));
}
