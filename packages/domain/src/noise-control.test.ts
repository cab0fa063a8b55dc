import { describe, expect, it } from 'vitest';
import {
  canAcceptVariant,
  canIgnoreResult,
  ignoreMatcher,
  variantMatcher,
  type NoiseCandidate,
} from './noise-control.ts';

const candidate = (overrides: Partial<NoiseCandidate> = {}): NoiseCandidate => ({
  status: 'INACCURATE',
  ignored: false,
  evidence: { sourceNormalized: 'hilton new york', channelNormalized: 'hilton nyc' },
  ...overrides,
});

describe('canAcceptVariant', () => {
  it('offers the action on a disagreement between two readable values', () => {
    expect(canAcceptVariant(candidate())).toBe(true);
    expect(canAcceptVariant(candidate({ status: 'DISCREPANCY' }))).toBe(true);
    expect(canAcceptVariant(candidate({ status: 'AWAITING REVIEW' }))).toBe(true);
  });

  it('refuses results that already score, are left out or miss a side', () => {
    expect(canAcceptVariant(candidate({ status: 'ACCURATE' }))).toBe(false);
    expect(canAcceptVariant(candidate({ status: 'MISSING' }))).toBe(false);
    expect(canAcceptVariant(candidate({ ignored: true }))).toBe(false);
    expect(canAcceptVariant(candidate({ evidence: null }))).toBe(false);
    expect(
      canAcceptVariant(
        candidate({ evidence: { sourceNormalized: 'hilton', channelNormalized: ' ' } }),
      ),
    ).toBe(false);
  });

  it('ignores a problem result not already left out', () => {
    expect(canIgnoreResult({ ignored: false, status: 'MISSING' })).toBe(true);
    expect(canIgnoreResult({ ignored: false, status: 'AWAITING REVIEW' })).toBe(true);
    expect(canIgnoreResult({ ignored: true, status: 'INACCURATE' })).toBe(false);
    expect(canIgnoreResult({ ignored: false, status: 'ACCURATE' })).toBe(false);
  });
});

describe('variantMatcher', () => {
  const variants = [
    {
      id: 1,
      characteristic: 'NAME',
      sourceNormalized: 'a',
      channelNormalized: 'b',
      channelId: null,
    },
    { id: 2, characteristic: 'NAME', sourceNormalized: 'a', channelNormalized: 'b', channelId: 7 },
    { id: 3, characteristic: 'PHONE', sourceNormalized: 'x', channelNormalized: 'y', channelId: 9 },
  ];
  const match = variantMatcher(variants);
  const result = (characteristic: string, channelId: number, source: string, channel: string) =>
    match({ characteristic, channelId, sourceNormalized: source, channelNormalized: channel })?.id;

  it("prefers the channel's own variant, then the all-channels one", () => {
    expect(result('NAME', 7, 'a', 'b')).toBe(2);
    expect(result('NAME', 8, 'a', 'b')).toBe(1);
  });

  it('needs the same characteristic, the same pair in order, and the channel', () => {
    expect(result('ADDRESS', 7, 'a', 'b')).toBeUndefined();
    expect(result('NAME', 7, 'b', 'a')).toBeUndefined();
    expect(result('NAME', 7, 'a', 'bb')).toBeUndefined();
    expect(result('PHONE', 8, 'x', 'y')).toBeUndefined();
    expect(result('PHONE', 9, 'x', 'y')).toBe(3);
  });

  it('never matches a result without both normalised values', () => {
    expect(match({ characteristic: 'NAME', channelId: 7, sourceNormalized: 'a' })).toBeUndefined();
  });
});

describe('ignoreMatcher', () => {
  const ignore = {
    id: 5,
    propertyId: 1,
    channelId: 2,
    characteristic: 'PHONE',
    sourceHash: 's1',
    channelHash: 'c1',
  };
  const match = ignoreMatcher([ignore]);
  const base = { propertyId: 1, channelId: 2, characteristic: 'PHONE', sourceHash: 's1' };

  it('holds while both values are the ones ignored', () => {
    expect(match({ ...base, channelHash: 'c1' })?.id).toBe(5);
  });

  it('lets the result score again once either value changes', () => {
    expect(match({ ...base, channelHash: 'c2' })).toBeUndefined();
    expect(match({ ...base, sourceHash: 's2', channelHash: 'c1' })).toBeUndefined();
    expect(match({ ...base, channelId: 3, channelHash: 'c1' })).toBeUndefined();
  });
});
