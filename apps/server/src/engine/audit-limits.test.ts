import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  auditLimitsOverridesSchema,
  auditLimitsSchema,
  BASE_AUDIT_LIMITS,
  DEFAULT_AUDIT_LIMITS,
  limitsForCategory,
  resolveLimits,
} from './audit-limits.ts';

describe('default limits', () => {
  it('carry the default thresholds (0.1 mi, 0.5 mi, description similarity 0.95)', () => {
    const limits = limitsForCategory(DEFAULT_AUDIT_LIMITS, 1);
    expect(limits.geo).toEqual({ accurateMiles: 0.1, discrepancyMiles: 0.5 });
    expect(limits.description.accurate).toBe(0.95);
    expect(limits.weights.DESCRIPTION).toBe(1);
    expect(limits.weights.NAME).toBe(2);
    expect(limits.weights.GEO_COORDINATES).toBe(2);
  });

  it('expect more photos on OTAs than on navigation apps', () => {
    expect(limitsForCategory(DEFAULT_AUDIT_LIMITS, 2).photos.minimum).toBe(20);
    expect(limitsForCategory(DEFAULT_AUDIT_LIMITS, 14).photos.minimum).toBe(1);
  });

  it('fall back to the general limits for an unknown channel type', () => {
    expect(limitsForCategory(DEFAULT_AUDIT_LIMITS, 99)).toEqual(BASE_AUDIT_LIMITS);
  });

  it('pass their own schema', () => {
    expect(auditLimitsSchema.parse(BASE_AUDIT_LIMITS)).toEqual(BASE_AUDIT_LIMITS);
  });
});

describe('resolveLimits', () => {
  it('merges stored defaults, then channel-type overrides, over the built-in limits', () => {
    const resolved = resolveLimits({
      defaults: { geo: { accurateMiles: 0.05 }, weights: { PHOTOS: 0.5 } },
      channelTypes: { '2': { photos: { minimum: 25 } }, '14': { geo: { discrepancyMiles: 0.25 } } },
    });
    const ota = limitsForCategory(resolved, 2);
    expect(ota.geo).toEqual({ accurateMiles: 0.05, discrepancyMiles: 0.5 });
    expect(ota.photos).toEqual({ minimum: 25, target: 50 });
    expect(ota.weights.PHOTOS).toBe(0.5);
    expect(ota.weights.NAME).toBe(2);
    expect(limitsForCategory(resolved, 14).geo).toEqual({
      accurateMiles: 0.05,
      discrepancyMiles: 0.25,
    });
    expect(limitsForCategory(resolved, 1).photos.minimum).toBe(10);
  });

  it('lets a stored default replace a built-in channel-type default', () => {
    const resolved = resolveLimits({ defaults: { photos: { minimum: 8 } } });
    expect(limitsForCategory(resolved, 2).photos).toEqual({ minimum: 8, target: 50 });
  });

  it('rejects bad thresholds, keys and channel types', () => {
    const bad = [
      { defaults: { description: { accurate: 1.2 } } },
      { defaults: { geo: { accurateMiles: -0.1 } } },
      { defaults: { photos: { minimum: 2.5 } } },
      { defaults: { weights: { NAME: -1 } } },
      { defaults: { weights: { FLOOR_PLAN: 1 } } },
      { defaults: { name: { acurate: 0.9 } } },
      { channelTypes: { '25': { geo: { accurateMiles: 0.2 } } } },
      { overrides: {} },
    ];
    for (const overrides of bad) {
      expect(
        auditLimitsOverridesSchema.safeParse(overrides).success,
        JSON.stringify(overrides),
      ).toBe(false);
      expect(() => resolveLimits(overrides)).toThrow(ZodError);
    }
  });

  it('rejects thresholds that contradict each other once merged', () => {
    expect(() => resolveLimits({ defaults: { geo: { accurateMiles: 0.6 } } })).toThrow(
      /Accurate distance must be below the discrepancy distance/,
    );
    expect(() =>
      resolveLimits({ channelTypes: { '4': { description: { discrepancy: 0.97 } } } }),
    ).toThrow(/Description discrepancy threshold must not exceed/);
    expect(() => resolveLimits({ defaults: { name: { review: 0.99 } } })).toThrow(
      /Name review threshold must be between/,
    );
  });
});
