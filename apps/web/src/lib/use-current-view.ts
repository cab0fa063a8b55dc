import type { ViewFilterResponse, ViewOption } from '@lens/contracts';
import {
  contentMonitorMode,
  isHotelChainView,
  isSummaryReportMode,
  type ContentMonitorMode,
  type FilterSelection,
} from '@lens/domain';
import { useViewFilter } from '../api/current-view.ts';
import { useSelection } from './selection.ts';

export interface CurrentView {
  view: ViewOption | null;
  views: ViewOption[];
  hotelChainMode: boolean;
  contentMonitor: ContentMonitorMode;
  summaryMode: boolean;
}

/**
 * The view the dashboard shows: the one the selection names, or the user's first. Its
 * specificViewType switches the hotel-chain presentation mode on; its content monitor mode
 * (SUMMARY is the summary report mode) decides which data set the dashboard loads.
 */
export function currentViewOf(
  answer: ViewFilterResponse | undefined,
  selection: FilterSelection,
): CurrentView {
  const views = [...(answer?.availableFilters ?? []), ...(answer?.notAvailableFilters ?? [])];
  const view = views.find((v) => v.id === selection.view?.[0]) ?? views[0] ?? null;
  const contentMonitor = view ? contentMonitorMode(view) : 'DETAIL';
  return {
    view,
    views,
    hotelChainMode: !!view && isHotelChainView(view),
    contentMonitor,
    summaryMode: isSummaryReportMode(contentMonitor),
  };
}

/**
 * The current view (see currentViewOf) of the URL's selection, whether it is still loading, and
 * whether the views could not be loaded (then `views` is empty without meaning there are none).
 */
export function useCurrentView(): CurrentView & { loading: boolean; failed: boolean } {
  const { selection } = useSelection();
  const query = useViewFilter(selection);
  return {
    ...currentViewOf(query.data, selection),
    loading: query.isPending,
    failed: query.isError,
  };
}
