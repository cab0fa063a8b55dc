import { Link, useParams } from 'react-router';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { PageHeader } from './hotel-chain-admin-shell.tsx';
import { ChannelTypeTabs } from './channel-type-tabs.tsx';
import { FilteredListCard } from './filtered-list-card.tsx';
import { Notice } from './notice.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import { ReviewFilters } from './review-filters.tsx';
import { ReviewResults } from './review-results.tsx';
import { ReviewSelectionBar } from './review-selection-bar.tsx';
import { REVIEW_PAGE_SIZE, useAuditsReviewPage } from './use-audits-review-page.ts';

/** `audits/{channelTypeId}/*`: one channel type's audits awaiting review, decided here. */
export function AuditsReviewPage() {
  const channelTypeId = Number(useParams().channelTypeId);
  // Selections and messages belong to one channel type: another type starts afresh.
  return <ChannelTypeReview key={channelTypeId} channelTypeId={channelTypeId} />;
}

function ChannelTypeReview({ channelTypeId }: { channelTypeId: number }) {
  const state = useAuditsReviewPage(channelTypeId);
  const { type, queue, filtered } = state;
  const total = queue.data?.total;
  return (
    <>
      <PageHeader
        title="Audits awaiting review"
        description="Results the engine could not decide on its own, such as a name that differs by a typo or a rebranding. Accepting makes them ACCURATE, rejecting INACCURATE; the audit and the dashboard scores are recomputed at once."
      />
      <ChannelTypeTabs
        label="Channel type"
        channelTypes={state.channelTypes.data?.channelTypes}
        current={channelTypeId}
        hrefFor={(id) => `/hilton_admin/audits/${id}`}
        countOf={(t) => t.awaitingAudits}
      />
      <Notice message={state.notice} onDismiss={() => state.setNotice(null)} />
      {state.unknownType ? (
        <Card>
          <EmptyState title="There is no such channel type">
            <Link to="/hilton_admin/audits">Show the audits awaiting review</Link>
          </EmptyState>
        </Card>
      ) : (
        <FilteredListCard
          title={type ? type.name : <Skeleton width={180} height={20} />}
          subtitle={
            total === undefined
              ? 'Loading…'
              : `${total.toLocaleString('en-US')} audit${total === 1 ? '' : 's'} awaiting review${filtered ? ' match the filters' : ''}`
          }
          data-testid="review-card"
          filtersLabel="Filter the audits"
          filters={<ReviewFilters page={state} />}
          onClear={filtered ? state.clearFilters : undefined}
          paging={{
            page: state.page,
            pageSize: REVIEW_PAGE_SIZE,
            total,
            label: 'audits',
            onPage: (next) => state.setFilters({}, next),
          }}
        >
          {state.items.length > 0 && <ReviewSelectionBar page={state} />}
          <ReviewResults page={state} />
        </FilteredListCard>
      )}
      <ReviewDialog
        pending={state.pending}
        onCancel={() => state.setPending(null)}
        onConfirm={state.decide}
      />
    </>
  );
}
