import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodType } from 'zod';

/** As fastify-type-provider-zod resolves it: the schema, or one wrapped as `{ properties }`. */
function contractOf(schema: unknown): ZodType {
  if (schema instanceof ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof ZodType) return wrapped;
  throw new InvalidSchemaError(JSON.stringify(schema));
}

/**
 * Every response is checked against its contract before it is sent. Parsing is tried first: zod
 * compiles it and it is about three times quicker than encoding, which counts on lists of 10,000
 * properties (110 ms against 35 ms at bench scale). A schema with a codec (a JSON string sent as
 * an object) fails to parse the decoded value and is encoded instead; schemas with one-way
 * transforms cannot be encoded at all, so none is used for a response.
 */
export const responseSerializer = ({
  schema,
  method,
  url,
}: {
  schema: unknown;
  method: string;
  url: string;
}) => {
  const contract = contractOf(schema);
  return (data: unknown): string => {
    const parsed = contract.safeParse(data);
    if (parsed.success) return JSON.stringify(parsed.data);
    const encoded = contract.safeEncode(data);
    if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
    return JSON.stringify(encoded.data);
  };
};
