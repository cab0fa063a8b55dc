import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { SearchInput } from '../../../components/form-controls.tsx';
import { Pager } from '../../../components/pager.tsx';
import { VirtualTable, type TableColumn } from '../../../components/virtual-table.tsx';
import type { useListParams } from '../../../lib/use-list-params.ts';
import { useTypedSearch } from '../../../lib/use-typed-search.ts';
import styles from './list-card.module.css';

const ROW_HEIGHT = 56;

/** A search box that asks once typing pauses, not on every key. */
function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch(value: string): void;
}) {
  const [text, setText] = useTypedSearch(value, onSearch);
  return (
    <div className={styles.search}>
      <SearchInput
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </div>
  );
}

interface PageData<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListCardProps<T> {
  caption: string;
  noun: string;
  /** The search and page, which live in the URL. */
  list: Pick<ReturnType<typeof useListParams>, 'search' | 'setSearch' | 'setPage'>;
  searchLabel: string;
  /** Filters beside the search box. */
  filters?: ReactNode;
  query: {
    data: PageData<T> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch(): Promise<unknown>;
  };
  columns: readonly TableColumn<T>[];
  rowKey(row: T): number;
  onRowActivate(row: T): void;
  emptyTitle: string;
  emptyText?: ReactNode;
  'data-testid'?: string;
}

/** A searchable, paged list of records; a row opens its record (click, Enter or Space). */
export function ListCard<T>({
  caption,
  noun,
  list,
  searchLabel,
  filters,
  query,
  columns,
  rowKey,
  onRowActivate,
  emptyTitle,
  emptyText,
  ...rest
}: ListCardProps<T>) {
  const { data } = query;
  const rows = data?.items ?? [];
  return (
    <section className={styles.card} aria-label={caption} data-testid={rest['data-testid']}>
      <div className={styles.toolbar}>
        <SearchBox label={searchLabel} value={list.search} onSearch={list.setSearch} />
        {filters}
      </div>
      {query.isError && !data ? (
        <EmptyState title={`The ${noun} could not be loaded`}>
          <Button size="small" onClick={() => void query.refetch()}>
            <RefreshCw size={14} aria-hidden /> Try again
          </Button>
        </EmptyState>
      ) : (
        <VirtualTable
          caption={caption}
          rows={rows}
          columns={columns}
          rowKey={rowKey}
          onRowActivate={onRowActivate}
          rowHeight={ROW_HEIGHT}
          maxHeight={Math.max(ROW_HEIGHT * 6, rows.length * ROW_HEIGHT + 41)}
          loading={query.isPending && !data}
          emptyTitle={emptyTitle}
          emptyText={emptyText}
        />
      )}
      {data && data.total > 0 && (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={list.setPage}
          label={noun}
        />
      )}
    </section>
  );
}
