import type { ReviewDecision } from '@lens/contracts';
import type { Status } from '@lens/domain';

/**
 * The status a person's decision gives a result the engine left AWAITING REVIEW. The engine asks
 * exactly when its measure cannot tell right from wrong: a name in the band just below ACCURATE
 * (a typo, or a rebranding?) or hours it cannot read. The person's answer is the verdict the
 * engine could not reach, so it takes the two ends of the scale: accepting says the channel shows
 * the property correctly (ACCURATE), rejecting says it does not (INACCURATE, which for a name
 * knocks the audit out like any wrong name). A DISCREPANCY would be the engine guessing again.
 */
export function reviewedStatus(decision: ReviewDecision): Status {
  return decision === 'ACCEPT' ? 'ACCURATE' : 'INACCURATE';
}

export const AWAITING_REVIEW: Status = 'AWAITING REVIEW';
