import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { activeFilterCount } from '../state/filter-model.ts';
import { useFilterUiStore } from '../state/filter-ui-store.ts';
import { canReset, useFilterActions, useUrlSelection } from '../state/use-filter-actions.ts';
import { DateRangePicker } from './date-range-picker.tsx';
import { FilterPopup } from './filter-popup.tsx';
import { ViewSwitcher } from './view-switcher.tsx';
import styles from './filter-toolbar.module.css';

/** The top bar's filter controls: view, dates, the filter popup and Reset. */
export function FilterToolbar() {
  const { raw } = useUrlSelection();
  const { reset } = useFilterActions();
  const setPopupOpen = useFilterUiStore((state) => state.setPopupOpen);
  const count = activeFilterCount(raw);
  return (
    <div className={styles.toolbar} data-testid="filter-toolbar">
      <div className={styles.viewSlot}>
        <ViewSwitcher />
      </div>
      <span className={styles.divider} aria-hidden />
      <DateRangePicker />
      <Button
        className={styles.filtersButton}
        onClick={() => setPopupOpen(true)}
        data-testid="open-filters"
      >
        <SlidersHorizontal size={16} aria-hidden />
        <span className={styles.filtersLabel}>Filters</span>
        {count > 0 && (
          <span className={styles.filterCount}>
            {count}
            <span className="visually-hidden"> active</span>
          </span>
        )}
      </Button>
      <Button
        variant="ghost"
        className={styles.reset}
        disabled={!canReset(raw)}
        onClick={reset}
        title="Clear every filter and go back to the last 30 days, in this view"
      >
        <RotateCcw size={15} aria-hidden />
        Reset
      </Button>
      <FilterPopup />
    </div>
  );
}
