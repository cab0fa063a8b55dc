import { CHARACTERISTIC_TYPES } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import {
  applicableCharacteristics,
  CHARACTERISTIC_ORDER,
  characteristicPriority,
} from './applicable-characteristics.ts';

const everything = { characteristics: CHARACTERISTIC_TYPES };

describe('applicableCharacteristics', () => {
  it('audits hotels on star rating, meeting rooms and GDS, not on cuisine or hours', () => {
    const hotel = applicableCharacteristics('HOTEL', everything);
    expect(hotel).toEqual(
      expect.arrayContaining(['STAR_RATING', 'MEETING_ROOM_CAPACITY', 'GDS_RATES', 'AMENITIES']),
    );
    expect(hotel).not.toContain('CUISINE');
    expect(hotel).not.toContain('HOURS_OF_OPERATION');
  });

  it('audits restaurants on cuisine, hours and order links, spas on hours', () => {
    expect(applicableCharacteristics('RESTAURANT', everything)).toEqual(
      expect.arrayContaining(['CUISINE', 'HOURS_OF_OPERATION', 'ORDER_LINK', 'RESERVATION_LINK']),
    );
    expect(applicableCharacteristics('RESTAURANT', everything)).not.toContain('STAR_RATING');
    expect(applicableCharacteristics('SPA', everything)).toContain('HOURS_OF_OPERATION');
    expect(applicableCharacteristics('SPA', everything)).not.toContain('ORDER_LINK');
  });

  it('keeps only what the channel publishes, in display order', () => {
    const gds = { characteristics: ['GDS_RATES', 'PHONE', 'SHORT_NAME', 'CUISINE'] as const };
    expect(applicableCharacteristics('HOTEL', gds)).toEqual(['SHORT_NAME', 'PHONE', 'GDS_RATES']);
    expect(applicableCharacteristics('RESTAURANT', gds)).toEqual(['PHONE', 'CUISINE']);
  });
});

describe('characteristicPriority', () => {
  it('puts the name first and covers every characteristic once', () => {
    expect(characteristicPriority('NAME')).toBe(1);
    expect(characteristicPriority('ADDRESS')).toBeLessThan(characteristicPriority('PHOTOS'));
    expect(CHARACTERISTIC_ORDER.toSorted()).toEqual(CHARACTERISTIC_TYPES.toSorted());
  });
});
