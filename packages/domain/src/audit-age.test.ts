import { describe, expect, it } from 'vitest';
import { auditAgeDays, auditAgeLabel, notAuditedWithin, STALE_AFTER_DAYS } from './audit-age.ts';
import { addDays, lastDaysRange } from './date-range.ts';

describe('auditAgeDays', () => {
  it('counts calendar days, across months and years', () => {
    expect(auditAgeDays('2026-11-05', '2026-11-05')).toBe(0);
    expect(auditAgeDays('2026-10-31', '2026-11-02')).toBe(2);
    expect(auditAgeDays('2025-12-30', '2026-01-02')).toBe(3);
  });

  it('is not thrown by a daylight-saving change', () => {
    expect(auditAgeDays('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('reads an audit dated after today as today', () => {
    expect(auditAgeDays('2026-11-06', '2026-11-05')).toBe(0);
  });

  it('rejects what is not a date', () => {
    expect(() => auditAgeDays('05/11/2026', '2026-11-05')).toThrow(RangeError);
  });
});

describe('auditAgeLabel', () => {
  it.each([
    [0, 'today'],
    [1, 'yesterday'],
    [6, '6 days ago'],
    [13, '13 days ago'],
    [14, '2 weeks ago'],
    [59, '8 weeks ago'],
    [60, '2 months ago'],
    [400, '13 months ago'],
    [800, '2 years ago'],
  ])('%i days is "%s"', (days, label) => {
    expect(auditAgeLabel(days)).toBe(label);
  });
});

describe('notAuditedWithin', () => {
  it('keeps the days a "last N days" range covers, today and the N days before it', () => {
    const range = lastDaysRange('2026-11-29', 30);
    expect(notAuditedWithin(range.startDate, '2026-11-29', 30)).toBe(false);
    expect(notAuditedWithin(addDays(range.startDate, -1), '2026-11-29', 30)).toBe(true);
    expect(notAuditedWithin('2026-11-29', '2026-11-29', 30)).toBe(false);
  });

  it('counts listings never audited as stale', () => {
    expect(notAuditedWithin(null, '2026-11-29', 90)).toBe(true);
    expect(notAuditedWithin(undefined, '2026-11-29', 90)).toBe(true);
  });

  it('offers a few growing choices', () => {
    expect([...STALE_AFTER_DAYS].sort((a, b) => a - b)).toEqual([...STALE_AFTER_DAYS]);
    expect(STALE_AFTER_DAYS.length).toBeGreaterThanOrEqual(3);
  });
});
