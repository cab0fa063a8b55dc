import { describe, expect, it } from 'vitest';
import { decidingFacts } from './deciding-facts.ts';

describe('what decided a star rating', () => {
  it('says how the stars were read and by how many they differ', () => {
    expect(
      decidingFacts('STAR_RATING', {
        rule: 'rating-difference',
        sourceNormalized: '4',
        channelNormalized: '3',
        details: { difference: 1, token: '3', mark: 'superior' },
      }),
    ).toEqual([
      'Read "3 superior" as 3 stars',
      'Stars differ by 1: 4 in the reference, 3 on the channel',
    ]);
    expect(
      decidingFacts('STAR_RATING', { rule: 'rating-not-shown', details: { token: 'not rated' } }),
    ).toEqual(['The channel shows "not rated"']);
  });
});

describe('what decided a category', () => {
  const category = (details: Record<string, unknown>) =>
    decidingFacts('CATEGORY', { rule: 'category-terms', details });
  const none = {
    sourceCuisines: [],
    channelCuisines: [],
    sourceQualifiers: [],
    channelQualifiers: [],
  };

  it('names the kinds of place and cuisines and how they relate', () => {
    expect(
      category({
        ...none,
        kinds: 'broader',
        sourceKinds: ['boutique hotel'],
        channelKinds: ['hotel'],
        cuisines: 'same',
      }),
    ).toEqual([
      'Kind of place broader on the channel: boutique hotel in the reference, hotel on the channel',
    ]);
    expect(
      category({
        ...none,
        kinds: 'same',
        sourceKinds: ['restaurant'],
        channelKinds: ['restaurant'],
        cuisines: 'different',
        sourceCuisines: ['italian'],
        channelCuisines: ['japanese'],
      }),
    ).toEqual(['Cuisine different: italian in the reference, japanese on the channel']);
  });

  it('says what both sides were read as when only the words differ', () => {
    expect(
      category({
        ...none,
        kinds: 'same',
        sourceKinds: ['hotel'],
        channelKinds: ['hotel'],
        cuisines: 'same',
      }),
    ).toEqual(['Both read as: hotel']);
  });
});

describe('what decided the cuisines', () => {
  it('lists the cuisines missing, extra, related and matched', () => {
    expect(
      decidingFacts('CUISINE', {
        rule: 'cuisine-terms',
        details: {
          matchedCuisines: ['french'],
          relatedCuisines: ['japanese -> sushi (narrower)'],
          addCuisines: ['Seafood'],
          removeCuisines: ['Thai'],
        },
      }),
    ).toEqual([
      'Not on the channel: Seafood',
      'Only on the channel: Thai',
      'Related, not the same: japanese → sushi (narrower)',
      'Matched: french',
    ]);
  });
});
