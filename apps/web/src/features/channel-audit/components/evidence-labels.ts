export { describeEvidenceRule as ruleDescription } from '@lens/domain';

/** Similarities and thresholds below 1 are shares; above 1 they are counts or miles. */
export function formatShare(value: number): string {
  return `${Math.round(value * 100)}%`;
}
