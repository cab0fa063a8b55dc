import { SCORE_EXPLAIN_CALLS, type ScoreFigureRef } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import { apiQueryOptions, useApiQuery } from '../../../lib/use-api.ts';

export const scoreExplanationQuery = (selection: FilterSelection, figure: ScoreFigureRef) =>
  apiQueryOptions(SCORE_EXPLAIN_CALLS.getScoreExplanation, { query: { ...selection, ...figure } });

/** The explanation of one number under the page's selection, asked for once its panel opens. */
export function useScoreExplanation(
  selection: FilterSelection,
  figure: ScoreFigureRef,
  enabled: boolean,
) {
  return useApiQuery(scoreExplanationQuery(selection, figure), {
    label: 'Loading score explanation',
    enabled,
  });
}
