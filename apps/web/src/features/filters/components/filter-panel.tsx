import { PanelLeftClose, SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { useContainedOverscroll } from '../../../lib/use-contained-overscroll.ts';
import { activeFilterCount, SECTION_DATASETS, selectedValues } from '../state/filter-model.ts';
import { INITIALLY_OPEN, useFilterUiStore } from '../state/filter-ui-store.ts';
import { useDraft } from '../state/use-draft.ts';
import { canReset, useFilterActions, useUrlSelection } from '../state/use-filter-actions.ts';
import { DatasetSection } from './dataset-section.tsx';
import styles from './filter-panel.module.css';

/**
 * The filter panel beside the widgets (wide screens; narrow ones use the popup). Ticks are staged
 * and applied together with Apply: one navigation and one breadcrumb for a multi-select choice,
 * instead of reloading the dashboard on every tick.
 */
export function FilterPanel({ className }: { className?: string }) {
  const { raw, path } = useUrlSelection();
  const { draft, pending, stage, discard } = useDraft(raw, path);
  const actions = useFilterActions();
  const collapsed = useFilterUiStore((state) => state.panelCollapsed);
  const setCollapsed = useFilterUiStore((state) => state.setPanelCollapsed);
  const openSections = useFilterUiStore((state) => state.openSections);
  const setSectionOpen = useFilterUiStore((state) => state.setSectionOpen);
  const count = activeFilterCount(raw);
  const sectionsRef = useContainedOverscroll<HTMLDivElement>();
  // A tree tick can move channels between site_group and site: one change for the user.
  const changes = new Set(
    pending.map((dataset) =>
      dataset === 'site_group' || dataset === 'channel_group' ? 'site' : dataset,
    ),
  ).size;
  const classes = (own: string | undefined) => [own, className].filter(Boolean).join(' ');

  if (collapsed)
    return (
      <aside className={classes(styles.rail)} aria-label="Filters">
        <Button
          variant="ghost"
          iconOnly
          aria-label={count > 0 ? `Show filters (${count} active)` : 'Show filters'}
          onClick={() => setCollapsed(false)}
        >
          <SlidersHorizontal size={18} aria-hidden />
        </Button>
        {count > 0 && <span className={styles.railCount}>{count}</span>}
      </aside>
    );

  return (
    <aside className={classes(styles.panel)} aria-label="Filters" data-testid="filter-panel">
      <header className={styles.header}>
        <h2 className={styles.heading}>Filters</h2>
        {count > 0 && <span className={styles.count}>{count} active</span>}
        <Button
          variant="ghost"
          size="small"
          className={styles.reset}
          disabled={!canReset(raw)}
          onClick={actions.reset}
          title="Clear every filter and go back to the last 30 days, in this view"
        >
          Reset
        </Button>
        <Button
          variant="ghost"
          size="small"
          iconOnly
          aria-label="Hide filters"
          onClick={() => setCollapsed(true)}
        >
          <PanelLeftClose size={16} aria-hidden />
        </Button>
      </header>
      <div ref={sectionsRef} className={styles.sections}>
        {SECTION_DATASETS.map((dataset) => (
          <DatasetSection
            key={dataset}
            dataset={dataset}
            applied={raw}
            draft={draft}
            pending={pending}
            onStage={stage}
            open={
              openSections[dataset] ??
              (INITIALLY_OPEN.includes(dataset) || selectedValues(raw, dataset).length > 0)
            }
            onOpenChange={(open) => setSectionOpen(dataset, open)}
          />
        ))}
      </div>
      {changes > 0 && (
        <footer className={styles.applyBar} role="region" aria-label="Changes not applied">
          <span className={styles.applyText}>
            {changes === 1 ? '1 filter changed' : `${changes} filters changed`}
          </span>
          <Button variant="ghost" size="small" onClick={discard}>
            Discard
          </Button>
          <Button variant="primary" size="small" onClick={() => actions.apply(draft)}>
            Apply
          </Button>
        </footer>
      )}
    </aside>
  );
}
