import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  issuesSummaryQuerySchema,
  issuesSummaryResponseSchema,
  type IssuesSummaryResponse,
} from './issues-summary.ts';

const summary: IssuesSummaryResponse = {
  characteristics: [
    {
      characteristicType: 'PHONE',
      name: 'Phone',
      resultCount: 42,
      propertyCount: 30,
      siteCount: 6,
      statuses: [
        { status: 'INACCURATE', resultCount: 30, propertyCount: 24, siteCount: 5 },
        { status: 'MISSING', resultCount: 12, propertyCount: 10, siteCount: 3 },
      ],
    },
  ],
};

describe('issues summary', () => {
  it('takes the list filters with the channel list, and no dates', () => {
    expect(issuesSummaryQuerySchema.parse({ view: '3', site: '104,107' })).toEqual({
      view: [3],
      site: [104, 107],
    });
    expect(
      issuesSummaryQuerySchema.safeParse({ site: '104', endDate: '2026-11-22' }).error?.issues[0],
    ).toMatchObject({ path: ['endDate'], message: 'is not a known field' });
  });

  it('parses and serialises issues by characteristic and status', () => {
    expect(issuesSummaryResponseSchema.parse(summary)).toEqual(summary);
    expect(z.encode(issuesSummaryResponseSchema, summary)).toEqual(summary);
  });

  it('names a negative count', () => {
    const bad = JSON.parse(JSON.stringify(summary)) as IssuesSummaryResponse;
    bad.characteristics[0]!.statuses[1]!.siteCount = -1;
    expect(issuesSummaryResponseSchema.safeParse(bad).error?.issues[0]?.path).toEqual([
      'characteristics',
      0,
      'statuses',
      1,
      'siteCount',
    ]);
  });
});
