import type { AccuracyRow } from '@lens/contracts';
import { auditAgeDays, auditAgeLabel, STALE_AFTER_DAYS, formatDay } from '@lens/domain';
import { SelectField } from '../../../components/form-controls.tsx';
import type { TableColumn } from '../../../components/virtual-table.tsx';
import { currentDate } from '../../../lib/current-date.ts';

import { useStaleDays } from '../state/stale-filter.ts';
import styles from './widgets.module.css';

/** "5 Nov 2026" over "24 days ago", aged against the server's today. */
export function LastAudited({ date }: { date: string | null | undefined }) {
  if (!date) return <span className={styles.secondary}>Not audited</span>;
  return (
    <span className={styles.nameText}>
      <span>{formatDay(date)}</span>
      <span className={styles.secondary}>{auditAgeLabel(auditAgeDays(date, currentDate()))}</span>
    </span>
  );
}

/**
 * When the row's listings were last audited; oldest first when sorted. It gives way after the
 * change on a phone: how stale a listing is matters more there than how it moved.
 */
export const lastAuditedColumn: TableColumn<AccuracyRow> = {
  id: 'lastAudited',
  header: 'Last audited',
  width: 148,
  priority: 20,
  firstDirection: 'ascending',
  sortValue: (row) => row.lastAuditDate ?? null,
  cell: (row) => <LastAudited date={row.lastAuditDate} />,
};

/** The stale-listings filter's control, the same choice in every table that has it. */
export function StaleFilterSelect() {
  const [days, setDays] = useStaleDays();
  return (
    <div className={styles.staleFilter}>
      <SelectField
        label="Last audited"
        value={days ?? ''}
        onChange={(event) => setDays(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Any time</option>
        {STALE_AFTER_DAYS.map((choice) => (
          <option key={choice} value={choice}>
            Not in the last {choice} days
          </option>
        ))}
      </SelectField>
    </div>
  );
}
