import { describe, expect, it } from 'vitest';
import { memoize, memoizeByObject } from './memo.ts';

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

describe('memoizeByObject', () => {
  it('computes each key once per prepared value', () => {
    const calls: string[] = [];
    const compare = memoizeByObject((prepared: { name: string }, key: string) =>
      calls.push(`${prepared.name}:${key}`),
    );
    const a = { name: 'a' };
    const b = { name: 'b' };
    compare(a, 'x');
    compare(a, 'x');
    compare(b, 'x');
    compare(a, 'y');
    expect(calls).toEqual(['a:x', 'b:x', 'a:y']);
  });
});
