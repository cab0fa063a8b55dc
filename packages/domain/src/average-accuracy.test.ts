import { describe, expect, it } from 'vitest';
import { currentAndPrevious, type AverageAccuracyEntry } from './average-accuracy.ts';

const entry = (accuracy: number | null): AverageAccuracyEntry => ({ accuracy, knockout: 0 });

describe('currentAndPrevious: "The last is current, the one before is previous."', () => {
  it('takes the last two entries', () => {
    const list = [entry(70), entry(80), entry(90)];
    expect(currentAndPrevious(list)).toEqual({ current: entry(90), previous: entry(80) });
  });

  it('has no previous with one entry, and neither with none', () => {
    expect(currentAndPrevious([entry(55)])).toEqual({ current: entry(55), previous: null });
    expect(currentAndPrevious([])).toEqual({ current: null, previous: null });
  });
});
