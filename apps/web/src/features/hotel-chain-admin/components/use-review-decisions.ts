import type { ReviewDecision, ReviewQueueQuery, ReviewQueueResponse } from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  reviewQueueQuery,
  useRefreshAfterReview,
  useReviewResults,
} from '../api/hotel-chain-admin-api.ts';
import { readableError } from '../api/readable-error.ts';
import type { NoticeMessage } from './notice.tsx';
import type { PendingReview } from './review-dialog.tsx';
import { outcomeText } from './review-outcome.ts';

/**
 * Decisions on a review queue's audits: the one awaiting confirmation, those on their way (their
 * rows wait, unselectable), and the notice of what the last one did. A decided audit leaves the
 * cached page at once rather than after the queue is read again.
 */
export function useReviewDecisions(
  channelTypeId: number,
  query: ReviewQueueQuery,
  deselect: (ids: ReadonlySet<number>) => void,
) {
  const queryClient = useQueryClient();
  const refreshAfterReview = useRefreshAfterReview();
  const review = useReviewResults();
  const [deciding, setDeciding] = useState<ReadonlyMap<number, ReviewDecision>>(new Map());
  const [pending, setPending] = useState<PendingReview | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const decide = async ({ decision, audits }: PendingReview) => {
    setPending(null);
    const ids = new Set(audits.map((audit) => audit.auditId));
    setDeciding(
      (before) => new Map([...before, ...audits.map((a) => [a.auditId, decision] as const)]),
    );
    deselect(ids);
    try {
      const answer = await review.mutateAsync({
        body: {
          decision,
          items: audits.flatMap((audit) =>
            audit.results.map((result) => ({
              auditId: audit.auditId,
              characteristic: result.characteristic,
            })),
          ),
        },
      });
      queryClient.setQueryData<ReviewQueueResponse>(
        reviewQueueQuery(channelTypeId, query).queryKey,
        (old) =>
          old && {
            ...old,
            items: old.items.filter((audit) => !ids.has(audit.auditId)),
            total: Math.max(0, old.total - ids.size),
          },
      );
      const after = new Map(answer.audits.map((audit) => [audit.auditId, audit.accuracy]));
      setNotice({ tone: 'success', text: outcomeText(decision, audits, after) });
      // Every score the dashboard caches may have moved.
      void refreshAfterReview(true);
    } catch (error) {
      setNotice({
        tone: 'error',
        text: readableError(error, 'The decision could not be saved. Please try again.'),
      });
      void refreshAfterReview(false);
    } finally {
      setDeciding((before) => new Map([...before].filter(([id]) => !ids.has(id))));
    }
  };

  return { deciding, pending, setPending, decide, notice, setNotice };
}
