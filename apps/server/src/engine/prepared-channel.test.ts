import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIT_LIMITS, limitsForCategory } from './audit-limits.ts';
import { faithfulSnapshot, NEW_YORK_HOTEL, PARIS_HOTEL } from '../test-support/engine-fixtures.ts';
import { PreparedChannel } from './prepared-channel.ts';
import { prepareReference } from './prepared-reference.ts';

const limits = limitsForCategory(DEFAULT_AUDIT_LIMITS, 1);

describe('PreparedChannel', () => {
  it('prepares shared channel values once per audit', () => {
    const channel = new PreparedChannel(
      prepareReference(NEW_YORK_HOTEL),
      faithfulSnapshot(NEW_YORK_HOTEL, { amenities: ['Wi-Fi', 'Gym'] }),
      limits,
    );
    expect(channel.rooms).toBe(channel.rooms);
    expect(channel.amenities).toBe(channel.amenities);
    expect(channel.amenityMatch).toBe(channel.amenityMatch);
    expect(channel.amenityMatch?.matched).toBe(2);
  });

  it('has no amenity match when the reference lists no amenities', () => {
    const channel = new PreparedChannel(
      prepareReference(PARIS_HOTEL),
      faithfulSnapshot(PARIS_HOTEL, { amenities: ['Spa'] }),
      limits,
    );
    expect(channel.amenityMatch).toBeNull();
    expect(channel.amenities?.keys).toEqual(new Set(['spa']));
  });
});
