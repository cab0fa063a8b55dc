import { useCallback } from 'react';
import { useApplySelection, useSelection } from '../../../lib/selection.ts';

export type DrillDataset = 'property_type' | 'property' | 'site' | 'site_group' | 'characteristic';

const DRILL_LABELS: Record<DrillDataset, string> = {
  property_type: 'Property type',
  property: 'Property',
  site: 'Channel',
  site_group: 'Channel category',
  characteristic: 'Characteristic',
};

/**
 * Narrows the selection to one value of a dataset, with a breadcrumb such as
 * "Property: Meridian Grand Paris", so the trail reads like the path the user took.
 */
export function useDrill(): (dataset: DrillDataset, id: number | string, name: string) => void {
  const { selection } = useSelection();
  const apply = useApplySelection();
  return useCallback(
    (dataset, id, name) =>
      apply(
        { ...selection, [dataset]: [id] },
        { dataset, label: `${DRILL_LABELS[dataset]}: ${name}` },
      ),
    [apply, selection],
  );
}
