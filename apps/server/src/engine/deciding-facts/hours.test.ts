import { describe, expect, it } from 'vitest';
import { decidingFacts } from './deciding-facts.ts';

const hours = (details: Record<string, unknown>) =>
  decidingFacts('HOURS_OF_OPERATION', { rule: 'hours-days-agree', details });

describe('what decided the opening hours', () => {
  it('gives each day that differs with both sides', () => {
    expect(
      hours({ differentDays: [{ day: 'Sat', reference: '19:00-22:00', channel: '19:00-23:00' }] }),
    ).toEqual(['Saturday: 19:00-22:00 in the reference, 19:00-23:00 on the channel']);
  });

  it('gives days that differ the same way one line, three or more in a row as a span', () => {
    const day = (name: string) => ({ day: name, reference: '11:00-22:00', channel: '11:00-21:00' });
    expect(
      hours({
        differentDays: [
          day('Mon'),
          day('Tue'),
          day('Wed'),
          { day: 'Thu', reference: 'closed', channel: '12:00-14:00,18:00-22:00' },
          day('Sat'),
          day('Sun'),
        ],
      }),
    ).toEqual([
      'Monday to Wednesday, Saturday, Sunday: 11:00-22:00 in the reference, 11:00-21:00 on the channel',
      'Thursday: closed in the reference, 12:00-14:00, 18:00-22:00 on the channel',
    ]);
  });

  it('names the days whose 12-hour shorthand was read the way the reference has it', () => {
    expect(hours({ differentDays: [], shorthandReadAsReference: ['Tue', 'Wed', 'Thu'] })).toEqual([
      "Hours without am/pm read the reference's way on Tuesday to Thursday",
    ]);
  });
});
