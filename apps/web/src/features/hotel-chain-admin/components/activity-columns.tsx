import type { ActivityEntry } from '@lens/contracts';
import { TonePill } from '../../../components/status-pill.tsx';
import type { TableColumn } from '../../../components/virtual-table.tsx';
import { ACTIVITY_LABELS } from './activity-labels.ts';
import styles from './manager-activity.module.css';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className={styles.when}>
      {WHEN.format(new Date(at))}
    </time>
  );
}

export function ActionPill({ action }: { action: ActivityEntry['action'] }) {
  const { label, tone } = ACTIVITY_LABELS[action];
  return <TonePill tone={tone}>{label}</TonePill>;
}

export const ACTIVITY_COLUMNS: readonly TableColumn<ActivityEntry>[] = [
  { id: 'when', header: 'When', width: 150, cell: (entry) => <When at={entry.occurredAt} /> },
  {
    id: 'user',
    header: 'Who',
    width: 170,
    priority: 3,
    cell: (entry) =>
      entry.user ? (
        <span className={styles.two} title={entry.user.email}>
          {entry.user.name}
        </span>
      ) : (
        <span className={styles.system}>System</span>
      ),
  },
  {
    id: 'action',
    header: 'Action',
    width: 140,
    cell: (entry) => <ActionPill action={entry.action} />,
  },
  {
    id: 'property',
    header: 'Property and channel',
    width: 230,
    priority: 2,
    cell: (entry) =>
      entry.property ? (
        <span className={styles.two}>
          {entry.property.name}
          {entry.site && <span className={styles.site}> · {entry.site.name}</span>}
        </span>
      ) : (
        <span className={styles.system}>All properties</span>
      ),
  },
  {
    id: 'what',
    header: 'What',
    cell: (entry) => (
      <span className={styles.two} title={entry.description}>
        {entry.description}
      </span>
    ),
  },
];
