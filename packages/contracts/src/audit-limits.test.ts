import { describe, expect, it } from 'vitest';
import { auditLimitsPatchSchema } from './audit-limits.ts';

const messageOf = (patch: unknown) =>
  auditLimitsPatchSchema.safeParse(patch).error?.issues.map((issue) => issue.message);

describe('audit limits', () => {
  it('names the field and its range in each message', () => {
    expect(messageOf({ name: { accurate: 1.2 } })).toEqual([
      'Name accurate threshold must be a number from 0 to 1',
    ]);
    expect(messageOf({ photos: { minimum: 2.5 } })).toEqual([
      'Photo minimum must be a whole number from 0 to 500',
    ]);
    expect(messageOf({ content: { descriptionTargetChars: 0 } })).toEqual([
      'Description target length must be a whole number from 1 to 20,000',
    ]);
    expect(messageOf({ geo: { accurateMiles: 0 } })).toEqual([
      'Accurate distance must be more than 0 and at most 100 miles',
    ]);
    expect(messageOf({ content: { linksWeight: 'x' } })).toEqual([
      'Content links weight must be a number from 0 to 10',
    ]);
  });

  it('names the characteristic of a weight', () => {
    expect(messageOf({ weights: { NAME: -1 } })).toEqual([
      'Name weight must be a number from 0 to 10',
    ]);
  });
});
