import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDateSchema, queryIdSchema } from './common.ts';
import { filterQuerySchema, filterQueryWith, listFilterQueryShape } from './filter-query.ts';
import { closedObject } from './closed-object.ts';

describe('filter query', () => {
  it('decodes the query string of a data call into a FilterSelection', () => {
    const query = {
      startDate: '2026-10-23',
      endDate: '2026-11-22',
      view: '3',
      property_type: 'HOTEL,SPA',
      site: '104,107',
    };
    expect(filterQuerySchema.parse(query)).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-22',
      view: [3],
      property_type: ['HOTEL', 'SPA'],
      site: [104, 107],
    });
  });

  it('accepts an empty query', () => {
    expect(filterQuerySchema.parse({})).toEqual({});
  });

  it("names the bad filter and says what is wrong with it, in the codec's words", () => {
    const issue = filterQuerySchema.safeParse({ site: '104;107' }).error?.issues[0];
    expect(issue?.path).toEqual(['site']);
    expect(issue?.message).toBe('must be a comma-separated list of integers');
    const date = filterQuerySchema.safeParse({ startDate: '2026-13-01' }).error?.issues[0];
    expect(date).toMatchObject({ path: ['startDate'], message: 'has a month outside 1-12' });
  });

  it('rejects a repeated parameter (the parser gives an array) at its name', () => {
    const issue = filterQuerySchema.safeParse({ view: ['1', '2'] }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['view'], message: 'is given more than once' });
  });

  it('rejects an unknown parameter at its name', () => {
    const issue = filterQuerySchema.safeParse({ hotel: '1' }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['hotel'], message: 'is not a known field' });
  });

  it('rejects a start after the end at startDate', () => {
    const issue = filterQuerySchema.safeParse({ startDate: '2026-11-02', endDate: '2026-11-01' })
      .error?.issues[0];
    expect(issue).toMatchObject({ path: ['startDate'], message: 'startDate is after endDate' });
  });

  it("does not judge future dates: that needs the server's today", () => {
    expect(filterQuerySchema.safeParse({ endDate: '2999-01-01' }).success).toBe(true);
  });

  it('extends with call parameters, coercing integers and keeping strictness', () => {
    const schema = filterQueryWith({ audit: queryIdSchema });
    expect(schema.parse({ property: '12', audit: '981' })).toEqual({ property: [12], audit: 981 });
    expect(schema.safeParse({ property: '12' }).error?.issues[0]?.path).toEqual(['audit']);
    expect(schema.safeParse({ audit: 'x' }).error?.issues[0]).toMatchObject({
      path: ['audit'],
      message: 'must be an integer',
    });
    expect(schema.safeParse({ audit: '1', adit: '1' }).error?.issues[0]?.path).toEqual(['adit']);
  });

  it('offers the list filters alone for calls without dates', () => {
    const schema = closedObject(listFilterQueryShape);
    expect(schema.parse({ site: '1,2' })).toEqual({ site: [1, 2] });
    expect(schema.safeParse({ startDate: '2026-01-01' }).error?.issues[0]?.path).toEqual([
      'startDate',
    ]);
  });

  it('documents every parameter as a string in OpenAPI', () => {
    const json = z.toJSONSchema(filterQuerySchema, { io: 'input' });
    expect(json).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { startDate: { type: 'string' }, site: { type: 'string' } },
    });
  });

  it('checks dates in bodies with the same calendar rule as the filter dates', () => {
    for (const date of ['2026-02-31', '2025-02-29', '2026-04-31', '0000-01-01', '2026-2-3']) {
      expect(isoDateSchema.safeParse(date).success, date).toBe(false);
      expect(filterQuerySchema.safeParse({ startDate: date }).success, date).toBe(false);
    }
    expect(isoDateSchema.safeParse('2026-2-3').error?.issues[0]?.message).toMatch(/YYYY-MM-DD/);
    expect(isoDateSchema.safeParse('2026-02-30').error?.issues[0]?.message).toMatch(
      /not a calendar date/,
    );
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
  });

  it('refuses ids that can name no row', () => {
    for (const site of ['0', '2147483648', '99999999999999999999', '1,0']) {
      const parsed = filterQuerySchema.safeParse({ site });
      expect(parsed.error?.issues[0]?.path, site).toEqual(['site']);
    }
    expect(filterQuerySchema.parse({ site: '2147483647,1' }).site).toEqual([2147483647, 1]);
  });
});
