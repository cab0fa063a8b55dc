import type { ViewOption } from '@lens/contracts';
import { isHotelChainView } from '@lens/domain';
import { Building2, Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { Popover } from '../../../components/popover.tsx';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useFilterActions } from '../state/use-filter-actions.ts';
import styles from './filter-toolbar.module.css';

function HotelChainBadge() {
  return (
    <span
      className={styles.chainBadge}
      title="Hotel-chain mode: PIM descriptions compared with each channel"
    >
      Hotel-chain
    </span>
  );
}

/**
 * The view the dashboard shows. A user with one view sees its name; switching clears the other
 * filters, which belong to the old view's scope.
 */
export function ViewSwitcher() {
  const { view, views, hotelChainMode, loading } = useCurrentView();
  const { switchView } = useFilterActions();
  const [open, setOpen] = useState(false);
  if (loading) return <Skeleton width={200} height={20} />;
  if (!view) return null;
  const name = (
    <>
      <Building2 size={16} className={styles.viewIcon} aria-hidden />
      <span className={styles.viewName}>{view.name}</span>
      {hotelChainMode && <HotelChainBadge />}
    </>
  );
  if (views.length < 2)
    return (
      <div className={styles.view} data-testid="current-view">
        {name}
      </div>
    );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label="Views"
      trigger={
        <button
          type="button"
          className={`${styles.view} ${styles.viewButton}`}
          data-testid="current-view"
          aria-label={`View: ${view.name}. Change view`}
        >
          {name}
          <ChevronDown size={14} className={styles.caret} aria-hidden />
        </button>
      }
    >
      <ViewList
        views={views}
        current={view}
        onPick={(picked) => {
          setOpen(false);
          switchView(picked);
        }}
      />
    </Popover>
  );
}

export function ViewList({
  views,
  current,
  onPick,
}: {
  views: readonly ViewOption[];
  current: ViewOption;
  onPick(view: ViewOption): void;
}) {
  return (
    <div className={styles.viewList}>
      <p className={styles.viewListNote}>Switching the view clears the other filters.</p>
      <ul>
        {views.map((view) => (
          <li key={view.id}>
            <button
              type="button"
              className={styles.viewItem}
              aria-current={view.id === current.id}
              onClick={() => onPick(view)}
            >
              <Check size={16} className={styles.viewCheck} aria-hidden />
              <span className={styles.viewName}>{view.name}</span>
              {isHotelChainView(view) && <HotelChainBadge />}
              {view.notAvailable && <span className={styles.noData}>No data</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
