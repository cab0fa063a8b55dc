import type { AggregateRow } from './aggregates.queries.ts';

/**
 * Rows broken down by several dimensions, summed up to the dimensions at `kept` (positions in
 * their keys): what the query by those dimensions alone would answer, as the means are weighted
 * back by what they are means of. One query by channel and property type then answers the
 * channel rows as well, instead of a second pass over the same pair states.
 */
export function foldAggregates(
  rows: readonly AggregateRow[],
  kept: readonly number[],
): AggregateRow[] {
  const folded = new Map<string, Sums>();
  for (const row of rows) {
    const keys = kept.map((index) => row.keys[index] ?? null);
    const id = JSON.stringify(keys);
    let sums = folded.get(id);
    if (!sums) {
      sums = {
        keys,
        count: 0,
        scored: 0,
        accuracy: 0,
        knockout: 0,
        knockedCount: 0,
        contentScored: 0,
        content: 0,
      };
      folded.set(id, sums);
    }
    sums.count += row.count;
    sums.scored += row.scored;
    if (row.accuracy !== null) sums.accuracy += row.accuracy * row.scored;
    if (row.knockout !== null) {
      sums.knockout += row.knockout * row.count;
      sums.knockedCount += row.count;
    }
    sums.contentScored += row.contentScored;
    if (row.contentScore !== null) sums.content += row.contentScore * row.contentScored;
  }
  return [...folded.values()].map((sums) => ({
    keys: sums.keys,
    count: sums.count,
    scored: sums.scored,
    accuracy: sums.scored > 0 ? sums.accuracy / sums.scored : null,
    knockout: sums.knockedCount > 0 ? sums.knockout / sums.knockedCount : null,
    contentScore: sums.contentScored > 0 ? sums.content / sums.contentScored : null,
    contentScored: sums.contentScored,
  }));
}

interface Sums {
  keys: AggregateRow['keys'];
  count: number;
  scored: number;
  /** Sum of accuracy x scored, knockout x count and content score x content scored. */
  accuracy: number;
  knockout: number;
  /** The count of the rows that have a knockout share (figures of results have none). */
  knockedCount: number;
  contentScored: number;
  content: number;
}
