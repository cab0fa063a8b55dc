import type { CharacteristicType, Status } from '@lens/domain';
import { statusAccuracy, type CharacteristicResult } from '../../engine/index.ts';
import { FLAGGABLE_STATUSES } from '../matched-notes/matched-notes.job.ts';
import type { StoredResult } from './re-audit.queries.ts';

const FLAGGED: Status = 'MATCHED (MODIFY)';

/**
 * A re-audit's fresh verdicts with what people decided about the old ones. A review stands while
 * the values it was made on are still what the audit compares (the thresholds do not change what a
 * person saw); a flag for modification stays on a result that is still matched; an ignored result
 * stays ignored.
 */
export function carryOver(
  fresh: readonly CharacteristicResult[],
  stored: readonly Pick<StoredResult, 'characteristic' | 'status' | 'ignored' | 'review'>[],
): { results: CharacteristicResult[]; ignored: CharacteristicType[] } {
  const before = new Map(stored.map((result) => [result.characteristic, result]));
  const results = fresh.map((result) => {
    const old = before.get(result.characteristic);
    let status = result.status;
    if (
      old?.review &&
      old.review.sourceValue === result.sourceValue &&
      old.review.channelValue === result.channelValue
    ) {
      status = old.review.status as Status;
    } else if (old?.status === FLAGGED && FLAGGABLE_STATUSES.includes(status)) {
      status = FLAGGED;
    }
    return status === result.status
      ? result
      : { ...result, status, accuracy: statusAccuracy(status) };
  });
  const ignored = results
    .filter((result) => before.get(result.characteristic)?.ignored)
    .map((result) => result.characteristic);
  return { results, ignored };
}

/** Whether the statuses differ, characteristic by characteristic. */
export function statusesDiffer(
  results: readonly Pick<CharacteristicResult, 'characteristic' | 'status'>[],
  stored: readonly Pick<StoredResult, 'characteristic' | 'status'>[],
): boolean {
  const key = (list: readonly { characteristic: string; status: string }[]) =>
    list
      .map((r) => `${r.characteristic}|${r.status}`)
      .sort()
      .join(',');
  return key(results) !== key(stored);
}
