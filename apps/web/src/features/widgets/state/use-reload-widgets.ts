import type { ApiCallId } from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCallKey } from '../../../lib/use-api.ts';

/** Reset first: a reload must not show the previous audit, channel details, notes or issues. */
// Ids, not call definitions: the channel page's calls (and their payload schemas) are not part of
// the first download this module belongs to.
const RESET_CALLS: readonly ApiCallId[] = [
  'getLastAuditId',
  'getAuditDetails',
  'getAuditNotes',
  'getContentScore',
  'getIssuesSummary',
];

const DATASET_CALLS: readonly ApiCallId[] = [
  'getDatasetAccuracy',
  'getSummaryReportDatasetAccuracy',
  'getAccuracyScoreInterval',
  'getCharacteristicsForSites',
];

/**
 * The full reload (docs/product-rules.md, "Loading the widgets"): resets audit, channel details, notes and issues, then
 * loads every dataset again (the ones on screen refetch at once, the others when next shown).
 */
export function useReloadWidgets(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      ...RESET_CALLS.map((id) => client.resetQueries({ queryKey: apiCallKey(id) })),
      ...DATASET_CALLS.map((id) => client.invalidateQueries({ queryKey: apiCallKey(id) })),
    ]);
  }, [client]);
}
