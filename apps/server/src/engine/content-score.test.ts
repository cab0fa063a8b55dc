import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIT_LIMITS, limitsForCategory, resolveLimits } from './audit-limits.ts';
import { contentScore } from './content-score.ts';
import { faithfulSnapshot, NEW_YORK_HOTEL, PARIS_HOTEL } from '../test-support/engine-fixtures.ts';
import { PreparedChannel } from './prepared-channel.ts';
import { prepareReference } from './prepared-reference.ts';
import type { ChannelSnapshot, ReferenceProfile } from './types.ts';

const MAPS = limitsForCategory(DEFAULT_AUDIT_LIMITS, 1);

const GOOGLE = 104;

function score(reference: ReferenceProfile, changes: Partial<ChannelSnapshot>, limits = MAPS) {
  const prepared = prepareReference(reference);
  const snapshot = faithfulSnapshot(reference, changes);
  return contentScore(new PreparedChannel(prepared, snapshot, limits), GOOGLE);
}

const LONG_TEXT = { en: { content: 'Rooms with views of Central Park. '.repeat(20) } };

describe('contentScore', () => {
  it('is 100 for a complete listing', () => {
    expect(score(NEW_YORK_HOTEL, { descriptions: LONG_TEXT }).contentScore).toBe(100);
  });

  it('scores each component against its target, with weights adding up to 1', () => {
    const { contentScore: total, contentScoreComponents } = score(NEW_YORK_HOTEL, {
      photos: faithfulSnapshot(NEW_YORK_HOTEL).photos?.slice(0, 15),
      amenities: ['Free WiFi', 'Bar', 'Spa'],
      reservationLink: null,
      descriptions: LONG_TEXT,
    });
    expect(contentScoreComponents).toEqual([
      { name: 'photos', score: 50, weight: 0.4, detail: '15 photos, 30 expected' },
      {
        name: 'descriptionLength',
        score: 100,
        weight: 0.25,
        detail: '679 characters, 500 expected',
      },
      { name: 'amenitiesCoverage', score: 33, weight: 0.2, detail: '2 of 6 amenities' },
      { name: 'links', score: 50, weight: 0.15, detail: '1 of 2 links' },
    ]);
    expect(total).toBe(Math.round(50 * 0.4 + 100 * 0.25 + 33 * 0.2 + 50 * 0.15));
  });

  it('stays within 0-100 for an empty listing', () => {
    const empty = score(NEW_YORK_HOTEL, {
      photos: [],
      descriptions: {},
      amenities: [],
      website: null,
      reservationLink: null,
    });
    expect(empty.contentScore).toBe(0);
    expect(empty.contentScoreComponents.every((c) => c.score >= 0 && c.score <= 100)).toBe(true);
  });

  it('leaves amenities out when the reference lists none, and rescales the weights', () => {
    const { contentScoreComponents } = score(PARIS_HOTEL, {});
    expect(contentScoreComponents.map((c) => c.name)).toEqual([
      'photos',
      'descriptionLength',
      'links',
    ]);
    expect(contentScoreComponents.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1);
  });

  it('is null on channels without rich content', () => {
    const prepared = prepareReference(NEW_YORK_HOTEL);
    const channel = new PreparedChannel(prepared, faithfulSnapshot(NEW_YORK_HOTEL), MAPS);
    expect(contentScore(channel, 900)).toEqual({ contentScore: null, contentScoreComponents: [] });
  });

  it('is null when nothing that counts can be scored', () => {
    const limits = limitsForCategory(
      resolveLimits({
        defaults: {
          content: {
            photosWeight: 0,
            descriptionLengthWeight: 0,
            linksWeight: 0,
            amenitiesCoverageWeight: 1,
          },
        },
      }),
      1,
    );
    expect(score(PARIS_HOTEL, {}, limits)).toEqual({
      contentScore: null,
      contentScoreComponents: [],
    });
  });
});
