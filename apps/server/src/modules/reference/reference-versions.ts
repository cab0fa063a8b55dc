import { sameJson } from '../../lib/stable-json.ts';

/** One stored version of a reference value: true from `validFrom` until `validTo` (exclusive). */
export interface StoredVersion {
  validFrom: string;
  validTo: string | null;
  value: unknown;
}

export type VersionChange =
  | { op: 'insert'; validFrom: string; validTo: string | null; value: unknown }
  | { op: 'set-value'; validFrom: string; value: unknown }
  | { op: 'close'; validFrom: string; validTo: string }
  | { op: 'delete'; validFrom: string };

/**
 * What to write so that the value of one (property, characteristic, language) is `value` from
 * `date` on, until the next stored version. `undefined` means the new version has no value: the
 * old one ends at `date`. Importing a version that is already true changes nothing, which keeps
 * re-imports idempotent; versions may arrive in any date order.
 */
export function planVersion(
  existing: readonly StoredVersion[],
  date: string,
  value: unknown,
): VersionChange[] {
  const sorted = existing.toSorted((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  const previous = sorted.findLast((version) => version.validFrom <= date);
  const next = sorted.find((version) => version.validFrom > date);
  const covers = previous && (previous.validTo === null || previous.validTo > date);

  if (value === undefined) {
    if (!previous || !covers) return [];
    return previous.validFrom === date
      ? [{ op: 'delete', validFrom: previous.validFrom }]
      : [{ op: 'close', validFrom: previous.validFrom, validTo: date }];
  }
  if (covers && sameJson(previous.value, value)) return [];
  if (covers && previous.validFrom === date) return [{ op: 'set-value', validFrom: date, value }];
  if (covers) {
    return [
      { op: 'close', validFrom: previous.validFrom, validTo: date },
      { op: 'insert', validFrom: date, validTo: previous.validTo, value },
    ];
  }
  return [{ op: 'insert', validFrom: date, validTo: next?.validFrom ?? null, value }];
}
