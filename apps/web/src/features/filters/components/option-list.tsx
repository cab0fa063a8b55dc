import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { SearchInput } from '../../../components/form-controls.tsx';
import type { FilterOption } from '../api/use-dataset-options.ts';
import { noDataHint, optionKey, searchable, type OptionId } from '../state/filter-model.ts';
import styles from './option-list.module.css';

/** Lists longer than this get a search box; shorter ones are read at a glance. */
const SEARCH_FROM = 8;
/** Selected options move to the top only in lists long enough to lose them in. */
const PIN_FROM = 7;
/** Rows rendered all at once up to here; the property list can hold thousands. */
const VIRTUALIZE_FROM = 60;
const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 30;
const LIST_HEIGHT = 288;

type Row =
  | { kind: 'header'; key: string; label: string; count: number }
  | { kind: 'option'; key: string; option: FilterOption };

function buildRows(
  options: readonly FilterOption[],
  pinned: ReadonlySet<string>,
  search: string,
): Row[] {
  const term = searchable(search.trim());
  const visible = term
    ? options.filter((o) => searchable(`${o.name} ${o.code ?? ''}`).includes(term))
    : options;
  const pinning = options.length >= PIN_FROM;
  const first = pinning ? visible.filter((o) => pinned.has(o.key)) : [];
  const rest = pinning ? visible.filter((o) => !pinned.has(o.key)) : visible;
  const available = rest.filter((o) => o.available);
  const unavailable = rest.filter((o) => !o.available);
  const rows: Row[] = [];
  const group = (key: string, label: string, items: FilterOption[], header: boolean) => {
    if (items.length === 0) return;
    if (header) rows.push({ kind: 'header', key, label, count: items.length });
    for (const option of items) rows.push({ kind: 'option', key: option.key, option });
  };
  group('selected', 'Selected', first, true);
  group('available', 'Available', available, first.length > 0 || unavailable.length > 0);
  group('unavailable', 'No data with the current filters', unavailable, true);
  return rows;
}

export interface OptionListProps {
  /** The dataset's title, for labels ("Brand"). */
  title: string;
  options: readonly FilterOption[];
  /** The staged selection. */
  selected: readonly OptionId[];
  /** The applied selection: listed first, and kept in place while the user edits. */
  pinned: readonly OptionId[];
  onChange(values: OptionId[]): void;
}

/**
 * A searchable multi-select list. Available options read normally; options without data under
 * the other filters are greyed under their own heading but stay selectable: availability depends
 * on the other filters, which the user may be about to change too.
 */
export function OptionList({ title, options, selected, pinned, onChange }: OptionListProps) {
  const [search, setSearch] = useState('');
  const pinnedKeys = useMemo(() => new Set(pinned.map(optionKey)), [pinned]);
  const selectedKeys = useMemo(() => new Set(selected.map(optionKey)), [selected]);
  const rows = useMemo(() => buildRows(options, pinnedKeys, search), [options, pinnedKeys, search]);
  const matches = rows.flatMap((row) => (row.kind === 'option' ? [row.option] : []));
  const addable = matches.filter((o) => o.available && !selectedKeys.has(o.key));

  const toggle = (option: FilterOption) =>
    onChange(
      selectedKeys.has(option.key)
        ? selected.filter((value) => optionKey(value) !== option.key)
        : [...selected, option.id],
    );
  const renderRow = (row: Row): ReactNode =>
    row.kind === 'header' ? (
      <div className={styles.header} role="presentation">
        <span>{row.label}</span>
        <span className="tabular">{row.count}</span>
      </div>
    ) : (
      <OptionRow
        option={row.option}
        checked={selectedKeys.has(row.key)}
        hint={noDataHint(title)}
        onToggle={toggle}
      />
    );

  return (
    <div className={styles.list}>
      {options.length > SEARCH_FROM && (
        <SearchInput
          label={`Search ${title.toLowerCase()}`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      <div className={styles.actions}>
        <span className={styles.summary}>
          {selected.length > 0 ? `${selected.length} selected` : `All ${options.length}`}
        </span>
        <button
          type="button"
          className={styles.link}
          disabled={addable.length === 0}
          onClick={() => onChange([...selected, ...addable.map((o) => o.id)])}
        >
          {search.trim() ? 'Select matches' : 'Select all'}
        </button>
        <button
          type="button"
          className={styles.link}
          disabled={selected.length === 0}
          onClick={() => onChange([])}
        >
          Clear
        </button>
      </div>
      <div role="group" aria-label={`${title} options`}>
        {rows.length === 0 ? (
          <p className={styles.empty}>
            No {title.toLowerCase()} matches “{search.trim()}”.
          </p>
        ) : rows.length < VIRTUALIZE_FROM ? (
          <div className={styles.scroller}>
            {rows.map((row) => (
              <div key={`${row.kind}-${row.key}`}>{renderRow(row)}</div>
            ))}
          </div>
        ) : (
          <VirtualRows key={search} rows={rows} renderRow={renderRow} />
        )}
      </div>
    </div>
  );
}

function VirtualRows({ rows, renderRow }: { rows: Row[]; renderRow(row: Row): ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The build has no React Compiler to skip; the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'header' ? HEADER_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => `${rows[index]?.kind}-${rows[index]?.key}`,
    overscan: 8,
  });
  return (
    <div ref={scroller} className={styles.scroller} style={{ height: LIST_HEIGHT }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            className={styles.virtualRow}
            style={{ height: item.size, transform: `translateY(${item.start}px)` }}
          >
            {renderRow(rows[item.index]!)}
          </div>
        ))}
      </div>
    </div>
  );
}

function OptionRow({
  option,
  checked,
  hint,
  onToggle,
}: {
  option: FilterOption;
  checked: boolean;
  hint: string;
  onToggle(option: FilterOption): void;
}) {
  return (
    <label
      className={styles.option}
      data-available={option.available}
      data-option={option.key}
      title={option.available ? undefined : hint}
    >
      <input type="checkbox" checked={checked} onChange={() => onToggle(option)} />
      <span className={styles.name}>{option.name}</span>
      {option.code && <span className={styles.code}>{option.code}</span>}
    </label>
  );
}
