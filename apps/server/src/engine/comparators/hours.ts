import type { Status } from '@lens/domain';
import { dayName } from '../normalize-hours.ts';
import { prepareHours } from '../prepare-values.ts';
import { roundRatio } from '../similarity.ts';
import { absence, unreadable, verdict, type Comparator } from './verdict.ts';

/**
 * Day by day: ACCURATE when all seven days agree, DISCREPANCY when at least
 * `hours.discrepancyMinDays` do, INACCURATE otherwise. 12-hour shorthand without am/pm ("5-11")
 * agrees when one of its readings is the reference's. Hours the engine cannot read wait for a
 * person, in every kind of audit: judging a guessed week would be a verdict on nothing.
 */
export const compareHours: Comparator = (reference, snapshot, context) => {
  const source = reference.hours;
  const channel = prepareHours(snapshot.hours);
  if (!source || !channel) return absence(source?.display ?? null, channel?.display ?? null, false);
  const s = source.week;
  const c = channel.week;
  const evidence = {
    rule: 'hours-unreadable',
    sourceNormalized: source.normalized,
    channelNormalized: channel.normalized,
  };
  if (!s) {
    return unreadable(
      'reference',
      source.unreadable ?? '',
      source.display,
      channel.display,
      evidence,
    );
  }
  if (!c) {
    return unreadable(
      'channel',
      channel.unreadable ?? '',
      source.display,
      channel.display,
      evidence,
    );
  }
  const readAsReference: string[] = [];
  const differentDays = s.flatMap((hours, day) => {
    const readings = channel.readings?.[day];
    if (hours === c[day] || readings?.includes(hours)) {
      if (readings && readings.length > 1) readAsReference.push(dayName(day));
      return [];
    }
    return [{ day: dayName(day), reference: hours, channel: c[day] }];
  });
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
    details: {
      differentDays,
      // Days whose 12-hour shorthand ("5-11") was read the way the reference has it.
      ...(readAsReference.length ? { shorthandReadAsReference: readAsReference } : {}),
    },
  });
};
