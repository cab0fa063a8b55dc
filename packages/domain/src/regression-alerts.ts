import { CHARACTERISTIC_LABELS, type CharacteristicType } from './characteristics.ts';
import type { Status } from './statuses.ts';

/** What a regression alert reports: a fixed characteristic broke again, or a property's score fell. */
export const ALERT_KINDS = ['CHARACTERISTIC_BROKE', 'SCORE_DROP'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  CHARACTERISTIC_BROKE: 'Characteristic broke',
  SCORE_DROP: 'Score drop',
};

/** The status a characteristic must have had for its change to count as a regression. */
export const REGRESSION_FROM: Status = 'ACCURATE';

/** The statuses that make an ACCURATE characteristic a regression (shown wrong or half right). */
export const REGRESSION_TO: readonly Status[] = ['INACCURATE', 'MISSING', 'DISCREPANCY'];

/** A client's score-drop step when its admins have not chosen one, in accuracy points. */
export const DEFAULT_SCORE_DROP_STEP = 10;
export const MIN_SCORE_DROP_STEP = 1;
export const MAX_SCORE_DROP_STEP = 100;

/** The longest a mute can last before it has to be chosen again; none means until unmuted. */
export const MAX_MUTE_DAYS = 365;

/** True when a result that was right in the pair's previous audit is wrong in its current one. */
export function isRegression(previous: string | null, current: string): boolean {
  return previous === REGRESSION_FROM && (REGRESSION_TO as readonly string[]).includes(current);
}

/**
 * True when a property's score fell by at least `step` points from the previous month to the
 * current one. Scores are compared as shown (rounded to whole points), so a drop of 9.6 shown as
 * 10 counts for a step of 10 and a property with no score in either month never alerts.
 */
export function isScoreDrop(
  previous: number | null,
  current: number | null,
  step: number,
): boolean {
  if (previous === null || current === null) return false;
  return Math.round(previous) - Math.round(current) >= step;
}

/** One alert in a sentence, as the live message and the alert list headline read it. */
export function alertHeadline(alert: {
  kind: AlertKind;
  propertyName: string;
  characteristic: string | null;
}): string {
  if (alert.kind === 'SCORE_DROP') return `The score of ${alert.propertyName} dropped`;
  const label =
    CHARACTERISTIC_LABELS[alert.characteristic as CharacteristicType] ?? 'A characteristic';
  return `${label} is wrong again at ${alert.propertyName}`;
}

/** The live message for `count` new alerts, the first of which is `first`. */
export function newAlertsMessage(
  count: number,
  first: Parameters<typeof alertHeadline>[0],
): string {
  const headline = alertHeadline(first);
  return count === 1 ? `New alert: ${headline}.` : `${count} new alerts. ${headline}, and more.`;
}
