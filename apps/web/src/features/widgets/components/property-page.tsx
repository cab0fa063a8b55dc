import type { ReactNode } from 'react';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { useDrill } from '../state/use-drill.ts';
import { useDuplicateMarkers } from '../state/use-duplicate-markers.ts';
import { AccuracyTrendWidget } from './accuracy-trend-widget.tsx';
import { ChannelCategoryWidget } from './channel-category-widget.tsx';
import { ChannelMatrixWidget } from './channel-matrix-widget.tsx';
import { ChannelsTable } from './channels-table.tsx';
import { IssuesSummaryWidget } from './issues-summary-widget.tsx';
import { MapWidget } from './map-widget.tsx';
import { PropertyKpis } from './property-kpis.tsx';
import { PropertyPageHeader } from './property-page-header.tsx';
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
  return (
    <>
      <PropertyPageHeader data={data} property={property} actions={actions} />
      <PropertyKpis data={data} property={property} />
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
