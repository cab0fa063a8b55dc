import {
  DEFAULT_SORT_ORDER,
  OPPORTUNITY_SORTS,
  SORT_ORDERS,
  type OpportunitySort,
  type SortOrder,
} from '@lens/contracts';

/** The order and page of the opportunities review, kept in the URL hash (`#sort=gain&page=2`). */
export interface ReviewPlace {
  sort: OpportunitySort;
  order: SortOrder;
  page: number;
}

const isSort = (value: string | null): value is OpportunitySort =>
  (OPPORTUNITY_SORTS as readonly string[]).includes(value ?? '');
const isOrder = (value: string | null): value is SortOrder =>
  (SORT_ORDERS as readonly string[]).includes(value ?? '');

/** The place a hash names; anything missing or not understood falls back to the ranking's first page. */
export function parseReviewHash(hash: string): ReviewPlace {
  const values = new URLSearchParams(hash.replace(/^#/, ''));
  const sortValue = values.get('sort');
  const sort = isSort(sortValue) ? sortValue : 'gain';
  const orderValue = values.get('order');
  const page = Number(values.get('page'));
  return {
    sort,
    order: isOrder(orderValue) ? orderValue : DEFAULT_SORT_ORDER[sort],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** `#sort=...&page=...`, with `order` only when it is not the column's own. */
export function formatReviewHash({ sort, order, page }: ReviewPlace): string {
  const orderPart = order === DEFAULT_SORT_ORDER[sort] ? '' : `&order=${order}`;
  return `#sort=${sort}${orderPart}&page=${page}`;
}

/** A header click: the same column turns its order around, another starts in its own, page 1. */
export function sortBy(place: ReviewPlace, sort: OpportunitySort): ReviewPlace {
  if (place.sort === sort) return { sort, order: place.order === 'asc' ? 'desc' : 'asc', page: 1 };
  return { sort, order: DEFAULT_SORT_ORDER[sort], page: 1 };
}
