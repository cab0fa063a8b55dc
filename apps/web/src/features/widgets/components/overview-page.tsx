import { LayoutGrid } from 'lucide-react';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { useDrill } from '../state/use-drill.ts';
import { AccuracyTrendWidget } from './accuracy-trend-widget.tsx';
import { ChannelsByCategoryWidget } from './channels-by-category-widget.tsx';
import { CharacteristicWidget } from './characteristic-widget.tsx';
import { MapWidget } from './map-widget.tsx';
import { PageHeader, SelectionMeta } from './page-header.tsx';
import { PortfolioChannelsAndIssues } from './portfolio-channels-and-issues.tsx';
import { PortfolioKpis } from './portfolio-kpis.tsx';
import { PropertiesTable } from './properties-table.tsx';
import { PropertyTypeWidget } from './property-type-widget.tsx';
import { ScoreDistributionWidget } from './score-distribution-widget.tsx';
import styles from './widgets.module.css';

/** Several property types: the whole portfolio at a glance, and the ways into it. */
export function OverviewPage({
  data,
  viewName,
  hotelChainMode,
}: {
  data: DashboardData;
  viewName: string | undefined;
  hotelChainMode: boolean;
}) {
  const drill = useDrill();
  const { propertyTypes, properties, channels, characteristics, scoreInterval, map } = data;
  return (
    <>
      <PageHeader
        eyebrow={
          <>
            <LayoutGrid size={13} aria-hidden /> Overview
          </>
        }
        title="Portfolio overview"
        place="All properties"
        meta={<SelectionMeta viewName={viewName} />}
      />
      <PortfolioKpis data={data} />
      <div className={styles.grid}>
        <PropertyTypeWidget
          rows={propertyTypes.data?.availableFilters}
          properties={properties.data?.availableFilters}
          loading={propertyTypes.isPending}
          failed={propertyTypes.isError}
          span={12}
          drill={drill}
        />
        <AccuracyTrendWidget
          list={scoreInterval.data?.averageAccuracyList}
          loading={scoreInterval.isPending}
          failed={scoreInterval.isError}
          span={8}
        />
        <ScoreDistributionWidget query={scoreInterval} span={4} />
        <ChannelsByCategoryWidget
          channels={channels.data?.availableFilters}
          propertyTypes={propertyTypes.data?.availableFilters}
          loading={channels.isPending}
          failed={channels.isError}
          span={characteristics ? 6 : 12}
          drill={drill}
        />
        {characteristics && (
          <CharacteristicWidget
            rows={characteristics.data?.availableFilters}
            loading={characteristics.isPending}
            failed={characteristics.isError}
            span={6}
            hotelChainMode={hotelChainMode}
            drill={drill}
          />
        )}
        {map && (
          <MapWidget
            query={map}
            channelCount={channels.data?.availableFilters.length ?? 0}
            hotelChainMode={hotelChainMode}
            span={12}
          />
        )}
        <PropertiesTable
          rows={properties.data?.availableFilters}
          loading={properties.isPending}
          failed={properties.isError}
          span={12}
          showType
          drill={drill}
        />
        <PortfolioChannelsAndIssues data={data} hotelChainMode={hotelChainMode} />
      </div>
    </>
  );
}
