import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAccuracy,
  roundAccuracy,
  scoreBand,
  scoreBandColor,
  scoreChange,
} from './score-bands.ts';

describe('roundAccuracy: "Accuracy values round normally, but values of 99 or more are floored"', () => {
  it.each([
    [98.5, 99],
    [98.49, 98],
    [99, 99],
    [99.7, 99],
    [99.99, 99],
    [100, 100],
    [89.5, 90],
    [89.4, 89],
    [59.5, 60],
    [59.49, 59],
    [0.4, 0],
    [0, 0],
  ])('%d -> %d', (value, rounded) => expect(roundAccuracy(value)).toBe(rounded));

  it('never shows 100 for anything below 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true, maxExcluded: true }), (value) => {
        expect(roundAccuracy(value)).toBeLessThan(100);
      }),
    );
  });
});

describe('scoreBand (90+ high, 60-89 medium, below 60 low, null N/A)', () => {
  it('"At least 90 is high (green)"', () => {
    expect(scoreBand(90)).toBe('high');
    expect(scoreBand(100)).toBe('high');
    expect(scoreBandColor(95)).toBe('green');
  });

  it('"60 to 89 is medium (yellow)"', () => {
    expect(scoreBand(60)).toBe('medium');
    expect(scoreBand(89)).toBe('medium');
    expect(scoreBandColor(75)).toBe('yellow');
  });

  it('"Below 60 is low (red)"', () => {
    expect(scoreBand(59)).toBe('low');
    expect(scoreBand(0)).toBe('low');
    expect(scoreBandColor(12)).toBe('red');
  });

  it('"A null score shows N/A"', () => {
    expect(scoreBand(null)).toBe('none');
    expect(scoreBand(undefined)).toBe('none');
    expect(scoreBand(Number.NaN)).toBe('none');
    expect(scoreBandColor(null)).toBe('gray');
    expect(formatAccuracy(null)).toBe('N/A');
  });

  it('bands the value the user reads: 89.5 shows as 90, so it is green', () => {
    expect(formatAccuracy(89.5)).toBe('90');
    expect(scoreBand(89.5)).toBe('high');
    expect(scoreBand(89.49)).toBe('medium');
    expect(scoreBand(59.5)).toBe('medium');
    expect(scoreBand(59.49)).toBe('low');
  });

  it('always agrees with the displayed number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (value) => {
        const shown = Number(formatAccuracy(value));
        const expected = shown >= 90 ? 'high' : shown >= 60 ? 'medium' : 'low';
        expect(scoreBand(value)).toBe(expected);
      }),
    );
  });
});

describe('formatAccuracy', () => {
  it('shows the rounded number without decimals', () => {
    expect(formatAccuracy(99.7)).toBe('99');
    expect(formatAccuracy(100)).toBe('100');
    expect(formatAccuracy(0)).toBe('0');
    expect(formatAccuracy(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});

describe('month-on-month change', () => {
  it('comes from the exact figures, rounded once', () => {
    expect(scoreChange(94.49, 93.5)).toBe(1);
    expect(scoreChange(93.55, 93.45)).toBe(0);
    expect(scoreChange(94.43, 93.5)).toBe(1);
    expect(scoreChange(99.9, 98.2)).toBe(2);
    expect(scoreChange(12.4, 11.6)).toBe(1);
  });

  it('rounds halves away from zero both ways, and never shows a negative zero', () => {
    expect(scoreChange(91.5, 91)).toBe(1);
    expect(scoreChange(91, 91.5)).toBe(-1);
    expect(Object.is(scoreChange(90, 90.2), 0)).toBe(true);
  });

  it('has no figure when either month has none', () => {
    expect(scoreChange(null, 90)).toBeNull();
    expect(scoreChange(90, undefined)).toBeNull();
    expect(scoreChange(Number.NaN, 90)).toBeNull();
  });
});
