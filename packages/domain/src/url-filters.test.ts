import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIST_FILTER_NAMES } from './filter-names.ts';
import {
  pathSelection,
  decodeFilterPath,
  encodeFilterPath,
  encodeFilterQuery,
  filterValueProblem,
  type FilterSelection,
} from './url-filters.ts';

const today = '2026-11-22';

describe('URL filter codec', () => {
  it("accepts '/' alone as the empty selection", () => {
    expect(decodeFilterPath('/', today)).toEqual({ ok: true, selection: {} });
  });

  it('otherwise requires the path to begin with /&', () => {
    expect(decodeFilterPath('/view=1', today)).toMatchObject({ ok: false });
    expect(decodeFilterPath('/&view=1', today)).toEqual({ ok: true, selection: { view: [1] } });
  });

  it('decodes /&name=value&name=value', () => {
    const result = decodeFilterPath(
      '/&startDate=2026-10-23&endDate=2026-11-22&view=3&property_type=HOTEL&site=104,107',
      today,
    );
    expect(result).toEqual({
      ok: true,
      selection: {
        startDate: '2026-10-23',
        endDate: '2026-11-22',
        view: [3],
        property_type: ['HOTEL'],
        site: [104, 107],
      },
    });
  });

  it('requires dates as YYYY-MM-DD', () => {
    expect(filterValueProblem('startDate', '2026-1-05', today)).toMatch(/YYYY-MM-DD/);
    expect(filterValueProblem('startDate', '05/01/2026', today)).toMatch(/YYYY-MM-DD/);
    expect(filterValueProblem('startDate', '2026-01-05', today)).toBeNull();
  });

  it('requires month 1-12 and day 1-31', () => {
    expect(filterValueProblem('endDate', '2026-13-01', today)).toMatch(/month/);
    expect(filterValueProblem('endDate', '2026-00-10', today)).toMatch(/month/);
    expect(filterValueProblem('endDate', '2026-01-32', today)).toMatch(/day/);
    expect(filterValueProblem('endDate', '2026-01-00', today)).toMatch(/day/);
    expect(filterValueProblem('endDate', '2026-12-31', '2027-01-01')).toBeNull();
  });

  it('requires a calendar date: no 30 February, 29 February only in leap years', () => {
    for (const date of ['2026-02-30', '2026-02-29', '2025-02-29', '2100-02-29', '2026-04-31']) {
      expect(filterValueProblem('startDate', date, today), date).toMatch(/not a calendar date/);
    }
    for (const date of ['2024-02-29', '2000-02-29', '2026-01-31', '2026-04-30']) {
      expect(filterValueProblem('startDate', date, today), date).toBeNull();
    }
    expect(decodeFilterPath('/&startDate=2026-02-30', today)).toMatchObject({
      ok: false,
      name: 'startDate',
    });
  });

  it('keeps dates inside the years that date arithmetic can shift', () => {
    expect(filterValueProblem('startDate', '0000-01-01', today)).toMatch(/years/);
    expect(filterValueProblem('startDate', '1899-12-31', today)).toMatch(/years/);
    expect(filterValueProblem('startDate', '1900-01-01', today)).toBeNull();
    expect(filterValueProblem('endDate', '3000-01-01')).toMatch(/years/);
  });

  it('rejects dates in the future, and accepts today', () => {
    expect(filterValueProblem('endDate', '2026-11-23', today)).toMatch(/future/);
    expect(filterValueProblem('endDate', '2026-11-22', today)).toBeNull();
  });

  it('requires comma-separated integers for other filters', () => {
    expect(filterValueProblem('property', '1,2,3', today)).toBeNull();
    expect(filterValueProblem('property', '1,,3', today)).not.toBeNull();
    expect(filterValueProblem('property', '1;2', today)).not.toBeNull();
    expect(filterValueProblem('site', 'abc', today)).not.toBeNull();
    expect(filterValueProblem('site', '-4', today)).not.toBeNull();
  });

  it('accepts only ids a row can have: 1 to 2^31 - 1', () => {
    for (const value of ['0', '1,0', '2147483648', '99999999999999999999']) {
      expect(filterValueProblem('site', value, today), value).toMatch(/ids from 1/);
    }
    expect(filterValueProblem('site', '2147483647', today)).toBeNull();
  });

  it('lets property_type be non-numeric', () => {
    expect(filterValueProblem('property_type', 'HOTEL,SPA', today)).toBeNull();
    expect(filterValueProblem('property_type', '1', today)).toBeNull();
  });

  it('allows only known filter names', () => {
    const result = decodeFilterPath('/&hotel=1', today);
    expect(result).toEqual({ ok: false, name: 'hotel', message: 'hotel is not a known filter' });
  });

  it('rejects malformed segments, repeated names and inverted ranges', () => {
    expect(decodeFilterPath('/&view', today)).toMatchObject({ ok: false });
    expect(decodeFilterPath('/&view=', today)).toMatchObject({ ok: false });
    expect(decodeFilterPath('/&view=1&&site=2', today)).toMatchObject({ ok: false });
    expect(decodeFilterPath('/&view=1&view=2', today)).toMatchObject({ ok: false, name: 'view' });
    expect(decodeFilterPath('/&startDate=2026-11-01&endDate=2026-10-01', today)).toMatchObject({
      ok: false,
      name: 'startDate',
    });
  });

  it("encodes the empty selection as '/' and drops empty lists", () => {
    expect(encodeFilterPath({})).toBe('/');
    expect(encodeFilterPath({ site: [] })).toBe('/');
    expect(encodeFilterQuery({ site: [3], view: [1] })).toBe('view=1&site=3');
  });

  const dateArb = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2026-11-22T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const ids = fc.array(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: 1, maxLength: 5 });
  const selectionArb: fc.Arbitrary<FilterSelection> = fc
    .record(
      {
        startDate: dateArb,
        endDate: dateArb,
        property_type: fc.array(fc.constantFrom('HOTEL', 'RESTAURANT', 'SPA'), {
          minLength: 1,
          maxLength: 3,
        }),
        ...Object.fromEntries(
          LIST_FILTER_NAMES.filter((n) => n !== 'property_type').map((n) => [n, ids]),
        ),
      },
      { requiredKeys: [] },
    )
    .map((s) => {
      const sel = s as FilterSelection;
      if (sel.startDate && sel.endDate && sel.startDate > sel.endDate) {
        [sel.startDate, sel.endDate] = [sel.endDate, sel.startDate];
      }
      return sel;
    });

  it('decode(encode(x)) == x for any selection', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        expect(decodeFilterPath(encodeFilterPath(selection), today)).toEqual({
          ok: true,
          selection,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary paths', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const result = decodeFilterPath(`/&${tail}`, today);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('pathSelection', () => {
  it("defaults the dates to the last 30 days of the given today and keeps the path's filters", () => {
    expect(pathSelection('/', '2031-03-31')).toEqual({
      startDate: '2031-03-01',
      endDate: '2031-03-31',
    });
    expect(pathSelection('/&brand=4,7&startDate=2031-01-01', '2031-03-31')).toEqual({
      startDate: '2031-01-01',
      endDate: '2031-03-31',
      brand: [4, 7],
    });
  });

  it('selects nothing but the default dates for an invalid path, or one dated after today', () => {
    for (const path of ['/brand=4', '/&brand=x', '/&endDate=2031-04-01']) {
      expect(pathSelection(path, '2031-03-31'), path).toEqual({
        startDate: '2031-03-01',
        endDate: '2031-03-31',
      });
    }
  });
});
