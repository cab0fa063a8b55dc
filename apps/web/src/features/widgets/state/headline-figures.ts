import type { AccuracyRow, MonthlyAccuracy } from '@lens/contracts';
import { currentAndPrevious, scoreChange } from '@lens/domain';

export interface HeadlineFigures {
  month: string | null;
  previousMonth: string | null;
  accuracy: number | null;
  accuracyDelta: number | null;
  knockout: number | null;
  knockoutDelta: number | null;
}

/**
 * The current and previous figures come from the average accuracy list: its last entry is current,
 * the one before it previous (docs/product-rules.md, "Audit details").
 */
export function headlineFigures(list: readonly MonthlyAccuracy[] | undefined): HeadlineFigures {
  const { current, previous } = currentAndPrevious(list ?? []);
  return {
    month: current?.month ?? null,
    previousMonth: previous?.month ?? null,
    accuracy: current?.accuracy ?? null,
    accuracyDelta: scoreChange(current?.accuracy, previous?.accuracy),
    knockout: current?.knockout ?? null,
    knockoutDelta: scoreChange(current?.knockout, previous?.knockout),
  };
}

/** Rows with a score: what was audited in the range. */
export function auditedCount(rows: readonly AccuracyRow[] | undefined): number {
  return rows?.filter((row) => row.accuracy != null).length ?? 0;
}

/**
 * The portfolio's content score as the mean of its properties' scores, or null when no property
 * publishes rich content; `count` says how many it averages.
 */
export function meanContentScore(rows: readonly AccuracyRow[] | undefined): {
  value: number | null;
  count: number;
} {
  const scores = (rows ?? []).flatMap((row) => (row.contentPro == null ? [] : [row.contentPro]));
  return {
    value: scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null,
    count: scores.length,
  };
}
