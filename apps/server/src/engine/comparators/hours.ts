import type { Status } from '@lens/domain';
import { prepareHours } from '../prepare-values.ts';
import { roundRatio } from '../similarity.ts';
import { absence, verdict, type Comparator } from './verdict.ts';

/**
 * Day by day: ACCURATE when all seven days agree, DISCREPANCY when at least
 * `hours.discrepancyMinDays` do, INACCURATE otherwise. Hours the engine cannot read wait for a
 * person in automated audits (AWAITING REVIEW) and are UNDEFINED otherwise.
 */
export const compareHours: Comparator = (reference, snapshot, context) => {
  const source = reference.hours;
  const channel = prepareHours(snapshot.hours);
  if (!source || !channel) return absence(source?.display ?? null, channel?.display ?? null, false);
  const s = source.week;
  const c = channel.week;
  if (!s || !c) {
    return verdict(
      context.automated ? 'AWAITING REVIEW' : 'UNDEFINED',
      source.display,
      channel.display,
      {
        rule: 'hours-unreadable',
        sourceNormalized: source.normalized,
        channelNormalized: channel.normalized,
      },
    );
  }
  const differentDays = s.flatMap((hours, day) => (hours === c[day] ? [] : [day]));
  const agreeing = 7 - differentDays.length;
  const threshold = context.limits.hours.discrepancyMinDays;
  const status: Status =
    agreeing === 7 ? 'ACCURATE' : agreeing >= threshold ? 'DISCREPANCY' : 'INACCURATE';
  return verdict(status, source.display, channel.display, {
    rule: 'hours-days-agree',
    threshold,
    sourceNormalized: source.normalized,
    channelNormalized: channel.normalized,
    similarity: roundRatio(agreeing / 7),
    details: { differentDays },
  });
};
