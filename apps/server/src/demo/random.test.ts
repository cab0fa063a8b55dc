import { describe, expect, it } from 'vitest';
import { hashString, mixSeed, Random } from './random.ts';

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(7);
    const b = new Random(7);
    const draws = Array.from({ length: 20 }, () => [a.next(), b.next()]);
    for (const [x, y] of draws) expect(x).toBe(y);
    expect(new Random(8).next()).not.toBe(new Random(7).next());
  });

  it('draws within bounds', () => {
    const random = new Random(1);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    }
  });

  it('weights, shuffles and samples', () => {
    const random = new Random(2);
    const counts = { rare: 0, common: 0 };
    for (let i = 0; i < 2000; i++) {
      counts[
        random.weighted([
          ['rare', 1],
          ['common', 9],
        ] as const)
      ]++;
    }
    expect(counts.common / 2000).toBeGreaterThan(0.85);
    expect(random.shuffle([1, 2, 3, 4]).toSorted()).toEqual([1, 2, 3, 4]);
    expect(new Set(random.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
    const mean =
      Array.from({ length: 2000 }, () => random.gaussian(10, 2)).reduce((a, b) => a + b) / 2000;
    expect(mean).toBeGreaterThan(9.8);
    expect(mean).toBeLessThan(10.2);
  });

  it('derives distinct seeds from keys', () => {
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(mixSeed(1, 2)).toBe(mixSeed(1, 2));
    expect(hashString('meridian')).not.toBe(hashString('alpine'));
  });
});
