import { Check, SearchX } from 'lucide-react';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { readableError } from '../api/readable-error.ts';
import { ReviewQueue } from './review-queue.tsx';
import type { AuditsReviewPageState } from './use-audits-review-page.ts';

/** The page's audits to decide, or why there is none. */
export function ReviewResults({ page }: { page: AuditsReviewPageState }) {
  const { queue, items, filtered, type, selected, setSelected, deciding, setPending } = page;
  if (queue.isPending)
    return (
      <div aria-busy="true" aria-label="Loading audits">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={72} style={{ margin: '16px 24px' }} />
        ))}
      </div>
    );
  if (queue.isError)
    return (
      <EmptyState title="The audits could not be loaded">
        {readableError(queue.error, 'Please try again in a moment.')}
      </EmptyState>
    );
  if (items.length === 0)
    return filtered ? (
      <EmptyState title="No audit matches these filters" icon={<SearchX size={28} aria-hidden />}>
        Clear the filters to see every audit awaiting review.
      </EmptyState>
    ) : (
      <EmptyState title="Nothing awaits review" icon={<Check size={28} aria-hidden />}>
        Every {type?.name ?? 'channel'} result has been decided.
      </EmptyState>
    );
  return (
    <ReviewQueue
      audits={items}
      selected={selected}
      deciding={deciding}
      onToggle={(id) =>
        setSelected((before) => {
          const next = new Set(before);
          if (!next.delete(id)) next.add(id);
          return next;
        })
      }
      onDecide={(decision, audits) => setPending({ decision, audits })}
    />
  );
}
