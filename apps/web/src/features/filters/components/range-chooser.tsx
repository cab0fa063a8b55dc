import { DATE_RANGE_PRESET_DAYS, lastDaysRange, type DateRange } from '@lens/domain';
import { useState } from 'react';
import { DayPicker, type DateRange as PickedRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '../../../components/button.tsx';
import { localToday } from '../../../lib/today.ts';
import { formatDateRange, presetOf, toLocalDate } from '../state/date-format.ts';
import styles from './date-range-picker.module.css';

/** Presets and a range calendar; loaded on first open, as the calendar is most of its weight. */
export function RangeChooser({
  initial,
  today,
  onCancel,
  onApply,
}: {
  initial: DateRange;
  today: string;
  onCancel(): void;
  onApply(range: DateRange): void;
}) {
  const [picked, setPicked] = useState<PickedRange | undefined>({
    from: toLocalDate(initial.startDate),
    to: toLocalDate(initial.endDate),
  });
  // Two months side by side where they fit, so a range across a month end is one glance.
  const [months] = useState(() => (window.matchMedia?.('(min-width: 760px)').matches ? 2 : 1));
  const range: DateRange | null = picked?.from
    ? { startDate: localToday(picked.from), endDate: localToday(picked.to ?? picked.from) }
    : null;
  const active = range ? presetOf(range, today) : null;
  const todayDate = toLocalDate(today);
  const endDate = toLocalDate(initial.endDate);
  return (
    <div className={styles.chooser}>
      <div className={styles.presets} role="group" aria-label="Quick ranges">
        {DATE_RANGE_PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            className={styles.preset}
            aria-pressed={active === days}
            onClick={() => {
              const next = lastDaysRange(today, days);
              setPicked({ from: toLocalDate(next.startDate), to: toLocalDate(next.endDate) });
            }}
          >
            Last {days} days
          </button>
        ))}
      </div>
      <div className={styles.calendar}>
        <DayPicker
          mode="range"
          selected={picked}
          onSelect={setPicked}
          resetOnSelect
          numberOfMonths={months}
          defaultMonth={new Date(endDate.getFullYear(), endDate.getMonth() - months + 1, 1)}
          endMonth={todayDate}
          disabled={{ after: todayDate }}
          weekStartsOn={1}
          className={styles.dayPicker}
        />
        <div className={styles.footer}>
          <span className={styles.picked} aria-live="polite">
            {range ? formatDateRange(range) : 'Pick the first day'}
          </span>
          <Button size="small" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            size="small"
            variant="primary"
            disabled={!range}
            onClick={() => range && onApply(range)}
          >
            Apply
          </Button>
        </div>
      </div>
    </div>
  );
}
