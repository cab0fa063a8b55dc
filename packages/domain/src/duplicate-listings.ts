/**
 * Duplicate listings (issue 8): a channel showing more than one listing for a property. The
 * server measures each candidate against the property with the audit engine's normalisers (folded
 * names and addresses, phones in E.164, distances in miles); this rule decides from those
 * measures alone, so it stays pure and explains every match.
 */

/** Why a listing was taken for a duplicate, strongest first. */
export const DUPLICATE_REASONS = ['PHONE', 'NAME', 'ADDRESS', 'NEARBY'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const DUPLICATE_THRESHOLDS = {
  /** Folded-name similarity at or above which two names read as the same property's. */
  name: 0.85,
  /** Folded-address similarity at or above which two addresses read as the same place. */
  address: 0.85,
  /** The engine's DISCREPANCY limit for coordinates: farther is another place. */
  miles: 0.5,
} as const;

export interface DuplicateMeasures {
  /** 0-1; null when either side has no name. */
  nameSimilarity: number | null;
  /** 0-1; null when either side has no address. */
  addressSimilarity: number | null;
  /** Both phones read as the same E.164 number. */
  samePhone: boolean;
  /** Null when either side has no coordinates. */
  distanceMiles: number | null;
}

export interface DuplicateVerdict {
  duplicate: boolean;
  reasons: DuplicateReason[];
}

/**
 * A listing is a duplicate of the property when it has the property's phone (a number belongs to
 * one place, wherever the pin is), or when it lies within 0.5 mi and has a near name or address.
 * Without coordinates, near name and near address together are needed. A namesake farther away
 * is another hotel of the same name.
 */
export function duplicateVerdict(
  measures: DuplicateMeasures,
  thresholds: typeof DUPLICATE_THRESHOLDS = DUPLICATE_THRESHOLDS,
): DuplicateVerdict {
  const name = (measures.nameSimilarity ?? 0) >= thresholds.name;
  const address = (measures.addressSimilarity ?? 0) >= thresholds.address;
  const nearby = measures.distanceMiles !== null && measures.distanceMiles <= thresholds.miles;
  const reasons: DuplicateReason[] = [];
  if (measures.samePhone) reasons.push('PHONE');
  if (name) reasons.push('NAME');
  if (address) reasons.push('ADDRESS');
  if (nearby) reasons.push('NEARBY');
  const duplicate =
    measures.samePhone ||
    (nearby && (name || address)) ||
    (measures.distanceMiles === null && name && address);
  return { duplicate, reasons: duplicate ? reasons : [] };
}

const REASON_LABELS: Readonly<Record<DuplicateReason, string>> = {
  PHONE: 'Same phone',
  NAME: 'Similar name',
  ADDRESS: 'Similar address',
  NEARBY: `Within ${DUPLICATE_THRESHOLDS.miles} mi`,
};

export function duplicateReasonLabel(reason: DuplicateReason): string {
  return REASON_LABELS[reason];
}
