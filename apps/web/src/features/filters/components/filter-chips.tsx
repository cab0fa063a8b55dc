import { LIST_FILTER_TITLES, type FilterSelection } from '@lens/domain';
import { TriangleAlert, X } from 'lucide-react';
import { useDatasetOptions } from '../api/use-dataset-options.ts';
import {
  knownName,
  optionKey,
  PANEL_DATASETS,
  selectedValues,
  withValues,
  withoutListFilters,
  type OptionId,
  type PanelDataset,
} from '../state/filter-model.ts';
import { useFilterActions, useUrlSelection } from '../state/use-filter-actions.ts';
import styles from './filter-chips.module.css';

/** Up to this many values a dataset shows one chip each; beyond, one chip counts them. */
const CHIPS_PER_DATASET = 3;

/** The applied filters as chips, by name, each removed with one click. */
export function FilterChips({ className }: { className?: string }) {
  const { raw } = useUrlSelection();
  const { apply } = useFilterActions();
  const datasets = PANEL_DATASETS.filter((dataset) => selectedValues(raw, dataset).length > 0);
  if (datasets.length === 0) return null;
  return (
    <div
      className={[styles.chips, className].filter(Boolean).join(' ')}
      role="region"
      aria-label="Applied filters"
      data-testid="filter-chips"
    >
      <ul className={styles.list}>
        {datasets.map((dataset) => (
          <DatasetChips key={dataset} dataset={dataset} selection={raw} onApply={apply} />
        ))}
      </ul>
      {datasets.length > 1 && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => apply(withoutListFilters(raw))}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

function DatasetChips({
  dataset,
  selection,
  onApply,
}: {
  dataset: PanelDataset;
  selection: FilterSelection;
  onApply(next: FilterSelection): void;
}) {
  const { options, loading } = useDatasetOptions(dataset);
  const values = selectedValues(selection, dataset);
  const title = LIST_FILTER_TITLES[dataset];
  const option = (id: OptionId) => options.find((o) => o.key === optionKey(id));
  const nameOf = (id: OptionId) =>
    option(id)?.name ?? knownName(dataset, id) ?? (loading ? '…' : `#${optionKey(id)}`);
  const remove = (id: OptionId | null) =>
    onApply(
      withValues(
        selection,
        dataset,
        id === null ? [] : values.filter((value) => optionKey(value) !== optionKey(id)),
      ),
    );

  if (values.length > CHIPS_PER_DATASET)
    return (
      <Chip
        dataset={dataset}
        title={title}
        text={`${values.length} selected`}
        removeLabel={`Remove the ${title.toLowerCase()} filter`}
        onRemove={() => remove(null)}
      />
    );
  return (
    <>
      {values.map((id) => (
        <Chip
          key={optionKey(id)}
          dataset={dataset}
          value={optionKey(id)}
          title={title}
          text={nameOf(id)}
          noData={option(id)?.available === false}
          removeLabel={`Remove ${title.toLowerCase()} ${nameOf(id)}`}
          onRemove={() => remove(id)}
        />
      ))}
    </>
  );
}

function Chip({
  dataset,
  value,
  title,
  text,
  noData = false,
  removeLabel,
  onRemove,
}: {
  dataset: PanelDataset;
  value?: string;
  title: string;
  text: string;
  noData?: boolean;
  removeLabel: string;
  onRemove(): void;
}) {
  return (
    <li
      className={styles.chip}
      data-dataset={dataset}
      data-value={value}
      data-no-data={noData || undefined}
      title={noData ? 'No data for this value under the other filters' : undefined}
    >
      {noData && <TriangleAlert size={13} className={styles.warning} aria-label="No data" />}
      <span className={styles.chipTitle}>{title}:</span>
      <span className={styles.chipText}>{text}</span>
      <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
        <X size={14} aria-hidden />
      </button>
    </li>
  );
}
