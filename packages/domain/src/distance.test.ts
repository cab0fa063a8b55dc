import { describe, expect, it } from 'vitest';
import { formatMiles } from './distance.ts';

describe('formatMiles', () => {
  it('keeps hundredths where the thresholds are', () => {
    expect(formatMiles(0.1)).toBe('0.10 mi');
    expect(formatMiles(0.456)).toBe('0.46 mi');
    expect(formatMiles(3.2)).toBe('3.20 mi');
  });

  it('says under a hundredth rather than zero', () => {
    expect(formatMiles(0.004)).toBe('<0.01 mi');
    expect(formatMiles(0)).toBe('0 mi');
  });

  it('drops decimals as the distance grows', () => {
    expect(formatMiles(42.26)).toBe('42.3 mi');
    expect(formatMiles(1234.6)).toBe('1,235 mi');
  });

  it('shows a dash without a distance', () => {
    expect(formatMiles(null)).toBe('—');
    expect(formatMiles(undefined)).toBe('—');
    expect(formatMiles(Number.NaN)).toBe('—');
    expect(formatMiles(-1)).toBe('—');
  });
});
