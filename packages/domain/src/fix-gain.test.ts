import { describe, expect, it } from 'vitest';
import { fixGain, formatFixGain } from './fix-gain.ts';

describe('fixGain: points the selection would rise if one pair were fixed', () => {
  it('shares the pair shortfall over every scored pair', () => {
    expect(fixGain(60, 4)).toBe(10);
    expect(fixGain(88, 100)).toBeCloseTo(0.12);
  });

  it('is the rise of the mean of the scored pairs', () => {
    const pairs = [60, 90, 100, 75];
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const fixed = pairs.map((value, index) => (index === 0 ? 100 : value));
    expect(fixGain(60, pairs.length)).toBeCloseTo(mean(fixed) - mean(pairs));
  });

  it('is nothing for an accurate pair or an empty selection', () => {
    expect(fixGain(100, 10)).toBe(0);
    expect(fixGain(50, 0)).toBe(0);
  });
});

describe('formatFixGain', () => {
  it('shows two decimals with a plus sign', () => {
    expect(formatFixGain(0.123)).toBe('+0.12 pts');
    expect(formatFixGain(10)).toBe('+10.00 pts');
  });

  it('never shows a real gain as zero', () => {
    expect(formatFixGain(0.004)).toBe('< +0.01 pts');
    expect(formatFixGain(0)).toBe('+0.00 pts');
  });
});
