import { describe, expect, it } from 'vitest';
import {
  bestPropertyFor,
  chooseBestProperties,
  isOnboardingCandidate,
  onboardingSelection,
  type BestProperty,
} from './onboarding-best-property.ts';
import { pageLevel } from './page-level.ts';

describe('best property: "Onboarding picks properties with accuracy below 91; default channel id 104."', () => {
  it('takes accuracies below 91 only', () => {
    expect(isOnboardingCandidate(90.99)).toBe(true);
    expect(isOnboardingCandidate(0)).toBe(true);
    expect(isOnboardingCandidate(91)).toBe(false);
    expect(isOnboardingCandidate(null)).toBe(false);
  });

  it('ranks candidates below 91 by accuracy, defaulting the channel to 104', () => {
    const chosen = chooseBestProperties([
      { propertyId: 1, propertyType: 'HOTEL', siteId: 107, accuracy: 95 },
      { propertyId: 2, propertyType: 'HOTEL', siteId: null, accuracy: 72 },
      { propertyId: 3, propertyType: 'SPA', siteId: 120, accuracy: 90 },
      { propertyId: 4, propertyType: 'HOTEL', siteId: 81, accuracy: null },
    ]);
    expect(chosen).toEqual([
      { propertyId: 3, propertyType: 'SPA', siteId: 120 },
      { propertyId: 2, propertyType: 'HOTEL', siteId: 104 },
    ]);
  });

  it('falls back to the lowest-scoring property when none is below 91, so the tour can go on', () => {
    const chosen = chooseBestProperties([
      { propertyId: 1, propertyType: 'HOTEL', siteId: 107, accuracy: 95 },
      { propertyId: 2, propertyType: 'HOTEL', siteId: null, accuracy: 92.5 },
      { propertyId: 3, propertyType: 'HOTEL', siteId: 81, accuracy: null },
    ]);
    expect(chosen).toEqual([{ propertyId: 2, propertyType: 'HOTEL', siteId: 104 }]);
    expect(chooseBestProperties([])).toEqual([]);
  });

  it('picks the first best property of the wanted type, else the first', () => {
    const list: BestProperty[] = [
      { propertyId: 3, propertyType: 'SPA', siteId: 120 },
      { propertyId: 2, propertyType: 'HOTEL', siteId: 104 },
    ];
    expect(bestPropertyFor(list, 'HOTEL')?.propertyId).toBe(2);
    expect(bestPropertyFor(list, 'RESTAURANT')?.propertyId).toBe(3);
    expect(bestPropertyFor(list, null)?.propertyId).toBe(3);
    expect(bestPropertyFor([], 'HOTEL')).toBeNull();
  });
});

describe('onboardingSelection: "Continue moves to the next page level (property type, property, channel)."', () => {
  const best: BestProperty = { propertyId: 12, propertyType: 'HOTEL', siteId: 104 };

  it('narrows the filters step by step to the best property', () => {
    expect(onboardingSelection('overview', best)).toEqual({});
    expect(onboardingSelection('property-type', best)).toEqual({ property_type: ['HOTEL'] });
    expect(onboardingSelection('property', best)).toEqual({
      property_type: ['HOTEL'],
      property: [12],
    });
    expect(onboardingSelection('channel', best)).toEqual({
      property_type: ['HOTEL'],
      property: [12],
      site: [104],
    });
  });

  it('lands on the page level it was asked for', () => {
    const counts = (s: ReturnType<typeof onboardingSelection>) => ({
      propertyTypes: s.property_type?.length ?? 2,
      properties: s.property?.length ?? 5,
      channels: s.site?.length ?? 5,
    });
    for (const level of ['property-type', 'property', 'channel'] as const) {
      expect(pageLevel(counts(onboardingSelection(level, best)))).toBe(level);
    }
  });
});
