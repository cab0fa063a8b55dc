import { describe, expect, it } from 'vitest';
import { NEW_YORK_HOTEL, PARIS_HOTEL } from '../test-support/engine-fixtures.ts';
import { prepareReference } from './prepared-reference.ts';

describe('prepareReference', () => {
  it('normalises every value once, reading local forms with the property country', () => {
    const prepared = prepareReference({ ...NEW_YORK_HOTEL, countryCode: 'us' });
    expect(prepared.countryCode).toBe('US');
    expect(prepared.phone?.phone?.value).toBe('+12125550100');
    expect(prepared.website?.url?.value).toBe('hiltonmidtown.example.com');
    expect(prepared.address?.components).toMatchObject({ number: '123', unit: '101' });
    expect(prepared.amenities?.keys).toEqual(
      new Set(['wifi', 'pool', 'fitnesscenter', 'parking', 'restaurant', 'bar']),
    );
    expect(prepared.meetingRooms.map((room) => room.name?.compact)).toEqual([
      'grandballroom',
      'gramercysuite',
    ]);
  });

  it('profiles each description language with text', () => {
    const prepared = prepareReference({
      ...PARIS_HOTEL,
      descriptions: { ...PARIS_HOTEL.descriptions, de: { content: '  ' } },
    });
    expect(prepared.descriptions.map((d) => d.language)).toEqual(['en', 'fr']);
    expect(prepared.descriptions[0]?.profile.size).toBeGreaterThan(10);
  });

  it('leaves out what the reference does not have', () => {
    const prepared = prepareReference(PARIS_HOTEL);
    expect([prepared.fax, prepared.brand, prepared.amenities, prepared.hours]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(prepared.meetingRooms).toEqual([]);
  });
});
