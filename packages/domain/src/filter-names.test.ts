import { describe, expect, it } from 'vitest';
import { DATASET_NAMES, isUrlFilterName, URL_FILTER_NAMES } from './filter-names.ts';

describe('filter names', () => {
  it('has the 16 datasets of the filter language and the client-defined channel groups', () => {
    expect(DATASET_NAMES).toHaveLength(17);
    expect(DATASET_NAMES).toContain('channel_group');
  });

  it('carries the date dataset as startDate and endDate in URLs', () => {
    expect(URL_FILTER_NAMES).toContain('startDate');
    expect(URL_FILTER_NAMES).toContain('endDate');
    expect(isUrlFilterName('date')).toBe(false);
    expect(isUrlFilterName('site_group')).toBe(true);
    expect(isUrlFilterName('hotel')).toBe(false);
  });
});
