import { describe, expect, it } from 'vitest';
import type { ReferenceProfile } from '../types.ts';
import {
  compare,
  NEW_YORK_HOTEL,
  PARIS_HOTEL,
  PARIS_RESTAURANT,
} from '../../test-support/engine-fixtures.ts';

const website = (reference: ReferenceProfile, channel: string | null) =>
  compare('WEBSITE', reference, { website: channel });
const booking = (reference: ReferenceProfile, channel: string | null) =>
  compare('RESERVATION_LINK', reference, { reservationLink: channel });

const MARRIOTT_PARIS: ReferenceProfile = {
  ...PARIS_HOTEL,
  website:
    'https://www.marriott.com/en-us/hotels/parmc-paris-marriott-opera-ambassador-hotel/overview/',
  reservationLink: 'https://www.marriott.com/reservation/availabilitySearch.mi?propertyCode=PARMC',
};
const SYNXIS_LONDON: ReferenceProfile = {
  ...NEW_YORK_HOTEL,
  countryCode: 'GB',
  website: 'https://www.thesavoylondon.com/',
  reservationLink: 'https://be.synxis.com/?chain=1234&hotel=5678',
};

describe('WEBSITE', () => {
  it('keeps https://www.x.com/?utm_source=a and x.com ACCURATE', () => {
    const reference = { ...PARIS_HOTEL, website: 'https://www.x.com/?utm_source=a' };
    expect(website(reference, 'x.com')).toMatchObject({
      status: 'ACCURATE',
      evidence: { rule: 'url-equal', sourceNormalized: 'x.com', channelNormalized: 'x.com' },
    });
  });

  it("keeps a chain's property page ACCURATE under its listing tools' tags, locale and scheme", () => {
    for (const channel of [
      'http://marriott.com/hotels/parmc-paris-marriott-opera-ambassador-hotel/overview?y_source=1_MTUzNjU1OS03MTUtbG9jYXRpb24ud2Vic2l0ZQ%3D%3D',
      'https://www.marriott.com/fr/hotels/parmc-paris-marriott-opera-ambassador-hotel/overview/?scid=f2ae0541&WT.mc_id=GMB#rooms',
      'https://www.marriott.com/en-gb/hotels/parmc-paris-marriott-opera-ambassador-hotel/overview/?cm_mmc=YextLocal-_-EU&s_kwcid=AL!1&gclid=EAIa',
    ]) {
      expect(website(MARRIOTT_PARIS, channel)?.status, channel).toBe('ACCURATE');
    }
    expect(
      website(
        MARRIOTT_PARIS,
        'https://www.marriott.com/en-us/hotels/parmc-paris-marriott-opera-ambassador-hotel/overview/?y_source=1_X&icid=home',
      )?.evidence.details,
    ).toEqual({ ignoredParameters: ['y_source', 'icid'] });
  });

  it("calls the chain's home page a DISCREPANCY and another property's page INACCURATE", () => {
    expect(website(MARRIOTT_PARIS, 'https://www.marriott.com/default.mi')).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'less-specific-page' },
    });
    expect(
      website(
        MARRIOTT_PARIS,
        'https://www.marriott.com/en-us/hotels/parvr-paris-marriott-champs-elysees-hotel/overview/',
      ),
    ).toMatchObject({
      status: 'INACCURATE',
      evidence: {
        rule: 'other-page-same-level',
        details: {
          sourceSegment: 'parmc-paris-marriott-opera-ambassador-hotel',
          channelSegment: 'parvr-paris-marriott-champs-elysees-hotel',
        },
      },
    });
  });

  it('calls a sub-page a DISCREPANCY, another site or a look-alike domain INACCURATE', () => {
    expect(website(NEW_YORK_HOTEL, 'https://hiltonmidtown.example.com/offers')).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'sub-page' },
    });
    expect(website(NEW_YORK_HOTEL, 'https://www.hilton.com/')).toMatchObject({
      status: 'INACCURATE',
      evidence: {
        rule: 'url-different',
        details: { sourceSite: 'example.com', channelSite: 'hilton.com' },
      },
    });
    expect(website(SYNXIS_LONDON, 'https://www.thesavoylondon.co.uk/')).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'other-country-domain' },
    });
  });

  it('reads the target of a redirect wrapper and sends a shortened link to review', () => {
    expect(
      website(
        SYNXIS_LONDON,
        'https://www.google.com/url?q=https://www.thesavoylondon.com/%3Futm_source%3Dgoogle&sa=D',
      ),
    ).toMatchObject({ status: 'ACCURATE', evidence: { details: { unwrappedFrom: 'google.com' } } });
    expect(
      website(SYNXIS_LONDON, 'https://www.google.com/url?q=https://www.claridges.co.uk/')?.status,
    ).toBe('INACCURATE');
    expect(website(SYNXIS_LONDON, 'https://bit.ly/3xYzAbC')).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'url-shortened', details: { unreadable: 'channel' } },
    });
  });

  it('sends what is no link to review with the reason, never INACCURATE', () => {
    expect(website(NEW_YORK_HOTEL, '')?.status).toBe('MISSING');
    expect(website(NEW_YORK_HOTEL, 'our site')).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: {
        rule: 'url-unreadable',
        details: { unreadable: 'channel', reason: 'text with spaces, not a link' },
      },
    });
    expect(website(NEW_YORK_HOTEL, '+1 212-555-0100')).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { details: { reason: 'a phone number, not a link' } },
    });
    expect(
      website({ ...NEW_YORK_HOTEL, website: 'TBC' }, 'https://hiltonmidtown.example.com/'),
    ).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { details: { unreadable: 'reference', reason: 'no site name (tbc)' } },
    });
  });
});

describe('RESERVATION_LINK and ORDER_LINK', () => {
  it('keeps the same booking page ACCURATE whatever the stay, party, language and tags', () => {
    expect(
      booking(
        SYNXIS_LONDON,
        'https://be.synxis.com/?Hotel=5678&Chain=1234&arrive=2026-07-01&depart=2026-07-03&adult=2&rooms=1&currency=GBP&locale=en-GB&src=googlehpa',
      ),
    ).toMatchObject({
      status: 'ACCURATE',
      evidence: {
        rule: 'url-equal',
        details: {
          ignoredParameters: ['arrive', 'depart', 'adult', 'rooms', 'currency', 'locale', 'src'],
        },
      },
    });
    expect(
      booking(PARIS_RESTAURANT, 'https://opentable.example/r/le-cinq-paris?ref=google&lang=fr')
        ?.status,
    ).toBe('ACCURATE');
  });

  it("calls a link with another hotel's code INACCURATE, naming the parameter and both codes", () => {
    expect(booking(SYNXIS_LONDON, 'https://be.synxis.com/?chain=1234&hotel=5679')).toMatchObject({
      status: 'INACCURATE',
      evidence: {
        rule: 'other-property-code',
        details: { parameters: [{ parameter: 'hotel', source: '5678', channel: '5679' }] },
      },
    });
    expect(
      booking(
        MARRIOTT_PARIS,
        'https://www.marriott.com/reservation/availabilitySearch.mi?propertyCode=PARVR&fromDate=06/01/26',
      )?.evidence.details,
    ).toEqual({ parameters: [{ parameter: 'propertycode', source: 'parmc', channel: 'parvr' }] });
    const hilton = {
      ...NEW_YORK_HOTEL,
      reservationLink: 'https://www.hilton.com/en/book/reservation/rooms/?ctyhocn=NYCMHHH',
    };
    expect(
      booking(hilton, 'https://www.hilton.com/en/book/reservation/rooms/?ctyhocn=NYCNHHH')?.status,
    ).toBe('INACCURATE');
  });

  it('calls another rate or a missing hotel code a DISCREPANCY, naming the parameter', () => {
    expect(
      booking(SYNXIS_LONDON, 'https://be.synxis.com/?chain=1234&hotel=5678&promo=SUMMER'),
    ).toMatchObject({
      status: 'DISCREPANCY',
      evidence: {
        rule: 'parameter-differs',
        details: { parameters: [{ parameter: 'promo', source: null, channel: 'summer' }] },
      },
    });
    expect(booking(SYNXIS_LONDON, 'https://be.synxis.com/?chain=1234')).toMatchObject({
      status: 'DISCREPANCY',
      evidence: {
        details: { parameters: [{ parameter: 'hotel', source: '5678', channel: null }] },
      },
    });
  });

  it("calls another booking page INACCURATE, even on the same engine's host", () => {
    expect(
      booking(PARIS_RESTAURANT, 'https://www.opentable.example/r/le-grand-vefour'),
    ).toMatchObject({ status: 'INACCURATE', evidence: { rule: 'other-page-same-level' } });
    expect(booking(NEW_YORK_HOTEL, 'https://example.com/reservations')).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'other-booking-page' },
    });
  });

  it("keeps the same page on the booking engine's other country domain ACCURATE", () => {
    const restaurant = {
      ...PARIS_RESTAURANT,
      reservationLink: 'https://www.opentable.com/r/le-cinq-paris',
    };
    expect(booking(restaurant, 'https://www.opentable.co.uk/r/le-cinq-paris')).toMatchObject({
      status: 'ACCURATE',
      evidence: { rule: 'same-page-country-domain' },
    });
  });

  it('calls no link MISSING and a link the property has not REMOVE', () => {
    expect(compare('ORDER_LINK', PARIS_RESTAURANT, { orderLink: null })?.status).toBe('MISSING');
    expect(
      compare('ORDER_LINK', NEW_YORK_HOTEL, { orderLink: 'https://order.example.com/x' })?.status,
    ).toBe('REMOVE');
  });
});
