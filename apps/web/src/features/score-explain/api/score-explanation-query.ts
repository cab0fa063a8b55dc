import { SCORE_EXPLAIN_CALLS, type ScoreFigureRef } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import { useApiQuery } from '../../../lib/use-api.ts';

/** The explanation of one number under the page's selection, asked for once its panel opens. */
export function useScoreExplanation(
  selection: FilterSelection,
  figure: ScoreFigureRef,
  enabled: boolean,
) {
  return useApiQuery(SCORE_EXPLAIN_CALLS.getScoreExplanation, {
    query: { ...selection, ...figure },
    label: 'Loading score explanation',
    enabled,
  });
}
