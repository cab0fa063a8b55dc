import { Building2 } from 'lucide-react';
import { monthLabel, plural } from '../format.ts';
import { meanContentScore } from '../state/headline-figures.ts';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { accuracyKpis, auditedKpi, channelsAuditedKpi, contentKpi } from './headline-kpis.tsx';
import { KpiRow, type Kpi } from './kpi-row.tsx';

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
  const properties = data.properties.data?.availableFilters;
  const content = meanContentScore(properties);
  const contentScore = typeContentScore !== undefined ? typeContentScore : content.value;
  const kpis: Kpi[] = [
    ...accuracyKpis(data.scoreInterval, ({ month, previousMonth }) =>
      month
        ? `${monthLabel(month)}${previousMonth ? ` vs ${monthLabel(previousMonth).split(' ')[0]}` : ''}`
        : undefined,
    ),
    auditedKpi(
      {
        id: 'properties',
        label: 'Properties audited',
        icon: <Building2 size={15} aria-hidden />,
      },
      properties,
      data.properties,
    ),
    channelsAuditedKpi(data.channels),
  ];
  if (data.properties.isPending || contentScore != null) {
    kpis.push(
      contentKpi(
        contentScore,
        typeContentScore !== undefined
          ? 'listing completeness'
          : `average of ${plural(content.count, 'property', 'properties')}`,
        data.properties,
      ),
    );
  }
  return <KpiRow kpis={kpis} />;
}
