import { useCallback } from 'react';
import { useApplySelection, useSelection } from '../../../lib/selection.ts';

export type DrillDataset =
  'property_type' | 'property' | 'site' | 'site_group' | 'channel_group' | 'characteristic';

const DRILL_LABELS: Record<DrillDataset, string> = {
  property_type: 'Property type',
  property: 'Property',
  site: 'Channel',
  site_group: 'Channel category',
  channel_group: 'Channel group',
  characteristic: 'Characteristic',
};

export type Drill = (
  dataset: DrillDataset,
  id: number | string,
  name: string,
  /** `step`: previous / next across siblings, which replaces the current state in the trail. */
  options?: { step?: boolean },
) => void;

/**
 * Narrows the selection to one value of a dataset; the state left becomes a breadcrumb, and the
 * new one is named like "Property: Meridian Grand Paris", so the trail reads like the path the
 * user took.
 */
export function useDrill(): Drill {
  const { selection } = useSelection();
  const apply = useApplySelection();
  return useCallback(
    (dataset, id, name, options) =>
      apply(
        { ...selection, [dataset]: [id] },
        {
          dataset,
          label: `${DRILL_LABELS[dataset]}: ${name}`,
          suppress: options?.step,
        },
      ),
    [apply, selection],
  );
}
