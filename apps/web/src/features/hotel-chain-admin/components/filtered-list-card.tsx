import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Pager } from '../../../components/pager.tsx';
import bar from './filter-bar.module.css';

export interface ListPaging {
  page: number;
  pageSize: number;
  /** Unknown while the first answer is on its way. */
  total: number | undefined;
  /** What the list holds, e.g. "audits". */
  label: string;
  onPage(page: number): void;
}

/**
 * A hotel-chain-admin list in its card: the filters (and their "Clear filters" while any is on), the
 * rows the caller draws, and the pages once there is something to page through.
 */
export function FilteredListCard({
  title,
  subtitle,
  filtersLabel,
  filters,
  onClear,
  paging,
  children,
  ...rest
}: {
  title: ReactNode;
  subtitle: ReactNode;
  /** The filter bar's name for assistive technology, e.g. "Filter the audits". */
  filtersLabel: string;
  filters: ReactNode;
  /** Given while a filter is on. */
  onClear?: () => void;
  paging: ListPaging;
  children: ReactNode;
  'data-testid': string;
}) {
  return (
    <Card flush title={title} subtitle={subtitle} data-testid={rest['data-testid']}>
      <div className={bar.bar} role="search" aria-label={filtersLabel}>
        {filters}
        {onClear && (
          <Button size="small" variant="ghost" className={bar.clear} onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
      {children}
      {paging.total !== undefined && paging.total > 0 && (
        <Pager
          page={paging.page}
          pageSize={paging.pageSize}
          total={paging.total}
          label={paging.label}
          onPage={paging.onPage}
        />
      )}
    </Card>
  );
}
