import type { DashboardData } from '../state/use-dashboard-data.ts';
import type { Drill } from '../state/use-drill.ts';
import { AccuracyTrendWidget } from './accuracy-trend-widget.tsx';
import { CharacteristicWidget } from './characteristic-widget.tsx';
import { MapWidget } from './map-widget.tsx';
import { ScoreDistributionWidget } from './score-distribution-widget.tsx';
import type { WidgetSpan } from './widget-card.tsx';

/** A portfolio page's accuracy over the months beside how its scores spread. */
export function PortfolioScores({ scoreInterval }: Pick<DashboardData, 'scoreInterval'>) {
  return (
    <>
      <AccuracyTrendWidget
        list={scoreInterval.data?.averageAccuracyList}
        loading={scoreInterval.isPending}
        failed={scoreInterval.isError}
        span={8}
      />
      <ScoreDistributionWidget query={scoreInterval} span={4} />
    </>
  );
}

/** A portfolio page's map across the page, where the view has one. */
export function PortfolioMap({
  data,
  hotelChainMode,
}: {
  data: DashboardData;
  hotelChainMode: boolean;
}) {
  if (!data.map) return null;
  return (
    <MapWidget
      query={data.map}
      channelCount={data.channels.data?.availableFilters.length ?? 0}
      hotelChainMode={hotelChainMode}
      span={12}
    />
  );
}

/** Accuracy by characteristic, where the view's channels report characteristics. */
export function PortfolioCharacteristics({
  data,
  hotelChainMode,
  span,
  drill,
}: {
  data: DashboardData;
  hotelChainMode: boolean;
  span: WidgetSpan;
  drill: Drill;
}) {
  const { characteristics } = data;
  if (!characteristics) return null;
  return (
    <CharacteristicWidget
      rows={characteristics.data?.availableFilters}
      loading={characteristics.isPending}
      failed={characteristics.isError}
      span={span}
      hotelChainMode={hotelChainMode}
      drill={drill}
    />
  );
}
