import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accuracyRowSchema,
  parameterSchema,
  viewOptionSchema,
  type Parameter,
  type ViewOption,
} from './filter-options.ts';
import {
  bestPropertiesResponseSchema,
  currentDateResponseSchema,
  datasetAccuracyResponseSchema,
  datasetParamsSchema,
  filterNameParamsSchema,
  filterValuesQuerySchema,
  filterValuesResponseSchema,
  updateLastContentMonitorQuerySchema,
  viewFilterResponseSchema,
} from './filters.ts';

const essentials: Parameter = {
  id: 'ESSENTIALS',
  name: 'Essentials',
  type: 'group',
  children: [
    { id: 104, name: 'Google', icon: 'google' },
    { id: 107, name: 'Booking.com', icon: null },
  ],
};

const property: Parameter = {
  id: 5012,
  name: 'Harbour View Hotel',
  code: 'HVH01',
  coordinates: { lat: 51.5072, lng: -0.1276 },
  accuracy: 87.4,
  knockout: 12.5,
  contentPro: 64,
  listingType: 'DIAMOND',
  status: 'REBRANDING',
  characteristicTypes: ['NAME', 'ADDRESS', 'PHONE', 'DESCRIPTION'],
  currentAccuracy: 87.4,
  previousMonthAccuracy: null,
  propertyType: 'HOTEL',
};

const view: ViewOption = {
  id: 3,
  name: 'EMEA hotels',
  supportsEssentials: true,
  contentMonitorSummary: true,
  contentMonitorDetail: false,
  lastContentMonitor: 'SUMMARY',
  specificViewType: 'HILTON',
};

describe('filter options', () => {
  it('parses options, groups and views as the server sends them', () => {
    expect(parameterSchema.parse(essentials)).toEqual(essentials);
    expect(parameterSchema.parse(property)).toEqual(property);
    expect(viewOptionSchema.parse(view)).toEqual(view);
    expect(parameterSchema.parse({ id: 'HOTEL', name: 'Hotels' })).toEqual({
      id: 'HOTEL',
      name: 'Hotels',
    });
  });

  it('names the offending field', () => {
    const issue = parameterSchema.safeParse({ ...property, accuracy: 130 }).error?.issues[0];
    expect(issue?.path).toEqual(['accuracy']);
    const nested = parameterSchema.safeParse({
      ...essentials,
      children: [{ id: 104, name: 'Google', coordinates: { lat: 95, lng: 0 } }],
    }).error?.issues[0];
    expect(nested?.path).toEqual(['children', 0, 'coordinates', 'lat']);
    const mode = viewOptionSchema.safeParse({ ...view, lastContentMonitor: 'FULL' }).error;
    expect(mode?.issues[0]?.path).toEqual(['lastContentMonitor']);
  });

  it('carries the accuracy-row figures on dataset rows', () => {
    const row = {
      ...property,
      accuracyByPropertyType: { HOTEL: 88, SPA: null },
      siteGroupId: 3,
      value: { pageNumber: 1, position: 4, level: 'map pack' },
      distanceFromCorrectCoordinatesInMiles: 0.04,
      ignored: false,
      order: 2,
    };
    expect(accuracyRowSchema.parse(row)).toEqual(row);
    expect(accuracyRowSchema.safeParse({ ...row, siteGroupId: 25 }).error?.issues[0]?.path).toEqual(
      ['siteGroupId'],
    );
  });
});

describe('filter calls', () => {
  it('takes any list dataset but view as filterName', () => {
    expect(filterNameParamsSchema.parse({ filterName: 'site_group' })).toEqual({
      filterName: 'site_group',
    });
    expect(filterNameParamsSchema.safeParse({ filterName: 'view' }).error?.issues[0]?.path).toEqual(
      ['filterName'],
    );
    expect(datasetParamsSchema.safeParse({ dataset: 'date' }).success).toBe(false);
  });

  it('reads needAllValues as a boolean and nothing but true or false', () => {
    expect(filterValuesQuerySchema.parse({ view: '3', needAllValues: 'true' })).toEqual({
      view: [3],
      needAllValues: true,
    });
    expect(filterValuesQuerySchema.parse({ needAllValues: 'false' })).toEqual({
      needAllValues: false,
    });
    const issue = filterValuesQuerySchema.safeParse({ needAllValues: 'yes' }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['needAllValues'], message: 'must be true or false' });
  });

  it('answers filter values, with all values only when asked', () => {
    const answer = { availableValues: [property], notAvailableValues: [] };
    expect(filterValuesResponseSchema.parse(answer)).toEqual(answer);
    expect(z.encode(filterValuesResponseSchema, answer)).toEqual(answer);
    expect(
      filterValuesResponseSchema.safeParse({ availableValues: [property] }).error?.issues[0]?.path,
    ).toEqual(['notAvailableValues']);
  });

  it('answers views, dataset rows, best properties and the current date', () => {
    const views = { availableFilters: [view], notAvailableFilters: [] };
    expect(viewFilterResponseSchema.parse(views)).toEqual(views);
    const rows = { availableFilters: [{ id: 104, name: 'Google', accuracy: 91, knockout: 0 }] };
    expect(datasetAccuracyResponseSchema.parse(rows)).toEqual(rows);
    const best = [{ propertyId: 5012, propertyType: 'HOTEL', siteId: 104 }];
    expect(bestPropertiesResponseSchema.parse(best)).toEqual(best);
    expect(currentDateResponseSchema.parse('2026-11-22')).toBe('2026-11-22');
    expect(currentDateResponseSchema.safeParse('22/11/2026').success).toBe(false);
  });

  it('takes the view and mode of the content monitor update', () => {
    expect(
      updateLastContentMonitorQuerySchema.parse({ id: '3', contentMonitor: 'DETAIL' }),
    ).toEqual({ id: 3, contentMonitor: 'DETAIL' });
    const issue = updateLastContentMonitorQuerySchema.safeParse({ id: '3', contentMonitor: 'x' })
      .error?.issues[0];
    expect(issue?.path).toEqual(['contentMonitor']);
  });
});
