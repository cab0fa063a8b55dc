import { describe, expect, it } from 'vitest';
import {
  effectiveCount,
  needsAvailableProperties,
  nextPageLevel,
  pageLevel,
} from './page-level.ts';

describe('pageLevel (more than one property type, then property, then channel)', () => {
  it('"More than one property type selected: overview page."', () => {
    expect(pageLevel({ propertyTypes: 2, properties: 0, channels: 0 })).toBe('overview');
    expect(pageLevel({ propertyTypes: 3, properties: 50, channels: 40 })).toBe('overview');
  });

  it('"Else more than one property: property-type page."', () => {
    expect(pageLevel({ propertyTypes: 1, properties: 2, channels: 40 })).toBe('property-type');
    expect(pageLevel({ propertyTypes: 0, properties: 2, channels: 1 })).toBe('property-type');
  });

  it('"Else more than one channel: property page."', () => {
    expect(pageLevel({ propertyTypes: 1, properties: 1, channels: 2 })).toBe('property');
    expect(pageLevel({ propertyTypes: 0, properties: 0, channels: 2 })).toBe('property');
  });

  it('"Otherwise: channel page." (at most one of each, including none)', () => {
    expect(pageLevel({ propertyTypes: 1, properties: 1, channels: 1 })).toBe('channel');
    expect(pageLevel({ propertyTypes: 0, properties: 0, channels: 0 })).toBe('channel');
    expect(pageLevel({ propertyTypes: 1, properties: 0, channels: 1 })).toBe('channel');
  });
});

describe('effectiveCount', () => {
  it('counts the selection when there is one', () => {
    expect(effectiveCount([3], [1, 2, 3, 4])).toBe(1);
    expect(effectiveCount([1, 2], [])).toBe(2);
  });

  it('counts what is available when nothing is selected', () => {
    expect(effectiveCount([], [1, 2, 3])).toBe(3);
    expect(effectiveCount([], [7])).toBe(1);
    expect(effectiveCount([], [])).toBe(0);
  });

  it('makes a view with one available property a property page without selecting it', () => {
    const counts = {
      propertyTypes: effectiveCount([], ['HOTEL']),
      properties: effectiveCount([], [12]),
      channels: effectiveCount([], [104, 107]),
    };
    expect(pageLevel(counts)).toBe('property');
  });
});

describe('nextPageLevel: "Continue moves to the next page level (property type, property, channel)"', () => {
  it('steps one level narrower and stops at the channel page', () => {
    expect(nextPageLevel('overview')).toBe('property-type');
    expect(nextPageLevel('property-type')).toBe('property');
    expect(nextPageLevel('property')).toBe('channel');
    expect(nextPageLevel('channel')).toBeNull();
  });
});

describe('needsAvailableProperties', () => {
  it('is not needed on the plain overview: several types available, none selected', () => {
    expect(needsAvailableProperties({}, 3)).toBe(false);
  });

  it('is not needed when properties are selected', () => {
    expect(needsAvailableProperties({ property: [7] }, 1)).toBe(false);
    expect(needsAvailableProperties({ property: [7, 8], property_type: ['HOTEL'] }, 3)).toBe(false);
  });

  it('is needed when the properties can decide the level or empty the page', () => {
    // One type (or none) available: property-type, property or channel page by the properties.
    expect(needsAvailableProperties({}, 1)).toBe(true);
    expect(needsAvailableProperties({ property: [] }, 0)).toBe(true);
    // Types selected: the selection may hold types without data, so none or one property.
    expect(needsAvailableProperties({ property_type: ['HOTEL', 'SPA'] }, 3)).toBe(true);
  });
});
