import { describe, expect, it } from 'vitest';
import { jsonHash, sameJson, stableJson } from './stable-json.ts';

describe('stableJson', () => {
  it('sorts keys at every level and matches JSON.stringify otherwise', () => {
    const value = { b: [3, { z: 1, a: null }], a: 'x', c: { y: true, x: 1.5 }, d: undefined };
    expect(stableJson(value)).toBe('{"a":"x","b":[3,{"a":null,"z":1}],"c":{"x":1.5,"y":true}}');
    expect(JSON.parse(stableJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
    expect(stableJson([undefined, 'é"\\n'])).toBe(JSON.stringify([null, 'é"\\n']));
  });

  it('makes equal values hash equally whatever their key order', () => {
    expect(sameJson({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(jsonHash({ a: 1, b: 2 })).toBe(jsonHash({ b: 2, a: 1 }));
    expect(jsonHash({ a: 1 })).not.toBe(jsonHash({ a: 2 }));
  });
});
