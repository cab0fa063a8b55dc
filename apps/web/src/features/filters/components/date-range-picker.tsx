import { CalendarDays, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { Popover } from '../../../components/popover.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { formatDateRange, presetOf } from '../state/date-format.ts';
import { useFilterActions, useUrlSelection } from '../state/use-filter-actions.ts';
import styles from './date-range-picker.module.css';

const RangeChooser = lazy(() =>
  loadChunk(() => import('./range-chooser.tsx')).then((module) => ({
    default: module.RangeChooser,
  })),
);

/**
 * The date filter: presets for the last 30, 90 and 365 days and a range calendar that stops at
 * today. Nothing changes until Apply; Cancel or a click outside keeps the range shown.
 */
export function DateRangePicker() {
  const { dates, today } = useUrlSelection();
  const { setDates } = useFilterActions();
  const [open, setOpen] = useState(false);
  const preset = presetOf(dates, today);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label="Date range"
      trigger={
        <button
          type="button"
          className={styles.trigger}
          data-testid="date-range"
          data-start={dates.startDate}
          data-end={dates.endDate}
          title={preset ? `Last ${preset} days` : undefined}
        >
          <CalendarDays size={16} aria-hidden />
          <span className={styles.long}>{formatDateRange(dates)}</span>
          <span className={styles.short}>{formatDateRange(dates, { withYear: false })}</span>
          <ChevronDown size={14} className={styles.caret} aria-hidden />
        </button>
      }
    >
      <Suspense fallback={<Skeleton width={560} height={320} />}>
        <RangeChooser
          initial={dates}
          today={today}
          onCancel={() => setOpen(false)}
          onApply={(range) => {
            setOpen(false);
            setDates(range);
          }}
        />
      </Suspense>
    </Popover>
  );
}
