import { describe, expect, it } from 'vitest';
import { compare, PARIS_RESTAURANT } from '../engine-fixtures.ts';

// Reference: Tue-Fri 12:30-14:00 and 19:00-22:00, Sat 19:00-22:00, Sun and Mon closed.
const AS_TEXT = 'Tue-Fri 12:30-14:00, 19:00-22:00; Sat 7-10pm; Sun-Mon closed';

describe('HOURS_OF_OPERATION', () => {
  it('keeps the same week written as text ACCURATE', () => {
    expect(compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, { hours: AS_TEXT })).toMatchObject({
      status: 'ACCURATE',
      channelValue: AS_TEXT,
      evidence: { rule: 'hours-days-agree', similarity: 1 },
    });
  });

  it('calls one day wrong a DISCREPANCY and names it', () => {
    const verdict = compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, {
      hours: AS_TEXT.replace('Sat 7-10pm', 'Sat 7-11pm'),
    });
    expect(verdict).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { details: { differentDays: [5] } },
    });
  });

  it('calls a different week INACCURATE', () => {
    expect(
      compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, { hours: 'Daily 11:00-23:00' })?.status,
    ).toBe('INACCURATE');
  });

  it('leaves unreadable hours to a person', () => {
    const unreadable = { hours: 'Varies by season' };
    expect(
      compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, unreadable, { projectType: 'AUTOMATED' })
        ?.status,
    ).toBe('AWAITING REVIEW');
    expect(compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, unreadable)?.status).toBe('UNDEFINED');
  });

  it('calls no hours MISSING', () => {
    expect(compare('HOURS_OF_OPERATION', PARIS_RESTAURANT, { hours: [] })?.status).toBe('MISSING');
  });
});
