import { CircleCheck } from 'lucide-react';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { sortBy } from '../state/review-hash.ts';
import type { OpportunitiesPageState } from '../state/use-opportunities-page.ts';
import { OpportunitiesTable } from './opportunities-table.tsx';
import styles from './opportunities.module.css';

/** The ranked table with its pager, or why there is nothing to rank. */
export function OpportunitiesPageResults({ page }: { page: OpportunitiesPageState }) {
  const { query, place, goTo, channelPage, hotelChainMode } = page;
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
      <Pager
        page={place.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={(next) => goTo({ ...place, page: next })}
        label="opportunities"
        hideSinglePage
      />
    </>
  );
}
