import type { AccuracyRow } from '@lens/contracts';
import {
  channelCategory,
  channelCategoryRank,
  HIGH_SCORE_MIN,
  MEDIUM_SCORE_MIN,
  roundAccuracy,
} from '@lens/domain';

export interface CategoryGroup {
  id: number | null;
  name: string;
  channels: AccuracyRow[];
}

export function groupByCategory(rows: readonly AccuracyRow[]): CategoryGroup[] {
  const groups = new Map<number | null, CategoryGroup>();
  for (const row of rows) {
    if (row.accuracy == null) continue;
    const id = row.siteGroupId ?? null;
    const group = groups.get(id) ?? {
      id,
      name: (id !== null && channelCategory(id)?.name) || 'Other channels',
      channels: [],
    };
    group.channels.push(row);
    groups.set(id, group);
  }
  // Mixed property types: the hotel order applies (see channelCategoryRank).
  return [...groups.values()].toSorted(
    (a, b) => channelCategoryRank(null, a.id ?? -1) - channelCategoryRank(null, b.id ?? -1),
  );
}

/** The scale the channels' dots share: where a score sits on it, its score-band lines, its ticks. */
export function categoryScale(groups: readonly CategoryGroup[]) {
  const lowest = Math.min(
    100,
    ...groups.flatMap((group) => group.channels.map((row) => roundAccuracy(row.accuracy!))),
  );
  // The scale starts just below the weakest channel so close scores stay apart.
  const floor = Math.max(0, Math.floor((lowest - 5) / 10) * 10);
  return {
    thresholds: [MEDIUM_SCORE_MIN, HIGH_SCORE_MIN].filter((value) => value > floor),
    position: (value: number) => `${((value - floor) / (100 - floor)) * 100}%`,
    ticks: Array.from({ length: (100 - floor) / 10 + 1 }, (_, index) => floor + index * 10),
  };
}

export type CategoryScale = ReturnType<typeof categoryScale>;
