import { describe, expect, it } from 'vitest';
import { technicalNotificationBodySchema } from './technical-notification.ts';

const report = {
  logStore: [
    { time: '2026-11-22T09:14:03.120Z', level: 'error', text: 'Loading map date' },
    'Loading filter site',
  ],
  browserErrorLog: ['TypeError: Cannot read properties of undefined'],
  url: 'https://lens.example.com/&view=3&property=5012',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
};

describe('technical notification', () => {
  it('accepts an error report with structured and plain entries', () => {
    expect(technicalNotificationBodySchema.parse(report)).toEqual(report);
  });

  it('bounds the logs', () => {
    const tooMany = { ...report, browserErrorLog: Array.from({ length: 21 }, () => 'x') };
    expect(technicalNotificationBodySchema.safeParse(tooMany).error?.issues[0]?.path).toEqual([
      'browserErrorLog',
    ]);
    const tooLong = { ...report, logStore: ['x'.repeat(5_000)] };
    expect(technicalNotificationBodySchema.safeParse(tooLong).error?.issues[0]?.path).toEqual([
      'logStore',
      0,
    ]);
  });

  it('names a missing or unknown field', () => {
    const { userAgent: _userAgent, ...missing } = report;
    expect(technicalNotificationBodySchema.safeParse(missing).error?.issues[0]?.path).toEqual([
      'userAgent',
    ]);
    expect(
      technicalNotificationBodySchema.safeParse({ ...report, cookies: 'x' }).error?.issues[0]?.path,
    ).toEqual(['cookies']);
  });
});
