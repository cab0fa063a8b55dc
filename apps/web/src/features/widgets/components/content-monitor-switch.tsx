import type { ContentMonitorMode } from '@lens/domain';
import { FileText, ListTree } from 'lucide-react';
import { SegmentedControl, type SegmentOption } from '../../../components/segmented-control.tsx';
import { useContentMonitor } from '../state/use-content-monitor.ts';

const MODES: readonly SegmentOption<ContentMonitorMode>[] = [
  {
    value: 'SUMMARY',
    label: (
      <>
        <FileText size={14} aria-hidden /> Summary
      </>
    ),
    hint: 'Summary report: headline figures and the map, without characteristic and geography detail',
  },
  {
    value: 'DETAIL',
    label: (
      <>
        <ListTree size={14} aria-hidden /> Detail
      </>
    ),
    hint: 'Detailed dashboard: every dataset and the audits of each channel',
  },
];

/** The view's content monitor mode, SUMMARY or DETAIL; shown only when the view offers both. */
export function ContentMonitorSwitch() {
  const { mode, switchable, saving, switchTo } = useContentMonitor();
  if (!switchable) return null;
  return (
    <SegmentedControl
      label="Content monitor"
      options={MODES}
      value={mode}
      onChange={(next) => {
        if (!saving) void switchTo(next);
      }}
      data-testid="content-monitor-switch"
    />
  );
}
