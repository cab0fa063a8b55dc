import { describe, expect, it } from 'vitest';
import {
  matchedNotesBodySchema,
  matchedNotesQuerySchema,
  matchedNotesResponseSchema,
} from './matched-notes.ts';

describe('matched notes', () => {
  it('takes property, audit and the waiting uid in the query', () => {
    const query = { property: '5012', audit: '981', uid: '3f1c2a9e-0b7d-4f51-9c1e-2d7a8b6e4f10' };
    expect(matchedNotesQuerySchema.parse(query)).toEqual({
      property: 5012,
      audit: 981,
      uid: '3f1c2a9e-0b7d-4f51-9c1e-2d7a8b6e4f10',
    });
    expect(
      matchedNotesQuerySchema.safeParse({ ...query, uid: 'a b' }).error?.issues[0]?.path,
    ).toEqual(['uid']);
  });

  it('takes the flagged items as a list', () => {
    const body = [
      { charType: 'DESCRIPTION', charValue: 'en' },
      {
        charType: 'AMENITIES',
        charValue: 'Casino',
        additionalData: { type: 'AMENITY', code: 'CAS' },
      },
    ];
    expect(matchedNotesBodySchema.parse(body)).toEqual(body);
  });

  it('names the offending item and field', () => {
    const issues = matchedNotesBodySchema.safeParse([
      { charType: 'DESCRIPTION', charValue: 'en' },
      { charType: 'DESCRIPTON', charValue: 'en' },
    ]).error?.issues;
    expect(issues?.[0]?.path).toEqual([1, 'charType']);
    const unknown = matchedNotesBodySchema.safeParse([
      { charType: 'NAME', charValue: 'x', widget: 'general' },
    ]).error?.issues[0];
    expect(unknown?.path).toEqual([0, 'widget']);
    const extraData = matchedNotesBodySchema.safeParse([
      { charType: 'NAME', charValue: 'x', additionalData: { colour: 'red' } },
    ]).error?.issues[0];
    expect(extraData?.path).toEqual([0, 'additionalData', 'colour']);
  });

  it('refuses an empty list: only unsaved modified items are sent', () => {
    expect(matchedNotesBodySchema.safeParse([]).success).toBe(false);
  });

  it('answers with the uid to wait for', () => {
    expect(matchedNotesResponseSchema.parse({ uid: 'abc-123' })).toEqual({ uid: 'abc-123' });
  });
});
