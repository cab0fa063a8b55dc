import { formatAccuracy, isPropertyStatusNotice, propertyTypeLabel } from '@lens/domain';
import type { ReactNode } from 'react';
import { BedDouble, Diamond, Gauge, Network, ShieldAlert, Sparkles } from 'lucide-react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { formatCount, monthLabel } from '../format.ts';
import { auditedCount, headlineFigures } from '../state/headline-figures.ts';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { useDrill } from '../state/use-drill.ts';
import { AccuracyTrendWidget } from './accuracy-trend-widget.tsx';
import { ChannelCategoryWidget } from './channel-category-widget.tsx';
import { ChannelMatrixWidget } from './channel-matrix-widget.tsx';
import { ChannelsTable } from './channels-table.tsx';
import { IssuesSummaryWidget } from './issues-summary-widget.tsx';
import { KpiRow, type Kpi } from './kpi-row.tsx';
import { cardState } from './score-card.tsx';
import { useDuplicateMarkers } from '../state/use-duplicate-markers.ts';
import { MapWidget } from './map-widget.tsx';
import { PageHeader } from './page-header.tsx';
import { StatusNotice } from './status-notice.tsx';
import styles from './widgets.module.css';

/** One property across its channels: where its listing is right, where wrong, and since when. */
export function PropertyPage({
  data,
  propertyId,
  propertyType,
  hotelChainMode,
  extraWidgets,
  actions,
}: {
  data: DashboardData;
  propertyId: number | null;
  propertyType: string | null;
  hotelChainMode: boolean;
  /** Other features' widgets (duplicate listings), composed by the route. */
  extraWidgets?: ReactNode;
  /** Other features' controls in the header (follow the property's alerts). */
  actions?: ReactNode;
}) {
  const drill = useDrill();
  const duplicates = useDuplicateMarkers(propertyId);
  const { properties, channels, scoreInterval, issuesSummary, characteristicsForSites, map } = data;
  const property = properties.data?.availableFilters.find((row) => row.id === propertyId);
  const channelRows = channels.data?.availableFilters;
  const headline = headlineFigures(scoreInterval.data?.averageAccuracyList);
  const diamonds = channelRows?.filter((row) => row.listingType === 'DIAMOND').length ?? 0;
  const kpis: Kpi[] = [
    {
      id: 'accuracy',
      label: 'Accuracy',
      icon: <Gauge size={15} aria-hidden />,
      kind: 'score',
      value: headline.accuracy,
      delta: headline.accuracyDelta,
      explain: headline.month
        ? { figure: 'accuracy', month: headline.month, label: 'Accuracy' }
        : undefined,
      hint: headline.month ? monthLabel(headline.month) : undefined,
      ...cardState(scoreInterval),
    },
    {
      id: 'knockout',
      label: 'Knockout share',
      icon: <ShieldAlert size={15} aria-hidden />,
      kind: 'share',
      value: headline.knockout,
      delta: headline.knockoutDelta,
      explain: headline.month
        ? { figure: 'knockout', month: headline.month, label: 'Knockout share' }
        : undefined,
      lowerIsBetter: true,
      hint: 'of audits',
      ...cardState(scoreInterval),
    },
    {
      id: 'channels',
      label: 'Channels audited',
      icon: <Network size={15} aria-hidden />,
      kind: 'count',
      value: auditedCount(channelRows),
      hint: channelRows ? `of ${formatCount(channelRows.length)} in scope` : undefined,
      ...cardState(channels),
    },
    {
      id: 'content',
      label: 'Content score',
      icon: <Sparkles size={15} aria-hidden />,
      kind: 'score',
      value: property?.contentPro,
      hint: 'listing completeness',
      ...cardState(properties),
    },
    {
      id: 'diamond',
      label: 'Diamond listings',
      icon: <Diamond size={15} aria-hidden />,
      kind: 'count',
      value: diamonds,
      hint: 'premium tier',
      ...cardState(channels),
    },
  ];
  return (
    <>
      <PageHeader
        eyebrow={
          <>
            <BedDouble size={13} aria-hidden /> Property
          </>
        }
        actions={actions}
        place={property && `Property: ${property.name}`}
        title={
          properties.isPending ? (
            <Skeleton width={280} height={30} />
          ) : (
            (property?.name ?? 'Property')
          )
        }
        meta={
          property && (
            <>
              {property.code && <span className={styles.primary}>{property.code}</span>}
              {property.propertyType && <span>{propertyTypeLabel(property.propertyType)}</span>}
              <span>
                Overall accuracy in range{' '}
                <strong data-testid="property-accuracy">{formatAccuracy(property.accuracy)}</strong>
              </span>
              {property.status && isPropertyStatusNotice(property.status) && (
                <StatusNotice status={property.status} />
              )}
            </>
          )
        }
      />
      <KpiRow kpis={kpis} />
      <div className={styles.grid}>
        <ChannelsTable
          rows={channelRows}
          loading={channels.isPending}
          failed={channels.isError}
          span={12}
          variant="property"
          drill={drill}
        />
        <ChannelMatrixWidget
          data={characteristicsForSites.data}
          propertyType={propertyType}
          loading={characteristicsForSites.isPending}
          failed={characteristicsForSites.isError}
          span={12}
          drill={drill}
        />
        <AccuracyTrendWidget
          list={scoreInterval.data?.averageAccuracyList}
          loading={scoreInterval.isPending}
          failed={scoreInterval.isError}
          span={data.channelCategories ? 7 : 12}
        />
        {data.channelCategories && (
          <ChannelCategoryWidget
            rows={data.channelCategories.data?.availableFilters}
            groups={data.channelGroups.data?.availableFilters}
            propertyType={propertyType}
            loading={data.channelCategories.isPending}
            failed={data.channelCategories.isError}
            span={5}
            drill={drill}
          />
        )}
        <IssuesSummaryWidget
          data={issuesSummary.data}
          loading={issuesSummary.isPending}
          failed={issuesSummary.isError}
          span={map ? 7 : 12}
          hotelChainMode={hotelChainMode}
        />
        {map && (
          <MapWidget
            query={map}
            channelCount={channelRows?.length ?? 0}
            hotelChainMode={hotelChainMode}
            span={5}
            height={340}
            duplicates={duplicates}
          />
        )}
        {extraWidgets}
      </div>
    </>
  );
}
