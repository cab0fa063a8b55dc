import { describe, expect, it } from 'vitest';
import {
  canSwitchContentMonitor,
  contentMonitorMode,
  isSummaryReportMode,
  offeredContentMonitorModes,
  type ContentMonitorView,
} from './content-monitor.ts';

const view = (overrides: Partial<ContentMonitorView> = {}): ContentMonitorView => ({
  contentMonitorSummary: true,
  contentMonitorDetail: true,
  lastContentMonitor: null,
  ...overrides,
});

describe('content monitor: "SUMMARY or DETAIL per view, and can be changed by the user"', () => {
  it('offers the modes the view has, summary first', () => {
    expect(offeredContentMonitorModes(view())).toEqual(['SUMMARY', 'DETAIL']);
    expect(offeredContentMonitorModes(view({ contentMonitorDetail: false }))).toEqual(['SUMMARY']);
    expect(offeredContentMonitorModes(view({ contentMonitorSummary: false }))).toEqual(['DETAIL']);
  });

  it('opens in the last mode chosen', () => {
    expect(contentMonitorMode(view({ lastContentMonitor: 'SUMMARY' }))).toBe('SUMMARY');
    expect(contentMonitorMode(view({ lastContentMonitor: 'DETAIL' }))).toBe('DETAIL');
  });

  it('opens in DETAIL before any choice', () => {
    expect(contentMonitorMode(view())).toBe('DETAIL');
  });

  it('falls back to a mode the view offers when the last one was withdrawn', () => {
    expect(
      contentMonitorMode(view({ contentMonitorDetail: false, lastContentMonitor: 'DETAIL' })),
    ).toBe('SUMMARY');
    expect(
      contentMonitorMode(view({ contentMonitorSummary: false, lastContentMonitor: 'SUMMARY' })),
    ).toBe('DETAIL');
  });

  it('shows the detailed dashboard for a view offering neither mode', () => {
    expect(
      contentMonitorMode(
        view({
          contentMonitorSummary: false,
          contentMonitorDetail: false,
          lastContentMonitor: 'SUMMARY',
        }),
      ),
    ).toBe('DETAIL');
  });

  it('lets the user switch only between two offered modes', () => {
    expect(canSwitchContentMonitor(view())).toBe(true);
    expect(canSwitchContentMonitor(view({ contentMonitorSummary: false }))).toBe(false);
  });

  it('is the summary report mode in SUMMARY', () => {
    expect(isSummaryReportMode('SUMMARY')).toBe(true);
    expect(isSummaryReportMode('DETAIL')).toBe(false);
  });
});
