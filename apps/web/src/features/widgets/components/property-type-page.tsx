import { Layers } from 'lucide-react';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { useDrill } from '../state/use-drill.ts';
import { AccuracyTrendWidget } from './accuracy-trend-widget.tsx';
import { ChannelCategoryWidget } from './channel-category-widget.tsx';
import { CharacteristicWidget } from './characteristic-widget.tsx';
import { MapWidget } from './map-widget.tsx';
import { PageHeader, SelectionMeta } from './page-header.tsx';
import { PortfolioChannelsAndIssues } from './portfolio-channels-and-issues.tsx';
import { PortfolioKpis } from './portfolio-kpis.tsx';
import { PropertiesTable } from './properties-table.tsx';
import { ScoreDistributionWidget } from './score-distribution-widget.tsx';
import styles from './widgets.module.css';

const PLURALS: Record<string, string> = { HOTEL: 'Hotels', RESTAURANT: 'Restaurants', SPA: 'Spas' };

/** One property type: its properties first, then how they score by channel category and characteristic. */
export function PropertyTypePage({
  data,
  propertyType,
  viewName,
  hotelChainMode,
}: {
  data: DashboardData;
  propertyType: string | null;
  viewName: string | undefined;
  hotelChainMode: boolean;
}) {
  const drill = useDrill();
  const { propertyTypes, properties, channels, characteristics, scoreInterval, map } = data;
  const type = propertyTypes.data?.availableFilters.find((row) => row.id === propertyType);
  const categories = data.channelCategories;
  return (
    <>
      <PageHeader
        eyebrow={
          <>
            <Layers size={13} aria-hidden /> Property type
          </>
        }
        title={(propertyType && PLURALS[propertyType]) ?? type?.name ?? 'Properties'}
        place={type && `Property type: ${type.name}`}
        meta={<SelectionMeta viewName={viewName} />}
      />
      <PortfolioKpis data={data} typeContentScore={type?.contentPro ?? null} />
      <div className={styles.grid}>
        <PropertiesTable
          rows={properties.data?.availableFilters}
          loading={properties.isPending}
          failed={properties.isError}
          span={12}
          showType={false}
          maxHeight={620}
          drill={drill}
        />
        {map && (
          <MapWidget
            query={map}
            channelCount={channels.data?.availableFilters.length ?? 0}
            hotelChainMode={hotelChainMode}
            span={12}
          />
        )}
        <AccuracyTrendWidget
          list={scoreInterval.data?.averageAccuracyList}
          loading={scoreInterval.isPending}
          failed={scoreInterval.isError}
          span={8}
        />
        <ScoreDistributionWidget query={scoreInterval} span={4} />
        {categories && (
          <ChannelCategoryWidget
            rows={categories.data?.availableFilters}
            groups={data.channelGroups.data?.availableFilters}
            propertyType={propertyType}
            loading={categories.isPending}
            failed={categories.isError}
            span={characteristics ? 6 : 12}
            drill={drill}
          />
        )}
        {characteristics && (
          <CharacteristicWidget
            rows={characteristics.data?.availableFilters}
            loading={characteristics.isPending}
            failed={characteristics.isError}
            span={categories ? 6 : 12}
            hotelChainMode={hotelChainMode}
            drill={drill}
          />
        )}
        <PortfolioChannelsAndIssues data={data} hotelChainMode={hotelChainMode} />
      </div>
    </>
  );
}
