import { DASHBOARD_CALLS, FILTER_CALLS } from '@lens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Reset first: a reload must not show the previous audit, channel details, notes or issues. */
const RESET_CALLS = [
  DASHBOARD_CALLS.getLastAuditId,
  DASHBOARD_CALLS.getAuditDetails,
  DASHBOARD_CALLS.getAuditNotes,
  DASHBOARD_CALLS.getContentScore,
  DASHBOARD_CALLS.getIssuesSummary,
];

const DATASET_CALLS = [
  FILTER_CALLS.getDatasetAccuracy,
  FILTER_CALLS.getSummaryReportDatasetAccuracy,
  DASHBOARD_CALLS.getAccuracyScoreInterval,
  DASHBOARD_CALLS.getCharacteristicsForSites,
];

/**
 * The full reload of SPEC.md section 4: resets audit, channel details, notes and issues, then
 * loads every dataset again (the ones on screen refetch at once, the others when next shown).
 */
export function useReloadWidgets(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      ...RESET_CALLS.map((call) => client.resetQueries({ queryKey: ['api', call.id] })),
      ...DATASET_CALLS.map((call) => client.invalidateQueries({ queryKey: ['api', call.id] })),
    ]);
  }, [client]);
}
