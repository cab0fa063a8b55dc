import { describe, expect, it } from 'vitest';
import { decidingFacts } from './deciding-facts.ts';

const description = (rule: string, details: Record<string, unknown>, similarity?: number) =>
  decidingFacts('DESCRIPTION', { rule, details, similarity });

describe('what decided a description', () => {
  it('lists the changed facts and counts the rest', () => {
    expect(
      description('description-changed-fact', {
        changedFacts: [
          { source: '312 rooms', channel: '321 rooms' },
          { source: 'non ammessi', channel: 'ammessi' },
          { source: '', channel: 'a free shuttle' },
          { source: 'rooftop', channel: '' },
          { source: '2 bars', channel: '3 bars' },
        ],
        changedFactCount: 12,
        missingLanguages: [],
      }),
    ).toEqual([
      'Changed fact: 312 rooms → 321 rooms',
      'Changed fact: non ammessi → ammessi',
      'Added on the channel: a free shuttle',
      'Left out on the channel: rooftop',
      '… and 8 more changed facts',
    ]);
  });

  it('shows the start of a rewritten sentence on each side', () => {
    const [line] = description('description-changed-fact', {
      changedFacts: [
        {
          source: 'everything from the bread to the ice cream is prepared from scratch every day',
          channel:
            'the kitchen works closely with small farms, fishermen and winemakers of the region',
        },
      ],
      changedFactCount: 1,
    });
    expect(line).toBe(
      'Changed fact: everything from the bread to the ice cream is prepared from… → the kitchen works closely with small farms, fishermen and…',
    );
  });

  it('says where a text was cut and what it is written in', () => {
    expect(
      description('description-truncated', {
        referenceWords: 52,
        shownWords: 27,
        cutAfter: 'scotiabank arena is',
      }),
    ).toEqual(['Cut short after "scotiabank arena is" (27 of 52 words shown)']);
    expect(description('description-other-language', { writtenIn: 'en' })).toEqual([
      "The channel's text is written in English",
    ]);
  });

  it('gives the share of word pairs when the texts are too different for a word diff', () => {
    expect(description('description-bigram-dice', {}, 0.037)).toEqual([
      '4% of word pairs in common',
    ]);
    expect(description('description-bigram-dice', {}, 1)).toEqual([]);
  });

  it('gives each language and those the channel does not show', () => {
    expect(
      description('description-same-facts', {
        languages: [
          { language: 'en', status: 'ACCURATE' },
          { language: 'fr', status: 'DISCREPANCY' },
        ],
        missingLanguages: ['de'],
      }),
    ).toEqual([
      'Only stop words or the way numbers are written differ',
      'Per language: English accurate, French discrepancy',
      'Not on the channel in: German (not counted)',
    ]);
  });
});
