import type { CharacteristicType, Status } from '@lens/domain';
import {
  CLOSED_WHILE_OPEN,
  knockoutReasons,
  statusAccuracy,
  weightedAccuracy,
} from '../../engine/index.ts';

export interface ScoredResult {
  characteristic: CharacteristicType;
  status: Status;
  weight: number;
  ignored: boolean;
}

export interface AuditScore {
  accuracy: number | null;
  knockout: boolean;
  knockoutReasons: string[];
}

/**
 * An audit's accuracy and knockout from its results once a person or a re-audit changed their
 * statuses, by the engine's own rules. Whether the channel showed the property closed is not in
 * the results, so it is carried over from the reasons the audit had.
 */
export function scoreAudit(
  results: readonly ScoredResult[],
  previousReasons: readonly string[],
): AuditScore {
  // An ignored result is left out of the knockout as it is of the accuracy.
  const reasons = knockoutReasons(
    results.filter((result) => !result.ignored),
    true,
    {
      shownClosed: previousReasons.includes(CLOSED_WHILE_OPEN),
    },
  );
  return {
    accuracy: weightedAccuracy(
      results.map((result) => ({
        accuracy: result.ignored ? null : statusAccuracy(result.status),
        weight: result.weight,
      })),
    ),
    knockout: reasons.length > 0,
    knockoutReasons: reasons,
  };
}
