import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { sortBy } from '../state/review-hash.ts';
import type { OpportunitiesPageState } from '../state/use-opportunities-page.ts';
import { OpportunitiesTable } from './opportunities-table.tsx';
import styles from './opportunities.module.css';

/** The ranked table with its pager, or why there is nothing to rank. */
export function OpportunitiesPageResults({ page }: { page: OpportunitiesPageState }) {
  const { query, place, goTo, pages, channelPage, hotelChainMode } = page;
  const data = query.data;
  if (query.isError)
    return (
      <EmptyState title="The opportunities could not be loaded">
        {readableError(query.error, 'Please try again in a moment.')}
      </EmptyState>
    );
  if (!data)
    return (
      <div className={styles.loading}>
        <Skeleton height={320} />
      </div>
    );
  return data.scoredPairs === 0 ? (
    <EmptyState title="No audits in this selection and range">
      Nothing was audited here in these dates. Widen the dates or the filters.
    </EmptyState>
  ) : data.total === 0 ? (
    <EmptyState
      title="Every listing in this selection is accurate"
      icon={<CircleCheck size={28} aria-hidden />}
    >
      No channel scored below 100 in this range. Widen the dates or the filters to find more to fix.
    </EmptyState>
  ) : (
    <>
      <OpportunitiesTable
        rows={data.items}
        place={place}
        onSort={(sort) => goTo(sortBy(place, sort))}
        channelPage={channelPage}
        hotelChainMode={hotelChainMode}
      />
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Pages of opportunities">
          <Button
            size="small"
            variant="ghost"
            disabled={place.page <= 1}
            onClick={() => goTo({ ...place, page: place.page - 1 })}
          >
            Previous
          </Button>
          <span className="tabular" aria-live="polite">
            Page {Math.min(place.page, pages)} of {pages}
          </span>
          <Button
            size="small"
            variant="ghost"
            disabled={place.page >= pages}
            onClick={() => goTo({ ...place, page: place.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
