import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { SECTION_DATASETS, selectedValues, type PanelDataset } from '../state/filter-model.ts';
import { INITIALLY_OPEN, useFilterUiStore } from '../state/filter-ui-store.ts';
import { useDraft } from '../state/use-draft.ts';
import { canReset, useFilterActions, useUrlSelection } from '../state/use-filter-actions.ts';
import { DatasetSection } from './dataset-section.tsx';
import { ViewList } from './view-switcher.tsx';
import styles from './filter-popup.module.css';

/**
 * The filter popup: every dataset in a dialog, for narrow screens (where the panel is hidden)
 * and for the toolbar's Filters button. Edits apply together with Apply.
 */
export function FilterPopup() {
  const open = useFilterUiStore((state) => state.popupOpen);
  const setOpen = useFilterUiStore((state) => state.setPopupOpen);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Filters"
      description="Choose what the dashboard shows. Nothing changes until you apply."
      data-testid="filter-popup"
    >
      {open && <PopupBody onClose={() => setOpen(false)} />}
    </Modal>
  );
}

function PopupBody({ onClose }: { onClose(): void }) {
  const { raw, path } = useUrlSelection();
  const { draft, pending, stage } = useDraft(raw, path);
  const { view, views } = useCurrentView();
  const actions = useFilterActions();
  const [pickedView, setPickedView] = useState(view);
  const [open, setOpen] = useState<ReadonlySet<PanelDataset>>(
    () =>
      new Set(
        SECTION_DATASETS.filter(
          (dataset) => INITIALLY_OPEN.includes(dataset) || selectedValues(raw, dataset).length > 0,
        ),
      ),
  );
  const viewChanged = !!pickedView && !!view && pickedView.id !== view.id;
  const run = (action: () => void) => () => {
    action();
    onClose();
  };

  return (
    <>
      {view && pickedView && views.length > 1 && (
        <section className={styles.viewSection} aria-labelledby="popup-view-heading">
          <h3 id="popup-view-heading" className={styles.sectionTitle}>
            View
          </h3>
          <ViewList views={views} current={pickedView} onPick={setPickedView} />
        </section>
      )}
      <div className={styles.sections}>
        {SECTION_DATASETS.map((dataset) => (
          <DatasetSection
            key={dataset}
            dataset={dataset}
            applied={raw}
            draft={draft}
            pending={pending}
            onStage={stage}
            flush
            open={open.has(dataset)}
            onOpenChange={(isOpen) =>
              setOpen((current) => {
                const next = new Set(current);
                if (isOpen) next.add(dataset);
                else next.delete(dataset);
                return next;
              })
            }
          />
        ))}
      </div>
      <div className={styles.footer}>
        <div className={styles.resets}>
          <Button
            variant="ghost"
            onClick={run(actions.fullReset)}
            title="Back to the dashboard as it first opens: default view, last 30 days, no filters, no breadcrumbs"
          >
            Full reset
          </Button>
          <Button
            variant="ghost"
            disabled={!canReset(raw)}
            onClick={run(actions.reset)}
            title="Clear every filter and go back to the last 30 days, in this view"
          >
            Reset
          </Button>
        </div>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={pending.length === 0 && !viewChanged}
          onClick={run(() => {
            if (viewChanged) actions.switchView(pickedView);
            else actions.apply(draft);
          })}
        >
          Apply
        </Button>
      </div>
    </>
  );
}
