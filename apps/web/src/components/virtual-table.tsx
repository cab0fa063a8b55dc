import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { EmptyState, Skeleton } from './feedback-states.tsx';
import styles from './virtual-table.module.css';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export type SortValue = number | string | null | undefined;

export interface TableColumn<T> {
  id: string;
  header: string;
  /** The header is only read by screen readers (a column of row chevrons). */
  headerHidden?: boolean;
  cell(row: T): ReactNode;
  /**
   * Width in pixels; leave it out for the column that takes the remaining space (at least
   * FLEXIBLE_MIN_WIDTH). The table lays out fixed, so rows never jump while scrolling.
   */
  width?: number;
  align?: 'start' | 'end';
  /** Makes the column sortable. Missing values sort last in both directions. */
  sortValue?(row: T): SortValue;
  /** The direction of the first click: scores usually read best-first, names A to Z. */
  firstDirection?: SortDirection;
  /**
   * Makes the column optional: while the table would not fit its frame, optional columns are
   * dropped, lowest priority first, so a phone keeps the essentials without scrolling sideways.
   */
  priority?: number;
  /**
   * Whether the row has anything to show in this column. A column that says no for every row is
   * left out: an empty column only takes room from the names beside it.
   */
  hasValue?(row: T): boolean;
}

/** Stable sort on one column; missing values go last whatever the direction. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows.toSorted((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y), undefined, { sensitivity: 'base' }) * sign;
  });
}

export interface VirtualTableProps<T> {
  /** Names the table for assistive technology. */
  caption: string;
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey(row: T): string | number;
  initialSort?: SortState;
  /** Click, Enter or Space on a row. */
  onRowActivate?(row: T): void;
  rowHeight?: number;
  /** The scroll area's height limit; a short table shrinks to its rows. */
  maxHeight?: number;
  loading?: boolean;
  emptyTitle?: string;
  emptyText?: ReactNode;
  'data-testid'?: string;
}

const HEADER_HEIGHT = 40;
const FLEXIBLE_MIN_WIDTH = 140;
/** Narrow tables pad their outer edges less (see the .narrow rules). */
const NARROW_WIDTH = 480;

/** The first and last cells pad the table's edges more than the cells between. */
function tableWidth(columns: readonly { width?: number }[], narrow: boolean): number {
  return columns.reduce(
    (sum, column) => sum + (column.width ?? FLEXIBLE_MIN_WIDTH),
    narrow ? 8 : 24,
  );
}

/** The columns that fit `width`, dropping optional ones lowest priority first. */
export function fittingColumns<C extends { width?: number; priority?: number }>(
  columns: readonly C[],
  width: number | null,
): readonly C[] {
  if (width === null) return columns;
  const narrow = width < NARROW_WIDTH;
  const optional = columns
    .filter((column) => column.priority !== undefined)
    .toSorted((a, b) => a.priority! - b.priority!);
  let kept = columns;
  for (const column of optional) {
    if (tableWidth(kept, narrow) <= width) break;
    kept = kept.filter((c) => c !== column);
  }
  return kept;
}

/** The columns without those that are empty in every row (while there are rows). */
export function withValues<T>(
  columns: readonly TableColumn<T>[],
  rows: readonly T[],
): readonly TableColumn<T>[] {
  if (rows.length === 0) return columns;
  return columns.filter((column) => !column.hasValue || rows.some(column.hasValue));
}

function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A sortable table that renders only the rows in view, so thousands of rows scroll smoothly. It is
 * a real <table> (spacer rows stand in for the rows off screen) with a sticky header; rows take
 * focus one at a time (arrow keys, Home, End, Page Up/Down) and Enter activates them.
 */
export function VirtualTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  initialSort,
  onRowActivate,
  rowHeight = 44,
  maxHeight = 440,
  loading = false,
  emptyTitle = 'Nothing to show',
  emptyText,
  ...rest
}: VirtualTableProps<T>) {
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focusTarget = useRef<number | null>(null);
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const [activeIndex, setActiveIndex] = useState(0);
  const width = useElementWidth(frameRef);
  const narrow = width !== null && width < NARROW_WIDTH;
  const shown = useMemo(
    () => fittingColumns(withValues(columns, rows), width),
    [columns, rows, width],
  );
  // Below this the flexible column would be crushed, so the table scrolls sideways instead.
  const minWidth = tableWidth(shown, narrow);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.columnId);
    return column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, columns, sort]);

  // The app is not built with the React Compiler, and the virtualizer re-renders this component
  // itself on scroll, so nothing here relies on memoising its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: { width: 0, height: maxHeight },
    // A scroll area not laid out (hidden, or a DOM without layout) measures 0 high and would draw
    // no row at all; it counts as full height instead, so the first rows are always there.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: maxHeight }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const current = Math.min(activeIndex, Math.max(0, sorted.length - 1));
  // The row that takes Tab: the active one, or the first drawn when the active one scrolled away.
  const tabbable = items.some((item) => item.index === current) ? current : items[0]?.index;

  useEffect(() => {
    if (focusTarget.current === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(
      `tr[data-index="${focusTarget.current}"]`,
    );
    if (row) {
      row.focus({ preventScroll: true });
      focusTarget.current = null;
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(sorted.length - 1, index));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    // A row already drawn takes focus now: when the active index does not change (a click made it
    // active before) React skips the render, so the effect below would never run for it.
    const drawn = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${next}"]`);
    if (drawn) drawn.focus({ preventScroll: true });
    else focusTarget.current = next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    if (!row) return;
    const index = Number(row.dataset.index);
    const page = Math.max(1, Math.floor((maxHeight - HEADER_HEIGHT) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: sorted.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if ((event.key === 'Enter' || event.key === ' ') && onRowActivate) {
      event.preventDefault();
      const target = sorted[index];
      if (target !== undefined) onRowActivate(target);
    }
  };

  const toggleSort = (column: TableColumn<T>) => {
    setSort((before) =>
      before?.columnId === column.id
        ? {
            columnId: column.id,
            direction: before.direction === 'ascending' ? 'descending' : 'ascending',
          }
        : { columnId: column.id, direction: column.firstDirection ?? 'ascending' },
    );
    setActiveIndex(0);
    virtualizer.scrollToOffset(0);
  };

  const alignClass = (column: TableColumn<T>) => (column.align === 'end' ? styles.end : undefined);

  return (
    <div ref={frameRef} className={styles.frame} data-testid={rest['data-testid']}>
      {!loading && sorted.length === 0 ? (
        <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
      ) : (
        <div
          ref={scrollRef}
          className={styles.scroller}
          style={{ maxHeight }}
          data-overflowing={virtualizer.getTotalSize() + HEADER_HEIGHT > maxHeight || undefined}
        >
          <table
            className={narrow ? `${styles.table} ${styles.narrow}` : styles.table}
            style={{ minWidth }}
            aria-rowcount={loading ? undefined : sorted.length + 1}
            aria-busy={loading || undefined}
          >
            <caption className="visually-hidden">{caption}</caption>
            <colgroup>
              {shown.map((column) => (
                <col key={column.id} style={column.width ? { width: column.width } : undefined} />
              ))}
            </colgroup>
            <thead>
              <tr aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
                {shown.map((column) => {
                  const direction = sort?.columnId === column.id ? sort.direction : undefined;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      className={alignClass(column)}
                      aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => toggleSort(column)}
                        >
                          <span>{column.header}</span>
                          {direction === 'ascending' ? (
                            <ArrowUp size={13} aria-hidden />
                          ) : direction === 'descending' ? (
                            <ArrowDown size={13} aria-hidden />
                          ) : (
                            <ChevronsUpDown size={13} aria-hidden className={styles.idle} />
                          )}
                        </button>
                      ) : column.headerHidden ? (
                        <span className="visually-hidden">{column.header}</span>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            {loading ? (
              <tbody>
                {Array.from({ length: 6 }, (_, index) => (
                  <tr key={index} style={{ height: rowHeight }}>
                    {shown.map((column) => (
                      <td key={column.id}>
                        <Skeleton height={12} width={column.align === 'end' ? '60%' : '80%'} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ) : (
              <tbody ref={bodyRef} onKeyDown={onKeyDown}>
                {paddingTop > 0 && (
                  <tr aria-hidden="true" className={styles.spacer}>
                    <td colSpan={shown.length} style={{ height: paddingTop }} />
                  </tr>
                )}
                {items.map((item) => {
                  const row = sorted[item.index]!;
                  return (
                    <tr
                      key={rowKey(row)}
                      data-index={item.index}
                      aria-rowindex={item.index + 2}
                      tabIndex={item.index === tabbable ? 0 : -1}
                      className={onRowActivate ? `${styles.row} ${styles.active}` : styles.row}
                      style={{ height: rowHeight }}
                      onClick={() => {
                        setActiveIndex(item.index);
                        onRowActivate?.(row);
                      }}
                      onFocus={() => setActiveIndex(item.index)}
                    >
                      {shown.map((column) => (
                        <td key={column.id} className={alignClass(column)}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
                {paddingBottom > 0 && (
                  <tr aria-hidden="true" className={styles.spacer}>
                    <td colSpan={shown.length} style={{ height: paddingBottom }} />
                  </tr>
                )}
              </tbody>
            )}
          </table>
        </div>
      )}
    </div>
  );
}
