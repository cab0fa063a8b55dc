import { characteristicId } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { optionId, pairConditions } from './filter-dimensions.ts';

describe('pairConditions', () => {
  const selection = {
    site: [104, 107],
    property_type: ['HOTEL'],
    characteristic: [characteristicId('PHONE')],
    diamond_listing: [1],
    brand: [3],
  };

  it('maps every dataset to its condition', () => {
    expect(pairConditions(selection)).toMatchObject({
      channelIds: [104, 107],
      propertyTypes: ['HOTEL'],
      characteristics: ['PHONE'],
      diamond: true,
      brandIds: [3],
    });
  });

  it('leaves out the dataset whose availability is being judged', () => {
    const conditions = pairConditions(selection, 'site');
    expect(conditions.channelIds).toBeUndefined();
    expect(conditions.brandIds).toEqual([3]);
  });

  it('treats both diamond options as no filter', () => {
    expect(pairConditions({ diamond_listing: [1, 2] }).diamond).toBeUndefined();
    expect(pairConditions({ diamond_listing: [2] }).diamond).toBe(false);
  });

  it('rejects unknown characteristics and property types naming the field', () => {
    expect(() => pairConditions({ characteristic: [999] })).toThrow(/characteristic: 999/);
    expect(() => pairConditions({ property_type: ['CASINO'] })).toThrow(/property_type: CASINO/);
  });
});

describe('optionId', () => {
  it('gives characteristics and diamond tiers their numeric option ids', () => {
    expect(optionId('characteristic', 'PHONE')).toBe(characteristicId('PHONE'));
    expect(optionId('diamond_listing', true)).toBe(1);
    expect(optionId('diamond_listing', false)).toBe(2);
    expect(optionId('site', 104)).toBe(104);
    expect(optionId('property_type', 'SPA')).toBe('SPA');
  });
});
