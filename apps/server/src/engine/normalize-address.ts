import {
  addressLanguage,
  canonicalStreetWord,
  isStreetQualifier,
  isStreetWord,
  readUmlautDigraphs,
  STREET_PARTICLES,
  STREET_TYPES,
  UNIT_DESIGNATORS,
  type AddressLanguage,
} from './address-terms.ts';
import { normalizeCity } from './city-names.ts';
import { countryFromName } from './country-names.ts';
import { memoize } from './memo.ts';
import { foldText } from './normalize-text.ts';
import { findPostalCode, normalizePostalCode } from './postal-codes.ts';
import { isRegionName } from './region-names.ts';
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
  /** The unit identifier ("101" for "Ste 101", "Suite 101" or "#101"; "3" for "Level 3/88"). */
  unit: string | null;
  postalCode: string | null;
  city: string | null;
  region: string | null;
  countryCode: string | null;
  /** Other localities the address names (districts, wards, the city beside a borough), as cities. */
  localities: string[];
  /** How the street line was read when more than a lookup decided ("unit-of-number", "chome-ban-go"). */
  readAs: string[];
  /** Letters of another script than Latin (kanji, Arabic): not comparable with a Latin address. */
  otherScript: boolean;
}

const PART_SEPARATOR = /\s*[,;\n]\s*|\s+[-\u2013\u2014]\s+/;
const REGION_ONLY = /^[A-Z]{2,3}$/;
const TRAILING_REGION = /\s+([A-Z]{2,3})$/;
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

function components(
  line: StreetLine,
  language: AddressLanguage,
  located: Pick<AddressComponents, 'postalCode' | 'city' | 'region' | 'countryCode' | 'localities'>,
  raw: string,
): AddressComponents {
  const street = line.words.join(' ');
  const key = line.words.filter((word) => !STREET_PARTICLES.has(word)).join('');
  const qualifier = line.words.filter((word) => isStreetQualifier(word, language)).join('');
  return {
    number: line.number,
    street,
    streetKey: language === 'de' ? readUmlautDigraphs(key) : key,
    qualifier,
    unit: line.unit,
    ...located,
    readAs: line.readAs,
    otherScript: OTHER_SCRIPT.test(raw),
  };
}

function parseStructured(address: StructuredAddress, propertyCountry: string): AddressComponents {
  const country = address.countryCode.toUpperCase() || propertyCountry;
  const language = addressLanguage(country);
  const line = parseStreetLine(address.line1, language);
  // A second line counts only for its unit: anything else there (a district, a building) is noise.
  if (address.line2) line.unit ??= parseStreetLine(address.line2, language).unit;
  const city = normalizeCity(address.city, language);
  return components(
    line,
    language,
    {
      postalCode: address.postalCode ? normalizePostalCode(address.postalCode, country) : null,
      city,
      region: address.region ? foldText(address.region) : null,
      countryCode: country,
      localities: city ? [city] : [],
    },
    `${address.line1} ${address.city}`,
  );
}

interface Locality {
  /** The parts before the postal code's part. */
  parts: string[];
  postalCode: string | null;
  /** What shares the postal code's part: the city, sometimes with a region code. */
  cityText: string;
  region: string | null;
  /** A country name after the postal code ("London W1J 8ED England"). */
  countryCode: string | null;
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
    let after = part.slice(match.index + match.length);
    const named = countryFromName(foldText(after));
    if (named) after = '';
    if (i > 0) {
      const { rest, region } = splitRegion(`${before} ${after}`);
      const countryCode = named ?? null;
      return { parts: parts.slice(0, i), postalCode, cityText: rest, region, countryCode };
    }
    // One part ("Friedrichstraße 12 10117 Berlin"): the street before the code, the city after.
    const street = splitRegion(before);
    return {
      parts: [street.rest],
      postalCode,
      cityText: after.trim(),
      region: street.region,
      countryCode: named ?? null,
    };
  }
  return { parts, postalCode: null, cityText: '', region: null, countryCode: null };
}

/**
 * The part that holds the street: the first with a house number that is not only a unit ("Level
 * 3, 88 George St"), unless an earlier part names a street without a number and the numbered one
 * does not ("Sheikh Zayed Rd - Trade Centre 1 - Dubai").
 */
function streetPartIndex(tokens: readonly string[][], language: AddressLanguage): number {
  const numbered = tokens.findIndex((part) => isStreetPart(part) && !isUnitOnly(part, language));
  const namesStreet = (part: readonly string[]) =>
    part.some((token, i) =>
      isStreetWord(canonicalStreetWord(token, language, i === part.length - 1)),
    );
  const named = tokens.findIndex(namesStreet);
  if (numbered < 0) return Math.max(0, named);
  const numberedPart = tokens[numbered] as string[];
  if (named >= 0 && named < numbered && !namesStreet(numberedPart) && !isNumberOnly(numberedPart)) {
    return named;
  }
  return numbered;
}

const DIGIT = /\d/;

/**
 * Where the city starts in a line without commas ("301 E NORTH WATER ST CHICAGO IL"): after the
 * last street type, read as the end of a street name (so "ST" is Street here) and after a unit
 * that follows it ("1 MARKET ST STE 5 SAN FRANCISCO"); -1 when no words follow.
 */
function cityStart(tokens: readonly string[], language: AddressLanguage): number {
  const isType = (i: number) =>
    STREET_TYPES.has(canonicalStreetWord(tokens[i] as string, language, true));
  for (let i = tokens.length - 2; i > 0; i--) {
    if (DIGIT.test(tokens[i] as string) && !UNIT_DESIGNATORS.has(tokens[i - 1] as string))
      return -1;
    if (!isType(i)) continue;
    // "5 MAIN ST ST LOUIS": the first ST ends the street, the second starts the city.
    if (tokens[i] === 'st' && isType(i - 1)) return i;
    const unit = UNIT_DESIGNATORS.has(tokens[i + 1] as string) ? 2 : 0;
    return i + 1 + unit < tokens.length ? i + 1 + unit : -1;
  }
  return -1;
}

// A post-office box says nothing of where the property is, and its number is no postal code.
const PO_BOX = /^(?:p\.?\s*o\.?\s*box|post office box|postfach|apartado(?: de correos)?)\b/i;

function parseOneLine(raw: string, propertyCountry: string): AddressComponents {
  const language = addressLanguage(propertyCountry);
  const parts = raw.split(PART_SEPARATOR).filter((part) => part !== '' && !PO_BOX.test(part));
  const lastPart = parts.at(-1) ?? '';
  const named =
    lastPart.toUpperCase() === propertyCountry
      ? propertyCountry
      : countryFromName(foldText(lastPart));
  let countryCode = parts.length > 1 && named ? named : null;
  if (countryCode) parts.pop();

  const locality = findLocality(parts, propertyCountry);
  countryCode ??= locality.countryCode;
  const before = locality.parts;
  let region = locality.region;
  const tokens = before.map((part) => tokenize(part, language));
  const found = streetPartIndex(tokens, language);
  let first = found;
  let next = found + 1;
  // A part with only the number belongs to the street beside it: "Calle de Alcalá, 45" or
  // "12, rue de la Paix".
  if (isNumberOnly(tokens[found] ?? [])) {
    if (found > 0) first--;
    else if (next < before.length) next++;
  } else if (next < before.length && isNumberOnly(tokens[next] as string[])) next++;
  // "Level 3, 88 George St": units before the street; "123 Main St, Suite 101" after it.
  while (first > 0 && isUnitOnly(tokens[first - 1] as string[], language)) first--;
  while (next < before.length && isUnitOnly(tokens[next] as string[], language)) next++;
  const lineTokens = tokens.slice(first, next).flat();

  let cityText = locality.cityText;
  const rest = before.slice(next);
  if (region === null && rest.length > 0 && isRegionName(normalizeCity(cityText, language) ?? '')) {
    region = cityText;
    cityText = '';
  }
  if (rest.length > 0 && normalizeCity(cityText, language) === null) {
    const last = splitRegion(rest.at(-1) as string);
    region ??= last.region;
    cityText = last.rest === '' ? (rest.at(-2) ?? '') : last.rest;
  }
  if (cityText === '' && before.length === 1) {
    const start = cityStart(lineTokens, language);
    if (start > 0) cityText = lineTokens.splice(start).join(' ');
  }
  const line = parseStreetTokens(lineTokens, language);
  const city = normalizeCity(cityText, language);
  const localities = new Set<string>();
  for (const part of rest) {
    const name = normalizeCity(splitRegion(part).rest, language);
    if (name !== null && !isRegionName(name)) localities.add(name);
  }
  if (city) localities.add(city);
  return components(
    line,
    language,
    {
      postalCode: locality.postalCode,
      city,
      region: region && foldText(region),
      countryCode,
      localities: [...localities],
    },
    raw,
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
 * Splits an address into comparable components (no libpostal here). A one-line address is read
 * as a channel prints it ("123 Main St., Ste 101, New York, NY 10001, USA", "Level 3/88 George
 * St, The Rocks NSW 2000", "Sheikh Zayed Rd - Trade Centre - Dubai"); a structured one is taken
 * field by field. `countryCode` is the property's country: it decides the postal code shape and
 * the street vocabulary.
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
