import { ACTIVITY_ACTIONS, type ActivityEntry } from '@lens/contracts';
import { useMemo } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { OptionSelect, valueOptions } from '../../../components/option-select.tsx';
import { VirtualTable, type TableColumn } from '../../../components/virtual-table.tsx';
import { useActivity, useActivityOptions } from '../api/chain-admin-api.ts';
import { readableError } from '../api/readable-error.ts';
import { useRemainderState } from '../state/use-remainder-state.ts';
import { ACTIVITY_LABELS } from './activity-labels.ts';
import { PageHeader } from './chain-admin-shell.tsx';
import { Pager } from '../../../components/pager.tsx';
import bar from './filter-bar.module.css';
import styles from './manager-activity.module.css';

const PAGE_SIZE = 25;

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className={styles.when}>
      {WHEN.format(new Date(at))}
    </time>
  );
}

function ActionPill({ action }: { action: ActivityEntry['action'] }) {
  const { label, tone } = ACTIVITY_LABELS[action];
  return (
    <span className={styles.action} data-tone={tone}>
      {label}
    </span>
  );
}

const COLUMNS: readonly TableColumn<ActivityEntry>[] = [
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

/** `manager_activity/*`: who flagged, noted, accepted or changed what and when. */
export function ManagerActivityPage() {
  const { values, update } = useRemainderState();
  const options = useActivityOptions();
  const page = Math.max(1, Number(values.page) || 1);
  const filters = {
    user: values.user ?? '',
    action: values.action ?? '',
    property: values.property ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
  };
  const activity = useActivity({
    page: String(page),
    pageSize: String(PAGE_SIZE),
    ...(filters.user && { userId: filters.user }),
    ...(filters.action && { action: filters.action as ActivityEntry['action'] }),
    ...(filters.property && { propertyId: filters.property }),
    ...(filters.from && { startDate: filters.from }),
    ...(filters.to && { endDate: filters.to }),
  });
  const setFilters = (next: Partial<typeof filters>, nextPage = 1) =>
    update({ ...filters, ...next, page: nextPage > 1 ? nextPage : undefined });
  const filtered = Object.values(filters).some(Boolean);
  const rows = useMemo(() => activity.data?.items ?? [], [activity.data]);
  const emptyTitle = filtered ? 'No activity matches these filters' : 'No activity yet';
  const emptyText = filtered
    ? 'Clear the filters to see everything.'
    : 'Flags, notes, reviews and limit changes appear here as they happen.';

  return (
    <>
      <PageHeader
        title="Manager activity"
        description="Who flagged items for modification, answered notes, commented, decided reviews or changed audit limits, and when."
      />
      <Card
        flush
        title="Activity"
        subtitle={
          activity.data
            ? `${activity.data.total.toLocaleString('en-US')} entr${activity.data.total === 1 ? 'y' : 'ies'}${filtered ? ' match the filters' : ''}`
            : 'Loading…'
        }
        data-testid="activity-card"
      >
        <div className={bar.bar} role="search" aria-label="Filter the activity">
          <div className={bar.field}>
            <OptionSelect
              label="User"
              value={filters.user}
              options={options.data?.users}
              placeholder="Everyone"
              onChange={(value) => setFilters({ user: value })}
            />
          </div>
          <div className={bar.field}>
            <OptionSelect
              label="Action"
              value={filters.action}
              options={valueOptions(ACTIVITY_ACTIONS, (action) => ACTIVITY_LABELS[action].label)}
              placeholder="Every action"
              onChange={(action) => setFilters({ action })}
            />
          </div>
          <div className={`${bar.field} ${styles.property}`}>
            <OptionSelect
              label="Property"
              value={filters.property}
              options={options.data?.properties}
              placeholder="All properties"
              onChange={(value) => setFilters({ property: value })}
            />
          </div>
          <div className={bar.date}>
            <TextField
              label="From"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => setFilters({ from: event.target.value })}
            />
          </div>
          <div className={bar.date}>
            <TextField
              label="To"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => setFilters({ to: event.target.value })}
            />
          </div>
          {filtered && (
            <Button size="small" variant="ghost" className={bar.clear} onClick={() => update({})}>
              Clear filters
            </Button>
          )}
        </div>
        {activity.isError ? (
          <EmptyState title="The activity could not be loaded">
            {readableError(activity.error, 'Please try again in a moment.')}
          </EmptyState>
        ) : (
          <>
            <div className={styles.tableView}>
              <VirtualTable
                caption="Manager activity, newest first"
                rows={rows}
                columns={COLUMNS}
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
        )}
        {activity.data && activity.data.total > 0 && (
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={activity.data.total}
            label="entries"
            onPage={(next) => setFilters({}, next)}
          />
        )}
      </Card>
    </>
  );
}
