import type { Opportunity } from '@lens/contracts';
import { encodeFilterPath, formatAccuracy } from '@lens/domain';
import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import sectionStyles from '../../../components/section-page.module.css';
import { TABLE_EXPORT_CHOICES } from '../../../lib/export-accuracy-table.ts';
import { readableError } from '../../../lib/readable-error.ts';
import { useSelection } from '../../../lib/selection.ts';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useOpportunities } from '../api/opportunities-api.ts';
import { exportOpportunities } from '../export/export-opportunities.ts';
import {
  formatReviewHash,
  parseReviewHash,
  sortBy,
  type ReviewPlace,
} from '../state/review-hash.ts';
import { OpportunitiesTable } from './opportunities-table.tsx';
import styles from './opportunities.module.css';

const PAGE_SIZE = 25;

/**
 * `/opportunities_review/&filters#sort=...&page=...`: the ranked work list of the fixes that would
 * raise the selection's accuracy most (docs/product-rules.md, "Opportunities"). Filters live in
 * the path as on the widgets page, and the order and page in the hash, which filter changes keep.
 * A path the filter codec refuses is left as it is (a deep link kept through sign-in) and reviews
 * the default selection, as every reader of the path does. The export writes every pair of the
 * ranking in the order shown, not only the page on screen.
 */
export function OpportunitiesPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { selection } = useSelection();
  const { hotelChainMode } = useCurrentView();
  const place = useMemo(() => parseReviewHash(hash), [hash]);
  const goTo = useCallback(
    (next: ReviewPlace) => void navigate({ hash: formatReviewHash(next) }),
    [navigate],
  );
  const query = useOpportunities({
    ...selection,
    sort: place.sort,
    order: place.order,
    page: place.page,
    pageSize: PAGE_SIZE,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A filter change keeps the hash: a page the narrower selection no longer has shows its last.
  useEffect(() => {
    if (data && place.page > pages)
      void navigate({ hash: formatReviewHash({ ...place, page: pages }) }, { replace: true });
  }, [data, place, pages, navigate]);

  const channelPage = useCallback(
    (row: Opportunity) =>
      encodeFilterPath({
        startDate: selection.startDate,
        endDate: selection.endDate,
        view: selection.view,
        property: [row.property.id],
        site: [row.site.id],
      }),
    [selection.startDate, selection.endDate, selection.view],
  );
  const totalGain = data && data.accuracy !== null ? 100 - data.accuracy : null;

  return (
    <div className={`${sectionStyles.page} ${styles.content}`}>
      <header className={sectionStyles.header}>
        <div className={sectionStyles.titles}>
          <p className={sectionStyles.eyebrow}>Work list</p>
          <h1>Opportunities review</h1>
          <p className={sectionStyles.description}>
            The listings to fix first: every channel of a property scored below 100 in this range,
            ranked by how many points fixing it would add to this selection’s accuracy.
          </p>
        </div>
      </header>
      {data && data.total > 0 && (
        <dl className={styles.summary} data-testid="opportunities-summary">
          <div>
            <dt>Listings to fix</dt>
            <dd className="tabular">{data.total.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Accuracy now</dt>
            <dd className="tabular">{formatAccuracy(data.accuracy)}</dd>
          </div>
          <div>
            <dt>If all were fixed</dt>
            <dd className="tabular">{totalGain === null ? '—' : `+${totalGain.toFixed(1)} pts`}</dd>
          </div>
        </dl>
      )}
      <Card
        flush
        title="Fixes, ranked"
        subtitle={
          data
            ? data.total === 0
              ? 'Nothing to fix in this selection and range'
              : `${data.total.toLocaleString('en-US')} listings below 100 · ${data.scoredPairs.toLocaleString('en-US')} scored in the selection`
            : 'Loading…'
        }
        actions={
          data &&
          data.total > 0 && (
            <ExportMenu
              choices={TABLE_EXPORT_CHOICES}
              onExport={(format, progress) =>
                exportOpportunities(
                  { selection, sort: place.sort, order: place.order },
                  format,
                  hotelChainMode,
                  progress,
                )
              }
              data-testid="opportunities-export"
            />
          )
        }
        data-testid="opportunities"
      >
        {query.isError ? (
          <EmptyState title="The opportunities could not be loaded">
            {readableError(query.error, 'Please try again in a moment.')}
          </EmptyState>
        ) : query.isPending ? (
          <div className={styles.loading}>
            <Skeleton height={320} />
          </div>
        ) : data!.scoredPairs === 0 ? (
          <EmptyState title="No audits in this selection and range">
            Nothing was audited here in these dates. Widen the dates or the filters.
          </EmptyState>
        ) : data!.total === 0 ? (
          <EmptyState
            title="Every listing in this selection is accurate"
            icon={<CircleCheck size={28} aria-hidden />}
          >
            No channel scored below 100 in this range. Widen the dates or the filters to find more
            to fix.
          </EmptyState>
        ) : (
          <>
            <OpportunitiesTable
              rows={data!.items}
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
        )}
      </Card>
    </div>
  );
}
