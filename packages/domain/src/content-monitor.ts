import { CONTENT_MONITOR_MODES, type ContentMonitorMode } from './views.ts';

/** The content-monitor fields of a view. */
export type ContentMonitorView = {
  contentMonitorSummary: boolean;
  contentMonitorDetail: boolean;
  lastContentMonitor?: ContentMonitorMode | null;
};

/** The modes a view offers, in the order the switch shows them. */
export function offeredContentMonitorModes(view: ContentMonitorView): ContentMonitorMode[] {
  return CONTENT_MONITOR_MODES.filter((mode) =>
    mode === 'SUMMARY' ? view.contentMonitorSummary : view.contentMonitorDetail,
  );
}

/**
 * The mode a view opens in: the user's last choice while the view still offers it, else the
 * detailed dashboard, else the summary. A view offering neither still shows the dashboard, in
 * DETAIL, rather than nothing.
 */
export function contentMonitorMode(view: ContentMonitorView): ContentMonitorMode {
  const offered = offeredContentMonitorModes(view);
  if (view.lastContentMonitor && offered.includes(view.lastContentMonitor)) {
    return view.lastContentMonitor;
  }
  return offered.includes('DETAIL') || offered.length === 0 ? 'DETAIL' : 'SUMMARY';
}

/** The user has a choice to make only when the view offers both modes. */
export function canSwitchContentMonitor(view: ContentMonitorView): boolean {
  return offeredContentMonitorModes(view).length === 2;
}

/**
 * The SUMMARY content monitor is the summary report mode (docs/product-rules.md, "Loading the
 * widgets"): the dashboard
 * loads the summary set instead of the detailed one (see `loadsDataset`, `loadsMap`, `loadsAudit`).
 */
export function isSummaryReportMode(mode: ContentMonitorMode): boolean {
  return mode === 'SUMMARY';
}
