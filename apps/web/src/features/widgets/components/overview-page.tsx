import { LayoutGrid } from 'lucide-react';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { useDrill } from '../state/use-drill.ts';
import { ChannelsByCategoryWidget } from './channels-by-category-widget.tsx';
import { PageHeader, SelectionMeta } from './page-header.tsx';
import { PortfolioChannelsAndIssues } from './portfolio-channels-and-issues.tsx';
import { PortfolioKpis } from './portfolio-kpis.tsx';
import { PortfolioCharacteristics, PortfolioMap, PortfolioScores } from './portfolio-widgets.tsx';
import { PropertiesTable } from './properties-table.tsx';
import { PropertyTypeWidget } from './property-type-widget.tsx';
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
  const { propertyTypes, properties, channels, characteristics, scoreInterval } = data;
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
        <PortfolioScores scoreInterval={scoreInterval} />
        <ChannelsByCategoryWidget
          channels={channels.data?.availableFilters}
          propertyTypes={propertyTypes.data?.availableFilters}
          loading={channels.isPending}
          failed={channels.isError}
          span={characteristics ? 6 : 12}
          drill={drill}
        />
        <PortfolioCharacteristics
          data={data}
          hotelChainMode={hotelChainMode}
          span={6}
          drill={drill}
        />
        <PortfolioMap data={data} hotelChainMode={hotelChainMode} />
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
