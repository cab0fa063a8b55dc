import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accuracyScoreIntervalResponseSchema,
  characteristicsForSitesResponseSchema,
  type AccuracyScoreIntervalResponse,
  type CharacteristicsForSitesResponse,
} from './accuracy.ts';

const matrix: CharacteristicsForSitesResponse = {
  characteristicTypes: ['NAME', 'ADDRESS', 'PHONE'],
  sites: [
    {
      siteId: 104,
      name: 'Google',
      siteGroupId: 1,
      icon: 'google',
      accuracy: 93.3,
      characteristics: [
        { characteristicType: 'NAME', accuracy: 100, resultCount: 120 },
        { characteristicType: 'ADDRESS', accuracy: 90, resultCount: 120 },
        { characteristicType: 'PHONE', accuracy: null, resultCount: 0 },
      ],
    },
  ],
};

const interval: AccuracyScoreIntervalResponse = {
  buckets: [
    { from: 0, to: 59, propertyCount: 3 },
    { from: 60, to: 69, propertyCount: 8 },
    { from: 70, to: 79, propertyCount: 21 },
    { from: 80, to: 89, propertyCount: 40 },
    { from: 90, to: 100, propertyCount: 28 },
  ],
  averageAccuracyList: [
    { month: '2026-10', accuracy: 84.2, knockout: 6.1 },
    { month: '2026-11', accuracy: 85.9, knockout: 5.4 },
  ],
};

describe('accuracy for sites', () => {
  it('parses and serialises the channel by characteristic matrix', () => {
    expect(characteristicsForSitesResponseSchema.parse(matrix)).toEqual(matrix);
    expect(z.encode(characteristicsForSitesResponseSchema, matrix)).toEqual(matrix);
  });

  it('names the offending cell', () => {
    const bad = JSON.parse(JSON.stringify(matrix)) as CharacteristicsForSitesResponse;
    Object.assign(bad.sites[0]!.characteristics[2]!, { characteristicType: 'TELEPHONE' });
    expect(characteristicsForSitesResponseSchema.safeParse(bad).error?.issues[0]?.path).toEqual([
      'sites',
      0,
      'characteristics',
      2,
      'characteristicType',
    ]);
  });
});

describe('accuracy score interval', () => {
  it('parses buckets and the average accuracy list', () => {
    expect(accuracyScoreIntervalResponseSchema.parse(interval)).toEqual(interval);
    expect(z.encode(accuracyScoreIntervalResponseSchema, interval)).toEqual(interval);
  });

  it('names a month that is not YYYY-MM', () => {
    const bad = {
      ...interval,
      averageAccuracyList: [{ month: '2026-13', accuracy: 1, knockout: 0 }],
    };
    expect(accuracyScoreIntervalResponseSchema.safeParse(bad).error?.issues[0]).toMatchObject({
      path: ['averageAccuracyList', 0, 'month'],
      message: 'must be a month written YYYY-MM',
    });
  });
});
