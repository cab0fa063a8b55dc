import { describe, expect, it } from 'vitest';
import { formatWeek, normalizeHours } from './normalize-hours.ts';

const WEEKDAYS_9_TO_5 = [
  '09:00-17:00',
  '09:00-17:00',
  '09:00-17:00',
  '09:00-17:00',
  '09:00-17:00',
  'closed',
  'closed',
];

describe('normalizeHours', () => {
  it('reads day ranges, 12-hour times and closed days', () => {
    expect(normalizeHours('Mon-Fri 9am-5pm; Sat 10:00-14:00; Sun closed')).toEqual([
      ...WEEKDAYS_9_TO_5.slice(0, 5),
      '10:00-14:00',
      'closed',
    ]);
  });

  it('reads the long form Google prints', () => {
    const text = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
      .map((day) => `${day}: 9:00 AM – 5:00 PM`)
      .join('\n');
    expect(normalizeHours(text)).toEqual(WEEKDAYS_9_TO_5);
  });

  it('gives an open time without am/pm the meaning that fits the closing time', () => {
    expect(normalizeHours('Daily 9-5pm')?.[0]).toBe('09:00-17:00');
    expect(normalizeHours('Daily 1-5pm')?.[0]).toBe('13:00-17:00');
  });

  it('reads split days, wrapping ranges, "24 hours" and closing at midnight', () => {
    expect(normalizeHours('Daily 11:30-14:30, 18:30-23:00')?.[6]).toBe('11:30-14:30,18:30-23:00');
    expect(normalizeHours('Fri-Mon 12h-23h')).toEqual([
      '12:00-23:00',
      'closed',
      'closed',
      'closed',
      '12:00-23:00',
      '12:00-23:00',
      '12:00-23:00',
    ]);
    expect(normalizeHours('Open 24 hours')?.[3]).toBe('00:00-24:00');
    expect(normalizeHours('Tue, Thu 18:00-00:00')?.[1]).toBe('18:00-24:00');
  });

  it('gives structured hours the same form', () => {
    expect(
      normalizeHours([
        { day: 0, intervals: [{ open: '9:00', close: '17:00' }] },
        { day: 1, intervals: [{ open: '09:00', close: '17:00' }] },
        { day: 2, intervals: [{ open: '09:00', close: '17:00' }] },
        { day: 3, intervals: [{ open: '09:00', close: '17:00' }] },
        { day: 4, intervals: [{ open: '09:00', close: '17:00' }] },
        { day: 5, intervals: [] },
      ]),
    ).toEqual(normalizeHours('Mon-Fri 9am-5pm'));
  });

  it('gives null for text without hours', () => {
    expect(normalizeHours('Please call for opening times')).toBeNull();
  });

  it('formats a week for display', () => {
    expect(formatWeek(WEEKDAYS_9_TO_5)).toMatch(/^Mon 09:00-17:00; .*; Sun closed$/);
  });
});
