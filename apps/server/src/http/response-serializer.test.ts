import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const serializerOf = (schema: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/dashboard/test' });

describe('response serializer', () => {
  it('sends what the contract allows and drops fields it does not name', () => {
    const serialize = serializerOf(z.object({ id: z.int(), name: z.string() }));
    expect(serialize({ id: 1, name: 'Lakeside', secret: 'kept out' })).toBe(
      '{"id":1,"name":"Lakeside"}',
    );
  });

  it('encodes through codecs: a decoded value is sent in its wire form', () => {
    const json = z.codec(z.string(), z.object({ skipped: z.boolean() }), {
      decode: (text) => JSON.parse(text) as { skipped: boolean },
      encode: (value) => JSON.stringify(value),
    });
    const serialize = serializerOf({ properties: z.object({ history: json }) });
    expect(serialize({ history: { skipped: true } })).toBe('{"history":"{\\"skipped\\":true}"}');
  });

  it('refuses a response that breaks its contract', () => {
    const serialize = serializerOf(z.object({ id: z.int() }));
    expect(() => serialize({ id: 'one' })).toThrow(ResponseSerializationError);
  });
});
