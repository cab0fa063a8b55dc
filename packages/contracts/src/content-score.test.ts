import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contentScoreRequestSchema,
  contentScoreResponseSchema,
  type ContentScoreResponse,
} from './content-score.ts';

const request = {
  propertyId: 5012,
  webSiteId: 104,
  startDate: '2026-10-23',
  endDate: '2026-11-22',
};

describe('content score', () => {
  it('takes property, channel and date range', () => {
    expect(contentScoreRequestSchema.parse(request)).toEqual(request);
  });

  it('names the offending field', () => {
    expect(
      contentScoreRequestSchema.safeParse({ ...request, webSiteId: '104' }).error?.issues[0]?.path,
    ).toEqual(['webSiteId']);
    expect(
      contentScoreRequestSchema.safeParse({ ...request, endDate: '2026-11-32' }).error?.issues[0],
    ).toMatchObject({ path: ['endDate'], message: 'has a day outside 1-31' });
    expect(
      contentScoreRequestSchema.safeParse({ ...request, startDate: '2026-12-01' }).error?.issues[0]
        ?.path,
    ).toEqual(['startDate']);
    expect(
      contentScoreRequestSchema.safeParse({ ...request, siteId: 104 }).error?.issues[0]?.path,
    ).toEqual(['siteId']);
  });

  it('answers the score with its components', () => {
    const answer: ContentScoreResponse = {
      contentScore: 72,
      components: [
        { name: 'photos', score: 60, weight: 0.4, detail: '15 photos, 25 expected' },
        { name: 'descriptionLength', score: 100, weight: 0.2, detail: '1,240 characters' },
        { name: 'amenitiesCoverage', score: 70, weight: 0.3, detail: '21 of 30 amenities' },
        { name: 'links', score: 50, weight: 0.1, detail: 'Reservation link missing' },
      ],
    };
    expect(contentScoreResponseSchema.parse(answer)).toEqual(answer);
    expect(z.encode(contentScoreResponseSchema, answer)).toEqual(answer);
    expect(contentScoreResponseSchema.parse({ contentScore: null, components: [] })).toEqual({
      contentScore: null,
      components: [],
    });
    const bad = { ...answer, components: [{ ...answer.components[0], weight: 40 }] };
    expect(contentScoreResponseSchema.safeParse(bad).error?.issues[0]?.path).toEqual([
      'components',
      0,
      'weight',
    ]);
  });
});
