import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRemainder,
  parseRemainder,
  restoreRemainder,
  splitRemainder,
  withRemainder,
} from './path-remainder.ts';

describe('path remainder of the hotel-chain admin screens', () => {
  it('splits a screen path from its & remainder', () => {
    expect(splitRemainder('/hilton_admin/audits/6/&page=2&search=aster')).toEqual({
      base: '/hilton_admin/audits/6',
      remainder: '&page=2&search=aster',
    });
    expect(splitRemainder('/hilton_admin/manager_activity/')).toEqual({
      base: '/hilton_admin/manager_activity',
      remainder: '',
    });
    expect(splitRemainder('/')).toEqual({ base: '/', remainder: '' });
  });

  it('re-appends the remembered remainder only when the path has none', () => {
    expect(restoreRemainder('/hilton_admin/manager_activity', '&user=3&page=2')).toBe(
      '/hilton_admin/manager_activity/&user=3&page=2',
    );
    expect(restoreRemainder('/hilton_admin/manager_activity/', '&user=3')).toBe(
      '/hilton_admin/manager_activity/&user=3',
    );
    expect(restoreRemainder('/hilton_admin/manager_activity/&user=4', '&user=3')).toBeNull();
    expect(restoreRemainder('/hilton_admin/manager_activity', null)).toBeNull();
    expect(restoreRemainder('/hilton_admin/manager_activity', '')).toBeNull();
    expect(restoreRemainder('/hilton_admin/manager_activity', 'user=3')).toBeNull();
  });

  it('formats values in order, leaving out empty ones, and parses them back', () => {
    const remainder = formatRemainder({
      page: 2,
      search: 'Hôtel & Spa',
      current: true,
      site: undefined,
      user: null,
      action: '',
      draft: false,
    });
    expect(remainder).toBe('&page=2&search=H%C3%B4tel%20%26%20Spa&current=true');
    expect(parseRemainder(remainder)).toEqual({
      page: '2',
      search: 'Hôtel & Spa',
      current: 'true',
    });
    expect(withRemainder('/hilton_admin/audits/6/', remainder)).toBe(
      `/hilton_admin/audits/6/${remainder}`,
    );
    expect(withRemainder('/hilton_admin/audits/6', '')).toBe('/hilton_admin/audits/6');
  });

  it('ignores malformed pairs', () => {
    expect(parseRemainder('&=3&page&x=%E0%A4%A&y=1&y=2')).toEqual({ x: '%E0%A4%A', y: '2' });
  });

  it('round-trips any values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })),
        (values) => {
          expect(parseRemainder(formatRemainder(values))).toEqual(values);
        },
      ),
    );
  });
});
