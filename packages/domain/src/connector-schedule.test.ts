import { describe, expect, it } from 'vitest';
import { lastScheduledStart, nextScheduledStart, scheduledRunDue } from './connector-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('lastScheduledStart', () => {
  it('is null when the schedule is off', () => {
    expect(
      lastScheduledStart(
        { frequency: 'OFF', time: '03:00', weekday: null },
        at('2026-11-22T10:00Z'),
      ),
    ).toBeNull();
  });

  it('is today when the daily time has passed, yesterday otherwise', () => {
    const daily = { frequency: 'DAILY', time: '03:30', weekday: null } as const;
    expect(lastScheduledStart(daily, at('2026-11-22T10:00Z'))).toEqual(at('2026-11-22T03:30Z'));
    expect(lastScheduledStart(daily, at('2026-11-22T03:29Z'))).toEqual(at('2026-11-21T03:30Z'));
    expect(lastScheduledStart(daily, at('2026-11-22T03:30Z'))).toEqual(at('2026-11-22T03:30Z'));
  });

  it('goes back to the chosen weekday for a weekly schedule', () => {
    // 2026-11-22 is a Sunday; weekday 0 is Monday.
    const monday = { frequency: 'WEEKLY', time: '05:00', weekday: 0 } as const;
    expect(lastScheduledStart(monday, at('2026-11-22T10:00Z'))).toEqual(at('2026-11-16T05:00Z'));
    const sunday = { frequency: 'WEEKLY', time: '05:00', weekday: 6 } as const;
    expect(lastScheduledStart(sunday, at('2026-11-22T10:00Z'))).toEqual(at('2026-11-22T05:00Z'));
    expect(lastScheduledStart(sunday, at('2026-11-22T04:00Z'))).toEqual(at('2026-11-15T05:00Z'));
  });
});

describe('nextScheduledStart', () => {
  it('is one period after the last start', () => {
    expect(
      nextScheduledStart(
        { frequency: 'DAILY', time: '23:00', weekday: null },
        at('2026-12-31T23:30Z'),
      ),
    ).toEqual(at('2027-01-01T23:00Z'));
    expect(
      nextScheduledStart(
        { frequency: 'WEEKLY', time: '05:00', weekday: 0 },
        at('2026-11-22T10:00Z'),
      ),
    ).toEqual(at('2026-11-23T05:00Z'));
  });
});

describe('scheduledRunDue', () => {
  const daily = { frequency: 'DAILY', time: '03:00', weekday: null } as const;
  const now = at('2026-11-22T03:10Z');

  it('is due once per start', () => {
    expect(scheduledRunDue(daily, now, null, at('2026-11-01T00:00Z'))).toBe(true);
    expect(scheduledRunDue(daily, now, at('2026-11-21T03:00Z'), at('2026-11-01T00:00Z'))).toBe(
      true,
    );
    expect(scheduledRunDue(daily, now, at('2026-11-22T03:05Z'), at('2026-11-01T00:00Z'))).toBe(
      false,
    );
  });

  it('waits for the next start when the schedule was saved after the last one', () => {
    expect(scheduledRunDue(daily, now, null, at('2026-11-22T03:01Z'))).toBe(false);
  });

  it('is never due when off', () => {
    expect(
      scheduledRunDue({ ...daily, frequency: 'OFF' }, now, null, at('2020-01-01T00:00Z')),
    ).toBe(false);
  });
});
