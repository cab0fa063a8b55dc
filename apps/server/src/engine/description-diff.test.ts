import { describe, expect, it } from 'vitest';
import {
  diffDescriptions,
  diffDescriptionsByLanguage,
  textProfile,
  textSimilarity,
} from './description-diff.ts';

const text = (fragments: Array<{ text: string }>) => fragments.map((f) => f.text).join('');

describe('diffDescriptions', () => {
  it('marks text only the channel shows DELETE and text it lacks INSERT (contracts)', () => {
    const sides = diffDescriptions(
      { header: 'About', content: 'A hotel by the river with a casino' },
      { header: 'About', content: 'A hotel by the river with a spa' },
    );
    expect(sides).toEqual({
      current: {
        header: 'About',
        descriptionFragment: [
          { text: 'A hotel by the river with a ', highlightType: null },
          { text: 'casino', highlightType: 'DELETE' },
        ],
      },
      compared: {
        header: 'About',
        descriptionFragment: [
          { text: 'A hotel by the river with a ', highlightType: null },
          { text: 'spa', highlightType: 'INSERT' },
        ],
      },
    });
  });

  it('gives each side its text back when the fragments are joined', () => {
    const current = 'Rooms  with views.\nNew spa, open daily!';
    const compared = 'Rooms with views of the river.\nSpa open daily.';
    const sides = diffDescriptions({ content: current }, { content: compared });
    expect(text(sides.current.descriptionFragment)).toBe(current);
    expect(text(sides.compared.descriptionFragment)).toBe(compared);
  });

  it('marks a side whole when the other is empty', () => {
    const sides = diffDescriptions(null, { header: 'Über uns', content: 'Ein Hotel.' });
    expect(sides.current).toEqual({ header: null, descriptionFragment: [] });
    expect(sides.compared.descriptionFragment).toEqual([
      { text: 'Ein Hotel.', highlightType: 'INSERT' },
    ]);
  });

  it('gives up word by word on a complete rewrite, in bounded time', () => {
    const long = (word: string) => Array.from({ length: 3000 }, (_, i) => `${word}${i}`).join(' ');
    const sides = diffDescriptions({ content: long('a') }, { content: long('b') });
    expect(sides.current.descriptionFragment).toEqual([
      { text: long('a'), highlightType: 'DELETE' },
    ]);
  });

  it('pairs the languages of both sides', () => {
    const pairs = diffDescriptionsByLanguage(
      { fr: { content: 'Un hôtel.' } },
      { en: { content: 'A hotel.' }, fr: { content: 'Un hôtel.' } },
    );
    expect(pairs.map((pair) => pair.language)).toEqual(['en', 'fr']);
    expect(pairs[1]?.current.descriptionFragment).toEqual([
      { text: 'Un hôtel.', highlightType: null },
    ]);
  });
});

describe('textProfile', () => {
  it('keeps the text as a reader sees it, markup and entities set aside', () => {
    expect(textProfile('<p>Caf&eacute; &amp; bar</p> Read more').text).toBe('Café & bar');
  });
});

describe('textSimilarity', () => {
  const reference = textProfile(
    'Steps from Times Square, the hotel offers modern rooms with city views.',
  );

  it('is 1 for the same words in the same order, whatever the case and punctuation', () => {
    expect(
      textSimilarity(
        reference,
        'STEPS FROM TIMES SQUARE - the hotel offers modern rooms with city views',
      ),
    ).toBe(1);
  });

  it('falls with the share of changed word pairs', () => {
    const similarity = textSimilarity(
      reference,
      'Steps from Times Square, the hotel offers modern rooms with river views.',
    );
    // One word of twelve changed: two of the eleven word pairs differ.
    expect(similarity).toBeCloseTo(18 / 22);
  });

  it('scores the same words reordered low', () => {
    expect(
      textSimilarity(
        reference,
        'views city with rooms modern offers hotel the square times from steps',
      ),
    ).toBe(0);
  });

  it('counts a repeated word pair only as often as both have it', () => {
    const repeated = textProfile('spa spa spa');
    expect(textSimilarity(repeated, 'spa spa')).toBeCloseTo((2 * 1) / (2 + 1));
  });

  it('compares one-word texts by their word', () => {
    expect(textSimilarity(textProfile('Welcome'), 'welcome!')).toBe(1);
    expect(textSimilarity(textProfile('Welcome'), 'Bienvenue')).toBe(0);
    expect(textSimilarity(textProfile(''), 'Bienvenue')).toBe(0);
  });
});
