import { BellRing } from 'lucide-react';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { AlertCard } from './alert-card.tsx';
import type { AlertsPageState } from './use-alerts-page.ts';
import styles from './alerts.module.css';

/** The page of alerts with its count and pager, or why there is none. */
export function AlertsPageList({ page }: { page: AlertsPageState }) {
  const { alerts, filters, list, pageSize, busy } = page;
  const data = alerts.data;
  if (alerts.isPending) return <Skeleton height={220} />;
  if (!data || data.items.length === 0)
    return (
      <EmptyState title="No alerts here" icon={<BellRing size={28} aria-hidden />}>
        {filters.state === 'OPEN'
          ? 'Nothing you follow has regressed. New alerts appear here as audits land.'
          : 'Try another state or filter.'}
      </EmptyState>
    );
  return (
    <>
      {/* Past one page the pager's range says the count; saying it twice reads as two numbers. */}
      {data.total <= pageSize && (
        <p className={styles.count} aria-live="polite">
          {data.total === 1 ? '1 alert' : `${data.total} alerts`}
        </p>
      )}
      <div className={styles.list}>
        {data.items.map((alert) => (
          <AlertCard
            key={alert.id}
            alert={alert}
            actions={{
              busy,
              onAcknowledge: page.acknowledge,
              onMute: page.setMuting,
              onUnmute: page.unmute,
            }}
          />
        ))}
      </div>
      <Pager
        page={filters.page}
        pageSize={pageSize}
        total={data.total}
        onPage={list.setPage}
        label="alerts"
        hideSinglePage
      />
    </>
  );
}
