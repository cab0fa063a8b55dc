import type { Status } from '@lens/domain';

/**
 * The accuracy a status counts for (docs/architecture.md, "What the scores mean"). Null leaves the result out of the audit's
 * accuracy: review-like statuses wait for a person, and AVAILABLE (the channel knows more than the
 * reference) says nothing about the channel's accuracy. MATCHED (MODIFY) is a match flagged for
 * an update, so it counts as matched.
 */
const ACCURACY: Readonly<Record<Status, number | null>> = {
  ACCURATE: 100,
  PRESENT: 100,
  MATCHED: 100,
  'MATCHED (MODIFY)': 100,
  'RATES RETURNED': 100,
  DISCREPANCY: 50,
  INACCURATE: 0,
  MISSING: 0,
  'NOT-PRESENT': 0,
  UNMATCHED: 0,
  'RATES NOT RETURNED': 0,
  ABSENTS: 0,
  REMOVE: null,
  'AWAITING REVIEW': null,
  UNDEFINED: null,
  REVIEW: null,
  AVAILABLE: null,
};

export function statusAccuracy(status: Status): number | null {
  return ACCURACY[status];
}
