import type { Opportunity } from '@lens/contracts';
import { encodeFilterPath } from '@lens/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSelection } from '../../../lib/selection.ts';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useOpportunities } from '../api/opportunities-api.ts';
import { formatReviewHash, parseReviewHash, type ReviewPlace } from './review-hash.ts';

const PAGE_SIZE = 25;

/**
 * The review's place (order and page, from the hash), its page of opportunities for the
 * selection, and the link from a row to its channel's page.
 */
export function useOpportunitiesPage() {
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

  return { selection, hotelChainMode, place, goTo, query, channelPage, totalGain };
}

export type OpportunitiesPageState = ReturnType<typeof useOpportunitiesPage>;
