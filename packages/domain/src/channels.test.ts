import { describe, expect, it } from 'vitest';
import { hasContentScore, isGroups360Channel } from './channels.ts';

describe('hasContentScore: "For channel ids 107, 104, 120 and 81 a content score is also fetched."', () => {
  it.each([107, 104, 120, 81])('has a content score for channel %d', (id) =>
    expect(hasContentScore(id)).toBe(true),
  );

  it.each([1, 80, 105, 121])('has none for channel %d', (id) =>
    expect(hasContentScore(id)).toBe(false),
  );
});

describe('isGroups360Channel', () => {
  it.each(['Groups360', 'groups360', 'GROUPS 360', ' Groups 360 '])('recognises %j', (name) =>
    expect(isGroups360Channel(name)).toBe(true),
  );

  it.each(['Cvent', 'Groups360 Meetings', 'Groups', null, undefined])('rejects %j', (name) =>
    expect(isGroups360Channel(name)).toBe(false),
  );
});
