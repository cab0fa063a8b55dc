import { describe, expect, it } from 'vitest';
import type { AggregateRow } from './aggregates.queries.ts';
import { foldAggregates } from './fold-aggregates.ts';

const row = (keys: AggregateRow['keys'], figures: Partial<AggregateRow>): AggregateRow => ({
  keys,
  count: 0,
  scored: 0,
  accuracy: null,
  knockout: null,
  contentScore: null,
  contentScored: 0,
  ...figures,
});

describe('foldAggregates', () => {
  it('weights each mean by what it is the mean of', () => {
    // Channel 104: hotels 3 pairs (2 scored, mean 90, one knocked out, one content score of 80),
    // restaurants 1 pair (scored 60, no content score).
    const rows = [
      row([104, 'HOTEL'], {
        count: 3,
        scored: 2,
        accuracy: 90,
        knockout: 100 / 3,
        contentScore: 80,
        contentScored: 1,
      }),
      row([104, 'RESTAURANT'], { count: 1, scored: 1, accuracy: 60, knockout: 0 }),
      row([107, 'HOTEL'], { count: 2, scored: 0, accuracy: null, knockout: 50 }),
    ];
    const [google, booking] = foldAggregates(rows, [0]);
    expect(google).toMatchObject({
      keys: [104],
      count: 4,
      scored: 3,
      contentScored: 1,
      contentScore: 80,
    });
    expect(google!.accuracy).toBeCloseTo((90 * 2 + 60) / 3, 12);
    expect(google!.knockout).toBeCloseTo(25, 12);
    expect(booking).toEqual(
      row([107], { count: 2, scored: 0, accuracy: null, knockout: 50, contentScore: null }),
    );
  });

  it('keeps figures of results without a knockout share', () => {
    const rows = [
      row(['PHONE', 'HOTEL'], { count: 4, scored: 4, accuracy: 50 }),
      row(['PHONE', 'SPA'], { count: 1, scored: 1, accuracy: 100 }),
    ];
    expect(foldAggregates(rows, [0])).toEqual([
      row(['PHONE'], { count: 5, scored: 5, accuracy: 60, knockout: null }),
    ]);
  });

  it('keeps a null key apart from the others', () => {
    const rows = [
      row([null, 'HOTEL'], { count: 1, scored: 1, accuracy: 70 }),
      row([3, 'HOTEL'], { count: 1 }),
    ];
    expect(foldAggregates(rows, [0]).map((folded) => folded.keys)).toEqual([[null], [3]]);
  });
});
