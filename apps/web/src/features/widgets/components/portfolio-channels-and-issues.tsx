import type { DashboardData } from '../state/use-dashboard-data.ts';
import { useDrill } from '../state/use-drill.ts';
import { ChannelsTable } from './channels-table.tsx';
import { IssuesSummaryWidget } from './issues-summary-widget.tsx';
import { TimeToFixWidget } from './time-to-fix-widget.tsx';

/** The foot of a portfolio page (overview or one property type): channels, issues, time to fix. */
export function PortfolioChannelsAndIssues({
  data,
  hotelChainMode,
}: {
  data: DashboardData;
  hotelChainMode: boolean;
}) {
  const drill = useDrill();
  const { channels, issuesSummary } = data;
  return (
    <>
      <ChannelsTable
        rows={channels.data?.availableFilters}
        loading={channels.isPending}
        failed={channels.isError}
        span={7}
        variant="portfolio"
        drill={drill}
      />
      <IssuesSummaryWidget
        data={issuesSummary.data}
        loading={issuesSummary.isPending}
        failed={issuesSummary.isError}
        span={5}
        hotelChainMode={hotelChainMode}
      />
      <TimeToFixWidget span={12} />
    </>
  );
}
