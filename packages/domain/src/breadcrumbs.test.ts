import { describe, expect, it } from 'vitest';
import {
  addBreadcrumb,
  breadcrumbRecordedFor,
  goBackToBreadcrumb,
  type Breadcrumb,
} from './breadcrumbs.ts';
import { DATASET_NAMES } from './filter-names.ts';

const hotels: Breadcrumb = {
  label: 'Hotels',
  dataset: 'property_type',
  filterPath: '/&view=3',
};
const hilton: Breadcrumb = {
  label: 'Hilton London',
  dataset: 'property',
  filterPath: '/&view=3&property_type=HOTEL',
};
const google: Breadcrumb = {
  label: 'Google',
  dataset: 'site',
  filterPath: '/&view=3&property_type=HOTEL&property=12',
};

describe('breadcrumbRecordedFor: "records a breadcrumb unless the dataset is date or one other excluded dataset"', () => {
  it('excludes date and view', () => {
    expect(breadcrumbRecordedFor('date')).toBe(false);
    expect(breadcrumbRecordedFor('view')).toBe(false);
  });

  it('records every other dataset', () => {
    const recorded = DATASET_NAMES.filter(breadcrumbRecordedFor);
    expect(recorded).toHaveLength(DATASET_NAMES.length - 2);
    expect(recorded).toContain('site');
    expect(recorded).toContain('property');
  });
});

describe('addBreadcrumb: "Breadcrumbs are a list. A new one is added unless suppressed."', () => {
  it('appends to the end', () => {
    expect(addBreadcrumb([hotels], hilton)).toEqual([hotels, hilton]);
    expect(addBreadcrumb([], hotels)).toEqual([hotels]);
  });

  it('adds nothing when suppressed', () => {
    expect(addBreadcrumb([hotels], hilton, { suppress: true })).toEqual([hotels]);
  });

  it('adds nothing for the date or view datasets', () => {
    expect(addBreadcrumb([hotels], { ...hilton, dataset: 'date' })).toEqual([hotels]);
    expect(addBreadcrumb([hotels], { ...hilton, dataset: 'view' })).toEqual([hotels]);
  });

  it('does not change the list it was given', () => {
    const list = [hotels];
    addBreadcrumb(list, hilton);
    expect(list).toEqual([hotels]);
  });
});

describe('goBackToBreadcrumb: "Going back to a breadcrumb drops it and all after it."', () => {
  const list = [hotels, hilton, google];

  it('drops the breadcrumb and all after it, and restores its filter path', () => {
    expect(goBackToBreadcrumb(list, 1)).toEqual({
      breadcrumbs: [hotels],
      filterPath: hilton.filterPath,
    });
    expect(goBackToBreadcrumb(list, 0)).toEqual({ breadcrumbs: [], filterPath: '/&view=3' });
    expect(goBackToBreadcrumb(list, 2)).toEqual({
      breadcrumbs: [hotels, hilton],
      filterPath: google.filterPath,
    });
  });

  it('returns null for an index outside the list', () => {
    expect(goBackToBreadcrumb(list, 3)).toBeNull();
    expect(goBackToBreadcrumb(list, -1)).toBeNull();
    expect(goBackToBreadcrumb(list, 0.5)).toBeNull();
    expect(goBackToBreadcrumb([], 0)).toBeNull();
  });
});
