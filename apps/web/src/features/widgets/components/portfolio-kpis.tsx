import { Building2, Gauge, Network, ShieldAlert, Sparkles } from 'lucide-react';
import { formatCount, monthLabel, plural } from '../format.ts';
import { auditedCount, headlineFigures, meanContentScore } from '../state/headline-figures.ts';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { KpiRow, type Kpi } from './kpi-row.tsx';
import { cardState } from './score-card.tsx';

/**
 * The headline figures of a portfolio page (overview or one property type): this month's
 * accuracy and knockout against last month's, what was audited, and the content score where the
 * channels publish one. `typeContentScore` is the server's figure for a single property type.
 */
export function PortfolioKpis({
  data,
  typeContentScore,
}: {
  data: DashboardData;
  typeContentScore?: number | null;
}) {
  const interval = data.scoreInterval;
  const headline = headlineFigures(interval.data?.averageAccuracyList);
  const properties = data.properties.data?.availableFilters;
  const channels = data.channels.data?.availableFilters;
  const content = meanContentScore(properties);
  const contentScore = typeContentScore !== undefined ? typeContentScore : content.value;
  const period = headline.month
    ? `${monthLabel(headline.month)}${headline.previousMonth ? ` vs ${monthLabel(headline.previousMonth).split(' ')[0]}` : ''}`
    : undefined;
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
      hint: period,
      ...cardState(interval),
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
      ...cardState(interval),
    },
    {
      id: 'properties',
      label: 'Properties audited',
      icon: <Building2 size={15} aria-hidden />,
      kind: 'count',
      value: auditedCount(properties),
      hint: properties ? `of ${formatCount(properties.length)} in scope` : undefined,
      ...cardState(data.properties),
    },
    {
      id: 'channels',
      label: 'Channels audited',
      icon: <Network size={15} aria-hidden />,
      kind: 'count',
      value: auditedCount(channels),
      hint: channels ? `of ${formatCount(channels.length)} in scope` : undefined,
      ...cardState(data.channels),
    },
  ];
  if (data.properties.isPending || contentScore != null) {
    kpis.push({
      id: 'content',
      label: 'Content score',
      icon: <Sparkles size={15} aria-hidden />,
      kind: 'score',
      value: contentScore,
      hint:
        typeContentScore !== undefined
          ? 'listing completeness'
          : `average of ${plural(content.count, 'property', 'properties')}`,
      ...cardState(data.properties),
    });
  }
  return <KpiRow kpis={kpis} />;
}
