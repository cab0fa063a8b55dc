import { describe, expect, it } from 'vitest';
import { compare, PARIS_RESTAURANT } from '../../test-support/engine-fixtures.ts';
import type { OpeningHours, ReferenceProfile } from '../types.ts';

// Reference: Tue-Fri 12:30-14:00 and 19:00-22:00, Sat 19:00-22:00, Sun and Mon closed.
const AS_TEXT = 'Tue-Fri 12:30-14:00, 19:00-22:00; Sat 7-10pm; Sun-Mon closed';

function withHours(days: Array<[day: OpeningHours['day'], open: string, close: string]>) {
  const hours: OpeningHours[] = days.map(([day, open, close]) => ({
    day,
    intervals: [{ open, close }],
  }));
  return { ...PARIS_RESTAURANT, hours } satisfies ReferenceProfile;
}

/** A Munich trattoria: Tue-Sun 11:30-22:30, Monday closed. */
const TUE_TO_SUN = withHours([1, 2, 3, 4, 5, 6].map((day) => [day as 1, '11:30', '22:30']));
/** A diner in Chicago: every day 11:00-22:00. */
const DAILY_11_TO_10 = withHours([0, 1, 2, 3, 4, 5, 6].map((day) => [day as 0, '11:00', '22:00']));
/** A steakhouse dinner service: Tue-Sun 17:00-23:00. */
const DINNER_5_TO_11 = withHours([1, 2, 3, 4, 5, 6].map((day) => [day as 1, '17:00', '23:00']));
/** A Madrid hotel bar: Thu-Sat 18:00-02:00. */
const LATE_BAR = withHours([3, 4, 5].map((day) => [day as 3, '18:00', '02:00']));

const status = (reference: ReferenceProfile, hours: string, manual = false) =>
  compare('HOURS_OF_OPERATION', reference, { hours }, manual ? {} : { projectType: 'AUTOMATED' })
    ?.status;

describe('HOURS_OF_OPERATION', () => {
  it('keeps the same week written as text ACCURATE', () => {
    expect(compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, { hours: AS_TEXT })).toMatchObject({
      status: 'ACCURATE',
      channelValue: AS_TEXT,
      evidence: { rule: 'hours-days-agree', similarity: 1 },
    });
  });

  it.each([
    'Di-So 11:30-22:30, Mo Ruhetag',
    'Montag Ruhetag; Dienstag–Sonntag 11.30–22.30 Uhr',
    'Tu-Su 11:30-22:30; Mo off',
    'Tue–Sun 11:30 a.m. – 10:30 p.m., closed Mon',
    'chiuso il lunedì, mar-dom 11:30-22:30',
    'fermé le lundi, du mardi au dimanche de 11h30 à 22h30',
  ])('reads the closed Monday in every language as the reference has it: %j', (hours) => {
    expect(status(TUE_TO_SUN, hours)).toBe('ACCURATE');
  });

  it.each(['Closed Tuesdays, Mon, Wed-Sun 11:30-22:30', 'Mo-So 11:30-22:30'])(
    'calls a Monday shown open, or another day shown closed, a DISCREPANCY: %j',
    (hours) => {
      expect(status(TUE_TO_SUN, hours)).toBe('DISCREPANCY');
    },
  );

  it('reads 12-hour shorthand the way the reference has it, and says so', () => {
    expect(status(DAILY_11_TO_10, 'Daily 11-10')).toBe('ACCURATE');
    expect(status(DAILY_11_TO_10, 'Open 7 days 11am–10pm')).toBe('ACCURATE');
    const dinner = compare('HOURS_OF_OPERATION', DINNER_5_TO_11, { hours: 'Tue-Sun 5-11' });
    expect(dinner).toMatchObject({
      status: 'ACCURATE',
      evidence: {
        details: { shorthandReadAsReference: ['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
      },
    });
    expect(status(DINNER_5_TO_11, 'Tue-Sun 5-10')).toBe('INACCURATE');
    expect(status(DAILY_11_TO_10, 'Daily 11-9')).toBe('INACCURATE');
  });

  it('reads hours past midnight on the day they open', () => {
    expect(status(LATE_BAR, 'jueves a sábado 18:00-02:00')).toBe('ACCURATE');
    expect(status(LATE_BAR, 'Thu-Sat 6pm-2am')).toBe('ACCURATE');
    expect(status(LATE_BAR, 'jueves y viernes 18:00-02:00, sábado 18:00-03:00')).toBe(
      'DISCREPANCY',
    );
    expect(status(LATE_BAR, 'jueves a sábado 18:00-24:00')).toBe('INACCURATE');
  });

  it('calls one day wrong a DISCREPANCY and names it with both sides', () => {
    const verdict = compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, {
      hours: AS_TEXT.replace('Sat 7-10pm', 'Sat 7-11pm'),
    });
    expect(verdict).toMatchObject({
      status: 'DISCREPANCY',
      evidence: {
        details: {
          differentDays: [{ day: 'Sat', reference: '19:00-22:00', channel: '19:00-23:00' }],
        },
      },
    });
  });

  it('calls a different week INACCURATE', () => {
    expect(
      compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, { hours: 'Daily 11:00-23:00' })?.status,
    ).toBe('INACCURATE');
  });

  it('leaves unreadable hours to a person in every audit, with the reason', () => {
    for (const manual of [false, true]) {
      expect(
        compare(
          'HOURS_OF_OPERATION',
          TUE_TO_SUN,
          { hours: 'Tue-Sun 11:30-22:30, Mon by appointment' },
          manual ? { projectType: 'MANUAL' } : { projectType: 'AUTOMATED' },
        ),
      ).toMatchObject({
        status: 'AWAITING REVIEW',
        evidence: {
          rule: 'hours-unreadable',
          details: { unreadable: 'channel', reason: 'unknown word "by"' },
        },
      });
    }
    // Once read every day of the week, this text is no longer judged.
    expect(status(TUE_TO_SUN, 'Closed Mondays')).toBe('AWAITING REVIEW');
  });

  it('calls no hours MISSING', () => {
    expect(compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, { hours: [] })?.status).toBe('MISSING');
  });
});
