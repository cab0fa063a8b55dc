import type { AccuracyRow, LastAuditResponse } from '@lens/contracts';
import {
  adjacentChannel,
  channelCategory,
  formatAccuracy,
  hasContentScore,
  isAutomatedAudit,
  isPropertyStatusNotice,
  scoreChange,
  formatDay,
} from '@lens/domain';
import { ChevronLeft, ChevronRight, Gem } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { sortRows } from '../../../components/virtual-table.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { useFilterOptions } from '../../../api/filter-options.ts';
import { formatSearchRank } from '../format.ts';
import type { Drill } from '../state/use-drill.ts';
import { CategoryIcon } from './category-icon.tsx';
import { Delta } from './delta.tsx';
import { KnockoutFlag } from './knockout-flag.tsx';
import { PageHeader } from './page-header.tsx';
import { StatusNotice } from './status-notice.tsx';
import styles from './channel-entry.module.css';

export interface ChannelEntryProps {
  channelId: number;
  /** The property's channels, the list previous and next step through. */
  channels: readonly AccuracyRow[] | undefined;
  property: AccuracyRow | undefined;
  /** Null in summary report mode, which fetches no audit. */
  audit: { data?: LastAuditResponse; isPending: boolean; isError: boolean } | null;
  loading: boolean;
  drill: Drill;
  /** The channel audit page, composed in by the route once it exists. */
  channelPage?: ReactNode;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// Rarely met (a capture marked "Not this property"), so loaded only when it is.
const ChannelUnscored = lazy(async () => ({
  default: (await loadChunk(() => import('./channel-unscored.tsx'))).ChannelUnscored,
}));

type SiteOption = { id: number | string; name: string; children?: SiteOption[] };

function catalogName(
  options: { availableValues: SiteOption[]; notAvailableValues: SiteOption[] } | undefined,
  id: number,
): string | undefined {
  return [...(options?.availableValues ?? []), ...(options?.notAvailableValues ?? [])]
    .flatMap((option) => [option, ...(option.children ?? [])])
    .find((option) => Number(option.id) === id)?.name;
}

/**
 * The entry to the channel page: which channel of which property, how accurate it is and when it
 * was last audited, and previous / next across the property's channels in the channels table's
 * order, wrapping around at either end. The audit itself is the channel page's, passed in as `channelPage`.
 */
export function ChannelEntry({
  channelId,
  channels,
  property,
  audit,
  loading,
  drill,
  channelPage,
}: ChannelEntryProps) {
  // The channels table's own order (weakest first), so stepping walks the list the user sees.
  const ordered = sortRows(channels ?? [], (row) => row.accuracy, 'ascending');
  const ids = ordered.map((row) => Number(row.id));
  const channel = ordered.find((row) => row.id === channelId);
  const previous = ordered[ids.indexOf(adjacentChannel(ids, channelId, 'previous') ?? -1)];
  const next = ordered[ids.indexOf(adjacentChannel(ids, channelId, 'next') ?? -1)];
  const position = ids.indexOf(channelId);
  const category = channel?.siteGroupId == null ? undefined : channelCategory(channel.siteGroupId);
  const step = (row: AccuracyRow | undefined) =>
    row && drill('site', row.id, row.name, { step: true });
  // Not in the property's channels: nothing of it is scored in the range (its capture may have
  // been marked "Not this property"). Named from the catalog, not left a bare "Channel".
  const unscored = !loading && !channel;
  const catalog = useFilterOptions('site');
  const name = channel?.name ?? catalogName(catalog.data, channelId);

  return (
    <>
      <PageHeader
        eyebrow={
          <>
            <CategoryIcon categoryId={channel?.siteGroupId} size="small" />
            Channel{category ? ` · ${category.name}` : ''}
          </>
        }
        title={loading ? <Skeleton width={220} height={30} /> : (name ?? 'Channel')}
        place={name && `Channel: ${name}`}
        meta={
          property && (
            <>
              <span>
                at <strong className={styles.property}>{property.name}</strong>
                {property.code && <span className={styles.code}>{property.code}</span>}
              </span>
              {property.status && isPropertyStatusNotice(property.status) && (
                <StatusNotice status={property.status} />
              )}
            </>
          )
        }
        actions={
          ordered.length > 1 && (
            <nav className={styles.stepper} aria-label="Channels of this property">
              <Button
                size="small"
                onClick={() => step(previous)}
                aria-label={`Previous channel: ${previous?.name}`}
                data-testid="previous-channel"
              >
                <ChevronLeft size={16} aria-hidden />
                <span className={styles.stepName}>{previous?.name}</span>
              </Button>
              {position >= 0 && (
                <span className={styles.position} data-testid="channel-position">
                  {position + 1} of {ordered.length}
                </span>
              )}
              <Button
                size="small"
                onClick={() => step(next)}
                aria-label={`Next channel: ${next?.name}`}
                data-testid="next-channel"
              >
                <span className={styles.stepName}>{next?.name}</span>
                <ChevronRight size={16} aria-hidden />
              </Button>
            </nav>
          )
        }
      />
      <section className={styles.card} aria-label="Channel summary" data-testid="channel-entry">
        {loading ? (
          <Skeleton height={56} />
        ) : unscored ? (
          <Suspense fallback={<Skeleton height={56} />}>
            <ChannelUnscored channelName={name} property={property} />
          </Suspense>
        ) : (
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
                  {!audit ? (
                    'Shown in Detail mode'
                  ) : audit.isPending ? (
                    <Skeleton width={96} height={14} />
                  ) : audit.isError ? (
                    'Unavailable'
                  ) : audit.data?.auditDate ? (
                    <>
                      {formatDay(audit.data.auditDate)}
                      {audit.data.projectType && (
                        <span className={styles.kind}>
                          {isAutomatedAudit(audit.data.projectType) ? 'Automated' : 'Manual'} audit
                        </span>
                      )}
                    </>
                  ) : (
                    'None in this period'
                  )}
                </span>
              </Figure>
            </dl>
          </>
        )}
      </section>
      {channelPage}
    </>
  );
}
