import { describe, expect, it } from 'vitest';
import { formatDateRange, presetOf } from './date-format.ts';
import {
  activeFilterCount,
  describeChange,
  resetSelection,
  withValues,
  type NameOf,
} from './filter-model.ts';

const nameOf: NameOf = (dataset, id) => `${dataset}#${id}`;

describe('withValues', () => {
  it('sorts and deduplicates, so one choice is one path', () => {
    expect(withValues({}, 'site', [107, 104, 107]).site).toEqual([104, 107]);
    expect(withValues({}, 'property_type', ['SPA', 'HOTEL']).property_type).toEqual([
      'HOTEL',
      'SPA',
    ]);
    expect(withValues({ brand: [1] }, 'brand', [])).toEqual({});
  });
});

describe('describeChange', () => {
  it('names the result of a change', () => {
    expect(describeChange({}, { brand: [3] }, nameOf)).toEqual({
      dataset: 'brand',
      label: 'Brand: brand#3',
    });
    expect(describeChange({ brand: [3] }, { brand: [3, 4, 5] }, nameOf)?.label).toBe(
      'Brand: brand#3 +2',
    );
    expect(describeChange({ brand: [3] }, {}, nameOf)?.label).toBe('Brand: all');
  });

  it('records a choice made while clearing another filter under the choice', () => {
    expect(describeChange({ site_group: [2] }, { site: [104, 107] }, nameOf)).toEqual({
      dataset: 'site',
      label: 'Channel: site#104 +1 · Channel category: all',
    });
  });

  it('files date-only changes under date, which records no breadcrumb', () => {
    const change = describeChange(
      { startDate: '2026-01-01', endDate: '2026-01-31' },
      { startDate: '2026-02-01', endDate: '2026-02-28' },
      nameOf,
    );
    expect(change?.dataset).toBe('date');
    expect(describeChange({ brand: [1] }, { brand: [1] }, nameOf)).toBeNull();
  });
});

describe('reset and counts', () => {
  it('keeps only the view on reset', () => {
    expect(
      resetSelection({ startDate: '2026-01-01', endDate: '2026-01-31', view: [2], brand: [1] }),
    ).toEqual({ view: [2] });
    expect(
      activeFilterCount({ view: [2], startDate: '2026-01-01', brand: [1, 2], site: [3] }),
    ).toBe(2);
  });
});

describe('date formatting', () => {
  it('writes the year once when both ends share it', () => {
    expect(formatDateRange({ startDate: '2026-10-23', endDate: '2026-11-22' })).toBe(
      '23 Oct – 22 Nov 2026',
    );
    expect(formatDateRange({ startDate: '2025-11-22', endDate: '2026-11-22' })).toBe(
      '22 Nov 2025 – 22 Nov 2026',
    );
    expect(
      formatDateRange({ startDate: '2026-10-23', endDate: '2026-11-22' }, { withYear: false }),
    ).toBe('23 Oct – 22 Nov');
  });

  it('recognises the presets', () => {
    expect(presetOf({ startDate: '2026-08-24', endDate: '2026-11-22' }, '2026-11-22')).toBe(90);
    expect(presetOf({ startDate: '2026-08-25', endDate: '2026-11-22' }, '2026-11-22')).toBeNull();
  });
});
