import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closedObject } from './closed-object.ts';

const schema = closedObject({ email: z.string(), count: z.number().optional() });

describe('closedObject', () => {
  it('accepts the known keys', () => {
    expect(schema.parse({ email: 'a@b.c' })).toEqual({ email: 'a@b.c' });
  });

  it('names each unknown key in its own issue path', () => {
    const issues = schema.safeParse({ email: 'a@b.c', emial: 'x', extra: 1 }).error?.issues;
    expect(issues?.map((issue) => issue.path)).toEqual([['emial'], ['extra']]);
    expect(issues?.[0]?.message).toBe('is not a known field');
  });

  it('accepts objects without a prototype, as query-string parsers build them', () => {
    const query = Object.assign(Object.create(null) as object, { email: 'a@b.c' });
    expect(schema.safeParse(query).success).toBe(true);
  });

  it('still reports wrong types of known keys at their path', () => {
    expect(schema.safeParse({ email: 3 }).error?.issues[0]?.path).toEqual(['email']);
  });

  it('documents itself as a closed object in JSON Schema', () => {
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({
      type: 'object',
      required: ['email'],
      additionalProperties: false,
    });
  });
});
