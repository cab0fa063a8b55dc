import type { AccuracyRow } from '@lens/contracts';
import { Diamond, Gauge, Network, ShieldAlert, Sparkles } from 'lucide-react';
import { formatCount, monthLabel } from '../format.ts';
import { auditedCount, headlineFigures } from '../state/headline-figures.ts';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { KpiRow, type Kpi } from './kpi-row.tsx';
import { cardState } from './score-card.tsx';

/** One property's headline figures: accuracy, knockouts, channels audited, content, diamonds. */
export function PropertyKpis({
  data,
  property,
}: {
  data: DashboardData;
  property: AccuracyRow | undefined;
}) {
  const { properties, channels, scoreInterval } = data;
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
  return <KpiRow kpis={kpis} />;
}
