import { describe, expect, it } from 'vitest';
import {
  nextMonthlyRun,
  REPORT_DOWNLOAD_FAILED,
  reportDownloadErrorMessage,
  reportPeriodRange,
} from './report-period.ts';

describe('reportPeriodRange', () => {
  it('covers the whole calendar month before today', () => {
    expect(reportPeriodRange('PREVIOUS_MONTH', '2026-11-01')).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(reportPeriodRange('PREVIOUS_MONTH', '2026-03-17')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(reportPeriodRange('PREVIOUS_MONTH', '2024-03-31').endDate).toBe('2024-02-29');
  });

  it('crosses the year in January', () => {
    expect(reportPeriodRange('PREVIOUS_MONTH', '2027-01-05')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });

  it('takes the date picker presets up to today', () => {
    expect(reportPeriodRange('LAST_30_DAYS', '2026-11-22')).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-22',
    });
    expect(reportPeriodRange('LAST_90_DAYS', '2026-11-22').startDate).toBe('2026-08-24');
    expect(reportPeriodRange('LAST_365_DAYS', '2026-11-22').startDate).toBe('2025-11-22');
  });
});

describe('nextMonthlyRun', () => {
  it('is the first day of the next month', () => {
    expect(nextMonthlyRun('2026-11-22')).toBe('2026-12-01');
    expect(nextMonthlyRun('2026-12-01')).toBe('2027-01-01');
  });
});

describe('reportDownloadErrorMessage: "the server text is used if present"', () => {
  it('uses the server text', () => {
    expect(reportDownloadErrorMessage('You do not have access to this report.')).toBe(
      'You do not have access to this report.',
    );
  });

  it("falls back to 'The report cannot be downloaded.'", () => {
    expect(reportDownloadErrorMessage(null)).toBe(REPORT_DOWNLOAD_FAILED);
    expect(reportDownloadErrorMessage('  ')).toBe('The report cannot be downloaded.');
  });
});
