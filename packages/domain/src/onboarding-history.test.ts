import { describe, expect, it } from 'vitest';
import {
  defaultActionsHistory,
  hasVisitedAnyLevel,
  markHintsSeen,
  markLevelVisited,
  optOutOfTours,
} from './onboarding-history.ts';

describe('actions history: "Seen hints and visited levels are saved. Skip can opt out permanently. Reset restores defaults."', () => {
  it('starts with nothing skipped, seen or visited', () => {
    expect(defaultActionsHistory()).toEqual({
      skipped: false,
      seenHints: {},
      visitedLevel: { overview: false, 'property-type': false, property: false, channel: false },
    });
  });

  it('gives a fresh object each time, so a reset never shares state', () => {
    const first = defaultActionsHistory();
    first.seenHints['x'] = true;
    expect(defaultActionsHistory().seenHints).toEqual({});
  });

  it('records visited levels', () => {
    const history = markLevelVisited(defaultActionsHistory(), 'property');
    expect(history.visitedLevel.property).toBe(true);
    expect(history.visitedLevel.overview).toBe(false);
    expect(hasVisitedAnyLevel(history)).toBe(true);
    expect(hasVisitedAnyLevel(defaultActionsHistory())).toBe(false);
  });

  it('records seen hints, keeping earlier ones', () => {
    const once = markHintsSeen(defaultActionsHistory(), ['filter-panel']);
    const twice = markHintsSeen(once, ['date-picker']);
    expect(twice.seenHints).toEqual({ 'filter-panel': true, 'date-picker': true });
    expect(once.seenHints).toEqual({ 'filter-panel': true });
  });

  it('opts out permanently, keeping what was seen', () => {
    const history = optOutOfTours(markHintsSeen(defaultActionsHistory(), ['a']));
    expect(history.skipped).toBe(true);
    expect(history.seenHints).toEqual({ a: true });
  });
});

describe('a stored history missing some levels', () => {
  it('reads a missing level as not visited', () => {
    const stored = { skipped: false, seenHints: {}, visitedLevel: { overview: true } };
    expect(hasVisitedAnyLevel(stored)).toBe(true);
    expect(markLevelVisited(stored, 'channel').visitedLevel).toEqual({
      overview: true,
      channel: true,
    });
  });
});
