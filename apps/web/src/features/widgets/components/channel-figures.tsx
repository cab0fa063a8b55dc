import type { AccuracyRow } from '@lens/contracts';
import {
  formatAccuracy,
  formatDay,
  hasContentScore,
  isAutomatedAudit,
  scoreChange,
} from '@lens/domain';
import { Gem } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { formatSearchRank } from '../format.ts';
import type { ChannelEntryProps } from './channel-entry.tsx';
import { Delta } from './delta.tsx';
import { KnockoutFlag } from './knockout-flag.tsx';
import styles from './channel-entry.module.css';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function LastAudited({ audit }: { audit: ChannelEntryProps['audit'] }) {
  if (!audit) return 'Shown in Detail mode';
  if (audit.isPending) return <Skeleton width={96} height={14} />;
  if (audit.isError) return 'Unavailable';
  if (!audit.data?.auditDate) return 'None in this period';
  return (
    <>
      {formatDay(audit.data.auditDate)}
      {audit.data.projectType && (
        <span className={styles.kind}>
          {isAutomatedAudit(audit.data.projectType) ? 'Automated' : 'Manual'} audit
        </span>
      )}
    </>
  );
}

/** A scored channel's accuracy and the figures beside it, last audit included. */
export function ChannelFigures({
  channel,
  channelId,
  audit,
}: {
  channel: AccuracyRow | undefined;
  channelId: number;
  audit: ChannelEntryProps['audit'];
}) {
  return (
    <>
      <div className={styles.lead}>
        <p className={styles.leadLabel}>Accuracy</p>
        <span className={styles.score}>
          <ScoreBadge value={channel?.accuracy} size="large" label="Accuracy" />
          <Delta value={scoreChange(channel?.accuracy, channel?.previousMonthAccuracy)} />
        </span>
      </div>
      <dl className={styles.figures}>
        <Figure label="Knockout">
          <KnockoutFlag share={channel?.knockout} />
        </Figure>
        <Figure label="Content score">
          {hasContentScore(channelId) ? (
            formatAccuracy(channel?.contentPro)
          ) : (
            <span className={styles.muted}>Not published by this channel</span>
          )}
        </Figure>
        <Figure label="Listing tier">
          {channel?.listingType === 'DIAMOND' ? (
            <span className={styles.tier}>
              <Gem size={13} aria-hidden /> Diamond
            </span>
          ) : (
            (channel?.listingType ?? 'Standard')
          )}
        </Figure>
        <Figure label="Search rank">{formatSearchRank(channel?.value)}</Figure>
        <Figure label="Last audited">
          <span className={styles.audit} data-testid="last-audited">
            <LastAudited audit={audit} />
          </span>
        </Figure>
      </dl>
    </>
  );
}
