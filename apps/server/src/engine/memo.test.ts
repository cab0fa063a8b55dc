import { describe, expect, it } from 'vitest';
import { memoize } from './memo.ts';

describe('memoize', () => {
  it('computes each key once, null results included', () => {
    const calls: string[] = [];
    const parse = memoize((key: string) => {
      calls.push(key);
      return key === 'none' ? null : key.length;
    });
    expect([parse('abc'), parse('abc'), parse('none'), parse('none')]).toEqual([3, 3, null, null]);
    expect(calls).toEqual(['abc', 'none']);
  });

  it('evicts the oldest entry beyond its limit', () => {
    const calls: string[] = [];
    const parse = memoize((key: string) => calls.push(key), 2);
    parse('a');
    parse('b');
    parse('c');
    parse('b');
    parse('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
