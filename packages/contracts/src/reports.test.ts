import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportFileSchema, reportParamsSchema } from './reports.ts';

describe('report download', () => {
  it('takes the report id from the path', () => {
    expect(reportParamsSchema.parse({ reportId: '42' })).toEqual({ reportId: 42 });
    expect(reportParamsSchema.safeParse({ reportId: 'latest' }).error?.issues[0]?.path).toEqual([
      'reportId',
    ]);
  });

  it('documents the answer as a binary file', () => {
    expect(z.toJSONSchema(reportFileSchema, { io: 'output' })).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});
