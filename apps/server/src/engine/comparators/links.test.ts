import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL, PARIS_RESTAURANT } from '../engine-fixtures.ts';

describe('WEBSITE', () => {
  it('keeps https://www.x.com/?utm_source=a and x.com ACCURATE', () => {
    const reference = { ...PARIS_HOTEL, website: 'https://www.x.com/?utm_source=a' };
    expect(compare('WEBSITE', reference, { website: 'x.com' })).toMatchObject({
      status: 'ACCURATE',
      evidence: { rule: 'url-equal', sourceNormalized: 'x.com', channelNormalized: 'x.com' },
    });
  });

  it('calls another page of the site a DISCREPANCY and another site INACCURATE', () => {
    expect(
      compare('WEBSITE', NEW_YORK_HOTEL, { website: 'https://hiltonmidtown.example.com/offers' }),
    ).toMatchObject({ status: 'DISCREPANCY', evidence: { rule: 'same-host-other-page' } });
    expect(
      compare('WEBSITE', NEW_YORK_HOTEL, { website: 'https://www.hilton.example.com/' })?.status,
    ).toBe('INACCURATE');
  });

  it('calls no website MISSING and text that is no URL INACCURATE', () => {
    expect(compare('WEBSITE', NEW_YORK_HOTEL, { website: '' })?.status).toBe('MISSING');
    expect(compare('WEBSITE', NEW_YORK_HOTEL, { website: 'our site' })).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'url-unreadable' },
    });
  });
});

describe('RESERVATION_LINK and ORDER_LINK', () => {
  it('accepts the same booking page with other parameters', () => {
    expect(
      compare('RESERVATION_LINK', PARIS_RESTAURANT, {
        reservationLink: 'https://opentable.example/r/le-cinq-paris?ref=google&lang=fr',
      }),
    ).toMatchObject({ status: 'ACCURATE', evidence: { rule: 'same-booking-page' } });
  });

  it("calls another booking page INACCURATE, even on the same engine's host", () => {
    expect(
      compare('RESERVATION_LINK', PARIS_RESTAURANT, {
        reservationLink: 'https://www.opentable.example/r/le-grand-vefour',
      })?.status,
    ).toBe('INACCURATE');
  });

  it('calls no link MISSING and a link the property has not REMOVE', () => {
    expect(compare('ORDER_LINK', PARIS_RESTAURANT, { orderLink: null })?.status).toBe('MISSING');
    expect(
      compare('ORDER_LINK', NEW_YORK_HOTEL, { orderLink: 'https://order.example.com/x' })?.status,
    ).toBe('REMOVE');
  });
});
