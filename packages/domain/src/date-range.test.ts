import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  DATE_RANGE_PRESET_DAYS,
  defaultDateRange,
  lastDaysRange,
  previousMonthRange,
} from './date-range.ts';

describe('defaultDateRange: "current date minus 30 days to current date"', () => {
  it('ends today and starts 30 days earlier', () => {
    expect(defaultDateRange('2026-11-22')).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-22',
    });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(defaultDateRange('2024-03-01').startDate).toBe('2024-01-31');
    expect(defaultDateRange('2023-03-01').startDate).toBe('2023-01-30');
    expect(defaultDateRange('2026-01-15').startDate).toBe('2025-12-16');
    expect(defaultDateRange('2024-03-30').startDate).toBe('2024-02-29');
  });
});

describe('presets: "The datepicker tour mentions 30, 90 and 365 day periods."', () => {
  it('offers 30, 90 and 365 days', () => {
    expect(DATE_RANGE_PRESET_DAYS).toEqual([30, 90, 365]);
  });

  it('counts back that many days from today', () => {
    expect(lastDaysRange('2026-11-22', 90)).toEqual({
      startDate: '2026-08-24',
      endDate: '2026-11-22',
    });
    expect(lastDaysRange('2024-12-31', 365).startDate).toBe('2024-01-01');
    expect(lastDaysRange('2025-12-31', 365).startDate).toBe('2024-12-31');
  });
});

describe('addDays', () => {
  it('adds and subtracts across boundaries in UTC', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  });

  it('rejects what is not a real date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-1-05', 1)).toThrow(RangeError);
    expect(() => addDays('', 1)).toThrow(RangeError);
  });

  it('is undone by adding the opposite number of days', () => {
    const date = fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: -1000, max: 1000 }), (d, n) => {
        expect(addDays(addDays(d, n), -n)).toBe(d);
      }),
    );
  });
});

describe('previousMonthRange (the same range shifted back a month)', () => {
  it('shifts both ends back one calendar month', () => {
    expect(previousMonthRange({ startDate: '2026-10-23', endDate: '2026-11-22' })).toEqual({
      startDate: '2026-09-23',
      endDate: '2026-10-22',
    });
  });

  it('takes the last day of a shorter month', () => {
    expect(previousMonthRange({ startDate: '2024-03-01', endDate: '2024-03-31' })).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
  });

  it('crosses the year boundary', () => {
    expect(previousMonthRange({ startDate: '2026-01-10', endDate: '2026-01-31' })).toEqual({
      startDate: '2025-12-10',
      endDate: '2025-12-31',
    });
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('handles years below 100 like any other', () => {
    expect(addMonths('0050-03-31', -1)).toBe('0050-02-28');
  });
});
