import { describe, expect, it } from 'vitest';
import { STATUSES } from './statuses.ts';
import { displayStatus, hotelChainStatus, statusColor } from './status-colors.ts';

describe('statusColor', () => {
  it.each(['ACCURATE', 'PRESENT', 'MATCHED', 'MATCHED (MODIFY)'])(
    '"Green: accurate, present, matched, modify-matched": %s',
    (status) => expect(statusColor(status)).toBe('green'),
  );

  it.each([
    'INACCURATE',
    'DISCREPANCY',
    'MISSING',
    'UNMATCHED',
    'ABSENTS',
    'NOT-PRESENT',
    'RATES NOT RETURNED',
  ])(
    '"Red: inaccurate, discrepancy, missing, unmatched, absents, not-present, rates not returned": %s',
    (status) => expect(statusColor(status)).toBe('red'),
  );

  it.each(['REMOVE', 'AWAITING REVIEW', 'REVIEW'])(
    '"Yellow: remove, awaiting review, review": %s',
    (status) => expect(statusColor(status)).toBe('yellow'),
  );

  it.each(['AVAILABLE', 'RATES RETURNED'])('"Blue: available, rates returned": %s', (status) =>
    expect(statusColor(status)).toBe('blue'),
  );

  it.each(['UNDEFINED', 'SOMETHING NEW', '', 'accurate', 'toString', 'constructor'])(
    '"Gray: anything else": %j',
    (status) => expect(statusColor(status)).toBe('gray'),
  );

  it('is gray for a missing status', () => {
    expect(statusColor(null)).toBe('gray');
    expect(statusColor(undefined)).toBe('gray');
  });

  it('gives UNDEFINED as the only gray one of the 17 known statuses', () => {
    expect(STATUSES.filter((s) => statusColor(s) === 'gray')).toEqual(['UNDEFINED']);
  });
});

describe('hotelChainStatus (the names hotel-chain mode shows)', () => {
  it.each([
    ['ACCURATE', 'MATCHED'],
    ['INACCURATE', 'UNMATCHED'],
    ['DISCREPANCY', 'UNMATCHED'],
    ['REMOVE', 'REVIEW'],
    ['AWAITING REVIEW', 'REVIEW'],
    ['UNDEFINED', 'REVIEW'],
    ['ABSENTS', 'MISSING'],
  ])('shows %s as %s', (status, shown) => expect(hotelChainStatus(status)).toBe(shown));

  it.each([
    'MISSING',
    'PRESENT',
    'NOT-PRESENT',
    'AVAILABLE',
    'MATCHED',
    'UNMATCHED',
    'REVIEW',
    'MATCHED (MODIFY)',
    'RATES RETURNED',
    'RATES NOT RETURNED',
    'UNKNOWN',
  ])('leaves %s unchanged', (status) => expect(hotelChainStatus(status)).toBe(status));
});

describe('displayStatus', () => {
  it('shows the raw status outside hotel-chain mode', () => {
    expect(displayStatus('DISCREPANCY', { hotelChainMode: false })).toEqual({
      label: 'DISCREPANCY',
      color: 'red',
    });
    expect(displayStatus('UNDEFINED', { hotelChainMode: false })).toEqual({
      label: 'UNDEFINED',
      color: 'gray',
    });
  });

  it('takes the colour from the mapped label in hotel-chain mode', () => {
    expect(displayStatus('DISCREPANCY', { hotelChainMode: true })).toEqual({
      label: 'UNMATCHED',
      color: 'red',
    });
    expect(displayStatus('ACCURATE', { hotelChainMode: true })).toEqual({
      label: 'MATCHED',
      color: 'green',
    });
    // UNDEFINED is gray as itself but yellow once it reads REVIEW.
    expect(displayStatus('UNDEFINED', { hotelChainMode: true })).toEqual({
      label: 'REVIEW',
      color: 'yellow',
    });
    expect(displayStatus('ABSENTS', { hotelChainMode: true })).toEqual({
      label: 'MISSING',
      color: 'red',
    });
  });

  it('keeps the colour family of every status in hotel-chain mode, except UNDEFINED', () => {
    for (const status of STATUSES) {
      if (status === 'UNDEFINED') continue;
      expect(displayStatus(status, { hotelChainMode: true }).color).toBe(statusColor(status));
    }
  });
});
