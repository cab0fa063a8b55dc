import { describe, expect, it } from 'vitest';
import { daysBetween, durationStats, formatDays } from './time-to-fix.ts';

describe('durationStats: median and p90 of time-to-fix durations', () => {
  it('is empty without durations', () => {
    expect(durationStats([])).toEqual({ count: 0, median: null, p90: null });
  });

  it('takes the middle of an odd count and the nearest rank for p90', () => {
    expect(durationStats([9, 1, 5])).toEqual({ count: 3, median: 5, p90: 9 });
  });

  it('averages the two middle durations of an even count', () => {
    expect(durationStats([4, 2, 10, 6]).median).toBe(5);
  });

  it('puts p90 on the 9th of 10 durations, not interpolated', () => {
    const stats = durationStats([1, 2, 3, 4, 5, 6, 7, 8, 9, 100]);
    expect(stats.p90).toBe(9);
    expect(stats.median).toBe(5.5);
  });

  it('leaves out durations that are not real numbers or negative', () => {
    expect(durationStats([3, Number.NaN, -1, Number.POSITIVE_INFINITY])).toEqual({
      count: 1,
      median: 3,
      p90: 3,
    });
  });
});

describe('daysBetween', () => {
  it('counts fractional days between instants', () => {
    expect(daysBetween('2026-11-01T00:00:00Z', '2026-11-03T12:00:00Z')).toBe(2.5);
  });

  it('never goes negative', () => {
    expect(daysBetween('2026-11-03T00:00:00Z', '2026-11-01T00:00:00Z')).toBe(0);
  });
});

describe('formatDays', () => {
  it('shows less than a day, one day and tenths of days', () => {
    expect(formatDays(0.4)).toBe('< 1 day');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(12.34)).toBe('12.3 days');
    expect(formatDays(null)).toBe('–');
  });
});
