import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';

/** The charts live in their own chunks, with the charting library, out of the first download. */
const trend = lazyWithPreload(
  async () => (await import('./accuracy-trend-chart.tsx')).AccuracyTrendChart,
);
const distribution = lazyWithPreload(
  async () => (await import('./score-distribution-chart.tsx')).ScoreDistributionChart,
);

export const AccuracyTrendChart = trend.Component;
export const ScoreDistributionChart = distribution.Component;

/**
 * Starts fetching the charts as soon as the dashboard opens, while its filters and data load, so
 * that they draw with their data rather than a round trip and an evaluation later.
 */
export function preloadCharts(): void {
  trend.preload();
  distribution.preload();
}
