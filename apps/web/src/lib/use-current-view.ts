import { FILTER_CALLS, type ViewOption } from '@lens/contracts';
import {
  contentMonitorMode,
  isHotelChainView,
  isSummaryReportMode,
  type ContentMonitorMode,
} from '@lens/domain';
import { useApiQuery } from './use-api.ts';
import { useSelection } from './selection.ts';

/**
 * The view the dashboard shows: the one the URL selects, or the user's first. Its
 * specificViewType switches the hotel-chain presentation mode on; its content monitor mode
 * (SUMMARY is the summary report mode) decides which data set the dashboard loads.
 */
export function useCurrentView(): {
  view: ViewOption | null;
  views: ViewOption[];
  hotelChainMode: boolean;
  contentMonitor: ContentMonitorMode;
  summaryMode: boolean;
  loading: boolean;
} {
  const { selection } = useSelection();
  const query = useApiQuery(FILTER_CALLS.getViewFilter, {
    query: { startDate: selection.startDate, endDate: selection.endDate },
    label: 'Loading filter view',
    staleTime: 5 * 60_000,
  });
  const views = [
    ...(query.data?.availableFilters ?? []),
    ...(query.data?.notAvailableFilters ?? []),
  ];
  const view = views.find((v) => v.id === selection.view?.[0]) ?? views[0] ?? null;
  const contentMonitor = view ? contentMonitorMode(view) : 'DETAIL';
  return {
    view,
    views,
    hotelChainMode: !!view && isHotelChainView(view),
    contentMonitor,
    summaryMode: isSummaryReportMode(contentMonitor),
    loading: query.isPending,
  };
}
