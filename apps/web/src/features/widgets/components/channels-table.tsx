import type { AccuracyRow } from '@lens/contracts';
import { channelCategory, dropIgnoredForSingleChannel } from '@lens/domain';
import { Gem } from 'lucide-react';
import { useMemo } from 'react';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { VirtualTable, type TableColumn } from '../../../components/virtual-table.tsx';
import { exportAccuracyTable, TABLE_EXPORT_CHOICES } from '../../../lib/export-accuracy-table.ts';
import {
  formatDistance,
  formatSearchRank,
  formatShare,
  plural,
  searchRankOrder,
} from '../format.ts';
import type { DrillDataset } from '../state/use-drill.ts';
import { CategoryIcon } from './category-icon.tsx';
import { useStaleRows } from '../state/stale-filter.ts';
import { accuracyColumn, changeColumn, contentColumn } from './accuracy-columns.tsx';
import { lastAuditedColumn, StaleFilterSelect } from './last-audited.tsx';
import { KnockoutFlag } from './knockout-flag.tsx';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './widgets.module.css';

export type ChannelsTableVariant = 'portfolio' | 'property';

function columns(variant: ChannelsTableVariant): TableColumn<AccuracyRow>[] {
  const property = variant === 'property';
  const list: TableColumn<AccuracyRow>[] = [
    {
      id: 'name',
      header: 'Channel',
      sortValue: (row) => row.name,
      cell: (row) => (
        <span className={styles.nameCell}>
          <CategoryIcon categoryId={row.siteGroupId} size="small" />
          <span className={styles.nameText}>
            <span className={styles.primary}>
              {row.name}
              {row.listingType === 'DIAMOND' && (
                <span className={styles.tier} title="Diamond listing: the channel's premium tier">
                  <Gem size={11} aria-hidden /> Diamond
                </span>
              )}
            </span>
            <span className={styles.secondary}>
              {row.ignored
                ? 'Left out of the scores'
                : (row.siteGroupId != null && channelCategory(row.siteGroupId)?.name) || 'Channel'}
            </span>
          </span>
        </span>
      ),
    },
    accuracyColumn('site'),
    changeColumn,
    {
      id: 'knockout',
      header: 'Knockout',
      width: property ? 128 : 116,
      align: 'end',
      priority: property ? 6 : 2,
      firstDirection: 'descending',
      sortValue: (row) => row.knockout,
      cell: (row) => (property ? <KnockoutFlag share={row.knockout} /> : formatShare(row.knockout)),
    },
  ];
  if (property) {
    list.push(
      {
        id: 'rank',
        header: 'Search rank',
        width: 144,
        align: 'end',
        priority: 5,
        firstDirection: 'ascending',
        sortValue: (row) => searchRankOrder(row.value),
        cell: (row) => formatSearchRank(row.value),
      },
      {
        id: 'distance',
        header: 'Distance',
        width: 120,
        align: 'end',
        priority: 3,
        firstDirection: 'descending',
        sortValue: (row) => row.distanceFromCorrectCoordinatesInMiles,
        cell: (row) => formatDistance(row.distanceFromCorrectCoordinatesInMiles),
      },
    );
  }
  list.push(contentColumn('site', 1), lastAuditedColumn);
  return list;
}

/**
 * Channels of the selection, weakest first. On a property's page it adds how the listing stands
 * on each channel: its search rank, how far its pin is from the property, and a Diamond mark on
 * premium-tier listings.
 */
export function ChannelsTable({
  rows,
  loading,
  failed,
  span,
  variant,
  drill,
}: {
  rows: readonly AccuracyRow[] | undefined;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
  variant: ChannelsTableVariant;
  drill(dataset: DrillDataset, id: number | string, name: string): void;
}) {
  const fresh = useStaleRows(rows);
  const shown = useMemo(
    () => dropIgnoredForSingleChannel(fresh ?? [], fresh?.length ?? 0),
    [fresh],
  );
  const tableColumns = useMemo(() => columns(variant), [variant]);
  return (
    <WidgetCard
      id="widget-channels"
      title={variant === 'property' ? 'Accuracy per channel' : 'Channels'}
      subtitle={
        loading
          ? 'Loading channels'
          : `${plural(shown.length, 'channel', 'channels')} · lowest accuracy first`
      }
      ready={!loading}
      span={span}
      flush
      actions={
        <>
          <StaleFilterSelect />
          <ExportMenu
            choices={TABLE_EXPORT_CHOICES}
            onExport={(format) =>
              exportAccuracyTable(
                variant === 'property' ? 'property-channels' : 'channels',
                shown,
                format,
              )
            }
            data-testid="channels-export"
          />
        </>
      }
    >
      {failed ? (
        <p className={styles.failed}>The channels could not be loaded.</p>
      ) : (
        <VirtualTable
          caption="Channels by accuracy"
          rows={shown}
          columns={tableColumns}
          rowKey={(row) => row.id}
          initialSort={{ columnId: 'accuracy', direction: 'ascending' }}
          onRowActivate={(row) => drill('site', row.id, row.name)}
          rowHeight={52}
          maxHeight={variant === 'property' ? 600 : 468}
          loading={loading}
          emptyTitle="No channels audited"
          data-testid="channels-table"
        />
      )}
    </WidgetCard>
  );
}
