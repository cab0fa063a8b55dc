import type { AccuracyRow } from '@lens/contracts';
import { Diamond } from 'lucide-react';
import { monthLabel } from '../format.ts';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { accuracyKpis, channelsAuditedKpi, contentKpi } from './headline-kpis.tsx';
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
  const diamonds = channelRows?.filter((row) => row.listingType === 'DIAMOND').length ?? 0;
  const kpis: Kpi[] = [
    ...accuracyKpis(scoreInterval, ({ month }) => (month ? monthLabel(month) : undefined)),
    channelsAuditedKpi(channels),
    contentKpi(property?.contentPro, 'listing completeness', properties),
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
