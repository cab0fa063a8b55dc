import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema } from './error-response.ts';

describe('error answer', () => {
  it('parses validation and other errors', () => {
    const validation = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'site: must be a comma-separated list of integers',
      field: 'site',
    };
    expect(errorResponseSchema.parse(validation)).toEqual(validation);
    const gone = { statusCode: 410, error: 'Gone', message: 'The link has expired' };
    expect(z.encode(errorResponseSchema, gone)).toEqual(gone);
  });

  it('names the offending field', () => {
    expect(
      errorResponseSchema.safeParse({ statusCode: 200, error: 'OK', message: '' }).error?.issues[0]
        ?.path,
    ).toEqual(['statusCode']);
  });
});
