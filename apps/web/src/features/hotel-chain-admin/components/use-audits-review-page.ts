import type { ReviewQueueQuery } from '@lens/contracts';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useChannelTypes, useReviewQueue } from '../api/hotel-chain-admin-api.ts';
import { useRemainderState } from '../state/use-remainder-state.ts';
import { useReviewDecisions } from './use-review-decisions.ts';

export const REVIEW_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/**
 * One channel type's review queue: its filters and page (from the path remainder), the audits
 * selected, and the decisions on them.
 */
export function useAuditsReviewPage(channelTypeId: number) {
  const channelTypes = useChannelTypes();
  const { values, update } = useRemainderState();
  const page = Math.max(1, Number(values.page) || 1);
  const filters = {
    search: values.search ?? '',
    site: values.site ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
    latest: values.latest === 'true',
  };
  const query: ReviewQueueQuery = {
    page: String(page),
    pageSize: String(REVIEW_PAGE_SIZE),
    ...(filters.search && { search: filters.search }),
    ...(filters.site && { siteId: filters.site }),
    ...(filters.from && { startDate: filters.from }),
    ...(filters.to && { endDate: filters.to }),
    ...(filters.latest && { currentOnly: 'true' as const }),
  };
  const type = channelTypes.data?.channelTypes.find((t) => t.channelTypeId === channelTypeId);
  const queue = useReviewQueue(channelTypeId, query);

  const [searchText, setSearchText] = useState(filters.search);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const decisions = useReviewDecisions(channelTypeId, query, (ids) =>
    setSelected((before) => new Set([...before].filter((id) => !ids.has(id)))),
  );

  const remainderOf = (values: typeof filters, shownPage: number) => ({
    search: values.search,
    site: values.site,
    from: values.from,
    to: values.to,
    latest: values.latest,
    page: shownPage > 1 ? shownPage : undefined,
  });
  const setFilters = (next: Partial<typeof filters>, nextPage = 1) => {
    update(remainderOf({ ...filters, ...next }, nextPage));
    setSelected(new Set());
  };

  // Only the typed text starts a search; the other filters are read when it fires.
  const search = useEffectEvent((text: string) => {
    if (text.trim() !== filters.search) setFilters({ search: text.trim() });
  });
  useEffect(() => {
    const timer = setTimeout(() => search(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const items = useMemo(() => queue.data?.items ?? [], [queue.data]);
  const lastPage = queue.data ? Math.max(1, Math.ceil(queue.data.total / REVIEW_PAGE_SIZE)) : page;

  // Deciding the last rows of the last page leaves it empty: show the page before instead.
  const showLastPage = useEffectEvent((shown: number) => update(remainderOf(filters, shown)));
  const beyondLastPage = !!queue.data && !queue.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (beyondLastPage) showLastPage(lastPage);
  }, [beyondLastPage, lastPage]);

  return {
    channelTypes,
    type,
    unknownType: !!channelTypes.data && !type,
    page,
    filters,
    setFilters,
    filtered: !!(filters.search || filters.site || filters.from || filters.to || filters.latest),
    clearFilters: () => {
      setSearchText('');
      update({});
    },
    searchText,
    setSearchText,
    queue,
    items,
    selected,
    setSelected,
    ...decisions,
  };
}

export type AuditsReviewPageState = ReturnType<typeof useAuditsReviewPage>;
