/**
 * The arithmetic behind "why this score" (docs/architecture.md, "What the scores mean"): an
 * audit's accuracy is the
 * weighted mean of its counted results, a group's the mean of its audits' accuracies. Every point
 * an audit loses below 100 belongs to one result, so the lost points split exactly by
 * characteristic (or channel), and fixing a set of results raises the group's mean by exactly the
 * points they lose divided by the number of audits counted.
 */

/** One result as the score sees it: its accuracy (null: left out) and its weight. */
export interface WeightedScore {
  accuracy: number | null;
  weight: number;
}

const counts = ({ accuracy, weight }: WeightedScore) => accuracy !== null && weight > 0;

/** Weighted mean of the results that count (non-null accuracy, positive weight); null when none does. */
export function weightedAccuracy(results: readonly WeightedScore[]): number | null {
  let total = 0;
  let weights = 0;
  for (const result of results) {
    if (!counts(result)) continue;
    total += result.accuracy! * result.weight;
    weights += result.weight;
  }
  return weights === 0 ? null : total / weights;
}

/**
 * The points one audit loses below 100, per key (its characteristic): weight x (100 - accuracy)
 * over the audit's counted weight. They add up to 100 minus the audit's accuracy.
 */
export function lostPoints<K>(results: readonly (WeightedScore & { key: K })[]): Map<K, number> {
  const weights = results.filter(counts).reduce((sum, result) => sum + result.weight, 0);
  const lost = new Map<K, number>();
  for (const result of results) {
    if (!counts(result)) continue;
    const points = (result.weight * (100 - result.accuracy!)) / weights;
    lost.set(result.key, (lost.get(result.key) ?? 0) + points);
  }
  return lost;
}

/** A group's accuracy: the mean of its audits' accuracies, audits with none left out. */
export function meanAccuracy(audits: readonly (readonly WeightedScore[])[]): number | null {
  const scores = audits.flatMap((results) => {
    const accuracy = weightedAccuracy(results);
    return accuracy === null ? [] : [accuracy];
  });
  return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
}

/**
 * The rise of the group's mean when every counted result `fix` picks is set to 100, by
 * recomputing the mean: the definition the lost-points shortcut must agree with.
 */
export function gainOfFixing<R extends WeightedScore>(
  audits: readonly (readonly R[])[],
  fix: (result: R) => boolean,
): number {
  const before = meanAccuracy(audits);
  if (before === null) return 0;
  const fixed = audits.map((results) =>
    results.map((result) =>
      counts(result) && fix(result) ? { ...result, accuracy: 100 } : result,
    ),
  );
  return meanAccuracy(fixed)! - before;
}

/** What one part (a characteristic, a channel) costs the group's figure. */
export interface LossShare {
  /** Its share 0-100 of all the points the group loses below 100. */
  share: number;
  /** Points the group's figure rises by when the part is fixed (its results all at 100). */
  gain: number;
}

/**
 * From a part's lost points summed over the group's `counted` audits (results, for a
 * characteristic-level figure) to its share of the loss and the gain of fixing it.
 */
export function lossShare(lost: number, counted: number, totalLost: number): LossShare {
  return {
    share: totalLost > 0 ? (100 * lost) / totalLost : 0,
    gain: counted > 0 ? lost / counted : 0,
  };
}

/**
 * How far the knockout share falls when one cause is fixed: the audits it alone knocks out stop
 * being knocked out, in points of the share over all `audits`.
 */
export function knockoutDrop(soleCauseAudits: number, audits: number): number {
  return audits > 0 ? (100 * soleCauseAudits) / audits : 0;
}
