import type { AccuracyRow, LastAuditResponse } from '@lens/contracts';
import { channelCategory, isPropertyStatusNotice } from '@lens/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { sortRows } from '../../../components/virtual-table.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { useFilterOptions } from '../../../api/filter-options.ts';
import type { Drill } from '../state/use-drill.ts';
import { CategoryIcon } from './category-icon.tsx';
import { ChannelFigures } from './channel-figures.tsx';
import { ChannelStepper } from './channel-stepper.tsx';
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
  const channel = ordered.find((row) => row.id === channelId);
  const category = channel?.siteGroupId == null ? undefined : channelCategory(channel.siteGroupId);
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
            <ChannelStepper ordered={ordered} channelId={channelId} drill={drill} />
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
          <ChannelFigures channel={channel} channelId={channelId} audit={audit} />
        )}
      </section>
      {channelPage}
    </>
  );
}
