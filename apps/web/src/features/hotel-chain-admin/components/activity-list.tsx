import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { VirtualTable } from '../../../components/virtual-table.tsx';
import { readableError } from '../api/readable-error.ts';
import { ACTIVITY_COLUMNS, ActionPill, When } from './activity-columns.tsx';
import type { ManagerActivityPageState } from './use-manager-activity-page.ts';
import styles from './manager-activity.module.css';

/** The entries as a table on wide screens and as cards on narrow ones, or why there is none. */
export function ActivityList({ page }: { page: ManagerActivityPageState }) {
  const { activity, rows, emptyTitle, emptyText } = page;
  if (activity.isError)
    return (
      <EmptyState title="The activity could not be loaded">
        {readableError(activity.error, 'Please try again in a moment.')}
      </EmptyState>
    );
  return (
    <>
      <div className={styles.tableView}>
        <VirtualTable
          caption="Manager activity, newest first"
          rows={rows}
          columns={ACTIVITY_COLUMNS}
          rowKey={(entry) => entry.id}
          rowHeight={60}
          maxHeight={640}
          loading={activity.isPending}
          emptyTitle={emptyTitle}
          emptyText={emptyText}
          data-testid="activity-table"
        />
      </div>
      <div className={styles.listView}>
        {activity.isPending ? (
          <Skeleton height={320} />
        ) : rows.length === 0 ? (
          <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
        ) : (
          <ol className={styles.entries} aria-label="Manager activity, newest first">
            {rows.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <p className={styles.entryHead}>
                  <ActionPill action={entry.action} />
                  <When at={entry.occurredAt} />
                </p>
                <p>{entry.description}</p>
                <p className={styles.entryMeta}>
                  {entry.user?.name ?? 'System'}
                  {entry.property && ` · ${entry.property.name}`}
                  {entry.site && ` · ${entry.site.name}`}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
