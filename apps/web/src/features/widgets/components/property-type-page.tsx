import { Layers } from 'lucide-react';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { useDrill } from '../state/use-drill.ts';
import { ChannelCategoryWidget } from './channel-category-widget.tsx';
import { PageHeader, SelectionMeta } from './page-header.tsx';
import { PortfolioChannelsAndIssues } from './portfolio-channels-and-issues.tsx';
import { PortfolioKpis } from './portfolio-kpis.tsx';
import { PortfolioCharacteristics, PortfolioMap, PortfolioScores } from './portfolio-widgets.tsx';
import { PropertiesTable } from './properties-table.tsx';
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
  const { propertyTypes, properties, characteristics, scoreInterval } = data;
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
        <PortfolioMap data={data} hotelChainMode={hotelChainMode} />
        <PortfolioScores scoreInterval={scoreInterval} />
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
        <PortfolioCharacteristics
          data={data}
          hotelChainMode={hotelChainMode}
          span={categories ? 6 : 12}
          drill={drill}
        />
        <PortfolioChannelsAndIssues data={data} hotelChainMode={hotelChainMode} />
      </div>
    </>
  );
}
