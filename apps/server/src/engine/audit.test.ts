import { CHARACTERISTIC_TYPES, type CharacteristicType } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { auditSnapshot, CLOSED_WHILE_OPEN, knockoutReasons, weightedAccuracy } from './audit.ts';
import { DEFAULT_AUDIT_LIMITS } from './audit-limits.ts';
import { faithfulSnapshot, NEW_YORK_HOTEL, PARIS_HOTEL } from '../test-support/engine-fixtures.ts';
import { prepareReference } from './prepared-reference.ts';
import type { ChannelProfile } from './types.ts';

const GOOGLE: ChannelProfile = {
  id: 104,
  name: 'Google',
  categoryId: 1,
  characteristics: [
    'NAME',
    'ADDRESS',
    'PHONE',
    'WEBSITE',
    'GEO_COORDINATES',
    'CATEGORY',
    'DESCRIPTION',
    'AMENITIES',
    'PHOTOS',
    'RESERVATION_LINK',
    'HOURS_OF_OPERATION',
    'CUISINE',
  ],
};
const DIRECTORY: ChannelProfile = {
  id: 900,
  name: 'Local directory',
  categoryId: 12,
  characteristics: CHARACTERISTIC_TYPES,
};

const midtown = prepareReference(NEW_YORK_HOTEL);
const audit = (
  changes: Parameters<typeof faithfulSnapshot>[1],
  channel = GOOGLE,
  projectType = 'MANUAL' as const,
) =>
  auditSnapshot(
    midtown,
    faithfulSnapshot(NEW_YORK_HOTEL, changes),
    channel,
    projectType,
    DEFAULT_AUDIT_LIMITS,
  );

describe('auditSnapshot', () => {
  it('finds a faithful listing accurate in every characteristic the channel publishes', () => {
    const outcome = audit({});
    expect(outcome.results.map((r) => [r.characteristic, r.status])).toEqual([
      ['NAME', 'ACCURATE'],
      ['ADDRESS', 'ACCURATE'],
      ['PHONE', 'ACCURATE'],
      ['GEO_COORDINATES', 'ACCURATE'],
      ['WEBSITE', 'ACCURATE'],
      ['CATEGORY', 'ACCURATE'],
      ['RESERVATION_LINK', 'ACCURATE'],
      ['DESCRIPTION', 'ACCURATE'],
      ['AMENITIES', 'ACCURATE'],
      ['PHOTOS', 'PRESENT'],
    ]);
    expect(outcome).toMatchObject({ accuracy: 100, knockout: false, knockoutReasons: [] });
  });

  it('gives each result its accuracy, weight and display priority', () => {
    const [name, address] = audit({}).results;
    expect(name).toMatchObject({ characteristic: 'NAME', accuracy: 100, weight: 2, priority: 1 });
    expect(address).toMatchObject({ characteristic: 'ADDRESS', weight: 2, priority: 4 });
  });

  it('knocks out a listing with a wrong phone digit and a pin 2 miles away, and says why', () => {
    const outcome = audit({ phone: '212.555.0101', coordinates: { lat: 40.7914, lng: -73.9794 } });
    expect(outcome.knockout).toBe(true);
    expect(outcome.knockoutReasons).toEqual(['Phone INACCURATE', 'Geo Coordinates INACCURATE']);
    // Two weight-2 results at 0 out of 8 results weighing 14: (14 - 4) / 14 of 100.
    expect(outcome.accuracy).toBeCloseTo((100 * 10) / 14);
  });

  it('knocks out a listing shown closed while the property is open, only then', () => {
    expect(audit({ shownClosed: true }).knockoutReasons).toEqual([CLOSED_WHILE_OPEN]);
    const closed = prepareReference({ ...NEW_YORK_HOTEL, open: false });
    const outcome = auditSnapshot(
      closed,
      faithfulSnapshot(NEW_YORK_HOTEL, { shownClosed: true }),
      GOOGLE,
      'MANUAL',
      DEFAULT_AUDIT_LIMITS,
    );
    expect(outcome.knockout).toBe(false);
  });

  it('applies the limits of the channel type', () => {
    const ota = { ...GOOGLE, id: 107, categoryId: 2 };
    const photos = faithfulSnapshot(NEW_YORK_HOTEL).photos?.slice(0, 12);
    expect(audit({ photos }).results.at(-1)?.status).toBe('PRESENT');
    expect(audit({ photos }, ota).results.at(-1)?.status).toBe('DISCREPANCY');
  });

  it('has no accuracy when only review-like results exist', () => {
    const faxOnly = { ...DIRECTORY, characteristics: ['FAX'] as CharacteristicType[] };
    const outcome = auditSnapshot(
      prepareReference(PARIS_HOTEL),
      faithfulSnapshot(PARIS_HOTEL, { fax: '01 42 68 53 01' }),
      faxOnly,
      'AUTOMATED',
      DEFAULT_AUDIT_LIMITS,
    );
    expect(outcome.results.map((r) => [r.status, r.accuracy])).toEqual([['REMOVE', null]]);
    expect(outcome.accuracy).toBeNull();
    expect(outcome.knockout).toBe(false);
  });

  it('scores content only on the channels that publish rich content', () => {
    const rich = audit({});
    expect(rich.contentScore).toBeGreaterThanOrEqual(0);
    expect(rich.contentScore).toBeLessThanOrEqual(100);
    expect(rich.contentScoreComponents.length).toBeGreaterThan(0);
    expect(audit({}, DIRECTORY)).toMatchObject({ contentScore: null, contentScoreComponents: [] });
  });
});

describe('weightedAccuracy', () => {
  it('is the weighted mean of the results that count', () => {
    expect(
      weightedAccuracy([
        { accuracy: 100, weight: 2 },
        { accuracy: 0, weight: 2 },
        { accuracy: 50, weight: 1 },
        { accuracy: null, weight: 1 },
        { accuracy: 0, weight: 0 },
      ]),
    ).toBe(50);
  });

  it('is null when no result counts', () => {
    expect(weightedAccuracy([{ accuracy: null, weight: 2 }])).toBeNull();
    expect(weightedAccuracy([])).toBeNull();
  });
});

describe('knockoutReasons', () => {
  it('counts INACCURATE or MISSING name, address, phone and coordinates only', () => {
    expect(
      knockoutReasons(
        [
          { characteristic: 'NAME', status: 'DISCREPANCY' },
          { characteristic: 'ADDRESS', status: 'MISSING' },
          { characteristic: 'WEBSITE', status: 'INACCURATE' },
          { characteristic: 'GEO_COORDINATES', status: 'INACCURATE' },
        ],
        true,
        {},
      ),
    ).toEqual(['Address MISSING', 'Geo Coordinates INACCURATE']);
  });

  it('judges the short name as the name when a channel shows no name', () => {
    const shortName = [{ characteristic: 'SHORT_NAME', status: 'INACCURATE' }] as const;
    expect(knockoutReasons(shortName, true, {})).toEqual(['Short name INACCURATE']);
    expect(
      knockoutReasons([...shortName, { characteristic: 'NAME', status: 'ACCURATE' }], true, {}),
    ).toEqual([]);
  });
});
