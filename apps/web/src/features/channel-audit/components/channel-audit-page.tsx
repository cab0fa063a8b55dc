import type { LastAuditResponse } from '@lens/contracts';
import { CalendarX2, CircleAlert } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { useSelection } from '../../../lib/selection.ts';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useAuditDetails, type AuditScope } from '../api/audit-queries.ts';
import { AuditWidgets } from './audit-widgets.tsx';
import type { ResultControls } from './result-controls.ts';
import styles from './audit-page.module.css';

export interface ChannelAuditPageProps {
  propertyId: number;
  channelId: number;
  /** The first link of the audit chain, fetched with the channel entry above the page. */
  lastAudit: { data?: LastAuditResponse; isPending: boolean; isError: boolean };
  resultControls?: ResultControls;
}

function AuditSkeleton() {
  return (
    <div className={styles.audit} aria-busy data-testid="channel-audit-loading">
      <div className={styles.widget}>
        <Card title={<Skeleton width={160} height={20} />}>
          <div className={styles.skeletonBody}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={28} />
            ))}
          </div>
        </Card>
      </div>
      {[0, 1].map((index) => (
        <div key={index} className={`${styles.widget} ${styles.span6}`}>
          <Card title={<Skeleton width={120} height={20} />}>
            <div className={styles.skeletonBody}>
              <Skeleton height={40} />
              <Skeleton height={16} width="70%" />
            </div>
          </Card>
        </div>
      ))}
    </div>
  );
}

function Message({
  title,
  children,
  failed,
}: {
  title: string;
  children: string;
  failed?: boolean;
}) {
  return (
    <div className={styles.audit} data-testid="channel-audit-empty">
      <div className={styles.widget}>
        <Card>
          <EmptyState
            title={title}
            icon={
              failed ? <CircleAlert size={28} aria-hidden /> : <CalendarX2 size={28} aria-hidden />
            }
          >
            {children}
          </EmptyState>
        </Card>
      </div>
    </div>
  );
}

/**
 * The channel page's audit (docs/product-rules.md, "Loading the widgets"): the last audit's id, then its details,
 * and in hotel-chain mode its notes; a content score for the channels that have one.
 */
export function ChannelAuditPage({
  propertyId,
  channelId,
  lastAudit,
  resultControls,
}: ChannelAuditPageProps) {
  const { selection } = useSelection();
  const { hotelChainMode } = useCurrentView();
  const scope: AuditScope = { ...selection, property: [propertyId], site: [channelId] };
  const auditId = lastAudit.data?.auditId ?? null;
  const details = useAuditDetails(scope, auditId);

  if (lastAudit.isError)
    return (
      <Message title="The audit could not be loaded" failed>
        Reload the page to try again.
      </Message>
    );
  if (lastAudit.isPending) return <AuditSkeleton />;
  if (auditId === null)
    return (
      <Message title="No audit of this listing in the selected period">
        Widen the date range to see the latest audit of this channel.
      </Message>
    );
  if (details.isError)
    return (
      <Message title="The audit details could not be loaded" failed>
        Reload the page to try again.
      </Message>
    );
  if (details.isPending) return <AuditSkeleton />;
  return (
    <div className={styles.audit} data-testid="channel-audit" data-audit={details.data.auditId}>
      <AuditWidgets
        key={details.data.auditId}
        details={details.data}
        scope={scope}
        selection={selection}
        hotelChainMode={hotelChainMode}
        resultControls={resultControls}
      />
    </div>
  );
}
