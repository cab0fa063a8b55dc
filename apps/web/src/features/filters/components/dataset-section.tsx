import { LIST_FILTER_TITLES, type FilterSelection, type ListFilterName } from '@lens/domain';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { useChannelTree } from '../api/use-channel-tree.ts';
import { useDatasetOptions } from '../api/use-dataset-options.ts';
import { selectedValues, withValues, type PanelDataset } from '../state/filter-model.ts';
import { OptionList } from './option-list.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import styles from './dataset-section.module.css';

// The tree is the panel's largest list and only one of its sections: it comes in its own chunk
// so the first download stays within its 250 kB budget.
const ChannelTreeList = lazy(() =>
  loadChunk(() => import('./channel-tree-list.tsx')).then((module) => ({
    default: module.ChannelTreeList,
  })),
);

export interface DatasetSectionProps {
  dataset: PanelDataset;
  /** The selection in the URL. */
  applied: FilterSelection;
  /** The selection with the staged edits. */
  draft: FilterSelection;
  /** Datasets whose staged values differ from the URL's. */
  pending: readonly ListFilterName[];
  onStage(next: FilterSelection, datasets: readonly ListFilterName[]): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The popup's sections run to the dialog's padding; the panel's keep their own. */
  flush?: boolean;
}

/** One dataset of the panel and the popup: a header that opens it, and its list once open. */
export function DatasetSection({
  dataset,
  applied,
  draft,
  pending,
  onStage,
  open,
  onOpenChange,
  flush = false,
}: DatasetSectionProps) {
  const bodyId = useId();
  const title = LIST_FILTER_TITLES[dataset];
  const tree = dataset === 'site_group';
  const count =
    selectedValues(draft, dataset).length +
    (tree ? selectedValues(draft, 'channel_group').length : 0);
  const changed = tree
    ? TREE_DATASETS.some((name) => pending.includes(name))
    : pending.includes(dataset);
  return (
    <section
      className={[styles.section, flush && styles.flush].filter(Boolean).join(' ')}
      data-dataset={dataset}
    >
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onOpenChange(!open)}
        >
          <span className={styles.title}>{title}</span>
          {changed && <span className={styles.pending} title="Changed, not applied yet" />}
          {count > 0 && (
            <span className={styles.count}>
              {count}
              <span className="visually-hidden"> selected</span>
            </span>
          )}
          <ChevronDown size={16} className={styles.chevron} aria-hidden />
        </button>
      </h3>
      {open && (
        <div id={bodyId} className={styles.body}>
          {tree ? (
            <TreeBody applied={applied} draft={draft} onStage={onStage} />
          ) : (
            <ListBody dataset={dataset} applied={applied} draft={draft} onStage={onStage} />
          )}
        </div>
      )}
    </section>
  );
}

/** What the channel tree reads and writes. */
const TREE_DATASETS = ['site', 'site_group', 'channel_group'] as const;

type BodyProps = Pick<DatasetSectionProps, 'applied' | 'draft' | 'onStage'>;

function ListBody({ dataset, applied, draft, onStage }: BodyProps & { dataset: PanelDataset }) {
  const { options, loading, failed, retry } = useDatasetOptions(dataset);
  if (loading) return <LoadingRows />;
  if (failed && options.length === 0)
    return <LoadFailed title={LIST_FILTER_TITLES[dataset]} retry={() => void retry()} />;
  return (
    <OptionList
      title={LIST_FILTER_TITLES[dataset]}
      options={options}
      selected={selectedValues(draft, dataset)}
      pinned={selectedValues(applied, dataset)}
      onChange={(values) => onStage(withValues(draft, dataset, values), [dataset])}
    />
  );
}

function TreeBody({ draft, onStage }: BodyProps) {
  const { tree, loading, failed, retry } = useChannelTree();
  if (loading) return <LoadingRows />;
  if (failed && tree.length === 0)
    return <LoadFailed title="Channel category" retry={() => void retry()} />;
  return (
    <Suspense fallback={<LoadingRows />}>
      <ChannelTreeList
        tree={tree}
        selection={draft}
        onChange={(next) =>
          onStage(
            TREE_DATASETS.reduce(
              (staged, name) => withValues(staged, name, next[name] ?? []),
              draft,
            ),
            TREE_DATASETS,
          )
        }
      />
    </Suspense>
  );
}

function LoadingRows() {
  return (
    <div className={styles.loading} aria-busy="true">
      {[70, 55, 80, 60].map((width) => (
        <Skeleton key={width} width={`${width}%`} height={14} />
      ))}
    </div>
  );
}

function LoadFailed({ title, retry }: { title: string; retry(): void }) {
  return (
    <div className={styles.failed} role="alert">
      <span>{title} options could not be loaded.</span>
      <Button size="small" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
