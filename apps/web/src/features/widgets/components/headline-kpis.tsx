import type { AccuracyRow } from '@lens/contracts';
import { Gauge, Network, ShieldAlert, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../format.ts';
import { auditedCount, headlineFigures, type HeadlineFigures } from '../state/headline-figures.ts';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import type { Kpi } from './kpi-row.tsx';
import { cardState } from './score-card.tsx';

type QueryState = Parameters<typeof cardState>[0];

/**
 * This month's accuracy and knockout share against last month's, as each dashboard page opens;
 * `period` words the month under the accuracy.
 */
export function accuracyKpis(
  interval: DashboardData['scoreInterval'],
  period: (headline: HeadlineFigures) => string | undefined,
): Kpi[] {
  const headline = headlineFigures(interval.data?.averageAccuracyList);
  const explain = (figure: 'accuracy' | 'knockout', label: string) =>
    headline.month ? { figure, month: headline.month, label } : undefined;
  return [
    {
      id: 'accuracy',
      label: 'Accuracy',
      icon: <Gauge size={15} aria-hidden />,
      kind: 'score',
      value: headline.accuracy,
      delta: headline.accuracyDelta,
      explain: explain('accuracy', 'Accuracy'),
      hint: period(headline),
      ...cardState(interval),
    },
    {
      id: 'knockout',
      label: 'Knockout share',
      icon: <ShieldAlert size={15} aria-hidden />,
      kind: 'share',
      value: headline.knockout,
      delta: headline.knockoutDelta,
      explain: explain('knockout', 'Knockout share'),
      lowerIsBetter: true,
      hint: 'of audits',
      ...cardState(interval),
    },
  ];
}

/** How many of the rows in scope were audited in the range. */
export function auditedKpi(
  kpi: { id: string; label: string; icon: ReactNode },
  rows: readonly AccuracyRow[] | undefined,
  query: QueryState,
): Kpi {
  return {
    ...kpi,
    kind: 'count',
    value: auditedCount(rows),
    hint: rows ? `of ${formatCount(rows.length)} in scope` : undefined,
    ...cardState(query),
  };
}

export const channelsAuditedKpi = (channels: DashboardData['channels']): Kpi =>
  auditedKpi(
    { id: 'channels', label: 'Channels audited', icon: <Network size={15} aria-hidden /> },
    channels.data?.availableFilters,
    channels,
  );

export function contentKpi(value: number | null | undefined, hint: string, query: QueryState): Kpi {
  return {
    id: 'content',
    label: 'Content score',
    icon: <Sparkles size={15} aria-hidden />,
    kind: 'score',
    value,
    hint,
    ...cardState(query),
  };
}
