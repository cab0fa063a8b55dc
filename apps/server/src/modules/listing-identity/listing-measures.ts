import { duplicateVerdict, type DuplicateVerdict } from '@lens/domain';
import { distanceMiles } from '../../engine/comparators/geo.ts';
import { foldText, normalizePhone, parseAddress } from '../../engine/index.ts';
import { prepareText } from '../../engine/prepare-values.ts';
import { editSimilarity } from '../../engine/similarity.ts';
import type { StructuredAddress } from '../../engine/types.ts';

/** A listing or a property as the duplicate rule sees it. */
export interface ListingFace {
  name: string | null;
  address: string | StructuredAddress | null;
  /** E.164 when it parsed. */
  phoneE164: string | null;
  lat: number | null;
  lng: number | null;
}

/** One line for display and storage: "1 Main St, Springfield, 62701, US". */
export function addressLine(address: string | StructuredAddress | null | undefined): string | null {
  if (address == null) return null;
  if (typeof address === 'string') return address;
  return [address.line1, address.line2, address.city, address.postalCode, address.countryCode]
    .filter(Boolean)
    .join(', ');
}

/** The phone in E.164 when libphonenumber reads it with the country; null otherwise. */
export function phoneE164(raw: string | null | undefined, countryCode: string): string | null {
  if (!raw) return null;
  const phone = normalizePhone(raw, countryCode);
  return phone?.parsed ? phone.value : null;
}

/** Number, street and city as the engine's address parser reads them, or the folded text. */
function addressKey(address: string | StructuredAddress, countryCode: string): string {
  const parts = parseAddress(address, countryCode);
  if (parts.streetKey === '') return foldText(addressLine(address) ?? '');
  return [parts.number, parts.streetKey, parts.city].filter(Boolean).join(' ');
}

/**
 * The engine's name measure (folded, without spaces), also with the words sorted: channels often
 * swap them ("Meridian Opera Paris" for "Meridian Paris Opera").
 */
function nameSimilarity(a: string, b: string): number {
  const left = prepareText(a);
  const right = prepareText(b);
  if (!left || !right) return 0;
  const sorted = (folded: string) => folded.split(' ').sort().join('');
  return Math.max(
    editSimilarity(left.compact, right.compact),
    editSimilarity(sorted(left.folded), sorted(right.folded)),
  );
}

/** Measures the candidate against the property with the engine's normalisers, then applies the rule. */
export function judgeDuplicate(
  property: ListingFace,
  candidate: ListingFace,
  countryCode: string,
): DuplicateVerdict & { distanceMiles: number | null } {
  const both = <T>(a: T | null, b: T | null, measure: (a: T, b: T) => number) =>
    a === null || b === null ? null : measure(a, b);
  const distance =
    property.lat === null ||
    property.lng === null ||
    candidate.lat === null ||
    candidate.lng === null
      ? null
      : distanceMiles(
          { lat: property.lat, lng: property.lng },
          { lat: candidate.lat, lng: candidate.lng },
        );
  const verdict = duplicateVerdict({
    nameSimilarity: both(property.name, candidate.name, nameSimilarity),
    addressSimilarity: both(property.address, candidate.address, (a, b) =>
      editSimilarity(addressKey(a, countryCode), addressKey(b, countryCode)),
    ),
    samePhone: property.phoneE164 !== null && property.phoneE164 === candidate.phoneE164,
    distanceMiles: distance,
  });
  return { ...verdict, distanceMiles: distance };
}
