import type { z } from 'zod';

/**
 * What a field of a call's schema takes, read from the zod definition and, for strings, from what
 * the schema accepts: a string that takes 2024-02-29 is a date whatever its name or description.
 */
export type FieldKind =
  | { kind: 'object'; fields: Record<string, Field> }
  | { kind: 'array'; element: Field; min: number; max: number }
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'literal'; values: readonly unknown[] }
  | { kind: 'boolean'; fromText: boolean }
  | { kind: 'number'; integer: boolean; min: number; max: number; fromText: boolean }
  | { kind: 'date' | 'month' | 'id-list' | 'name-list' | 'email' | 'url' | 'datetime' }
  | { kind: 'string'; max: number }
  | { kind: 'record'; value: Field }
  | { kind: 'union'; options: Field[] }
  | { kind: 'unknown' };

export interface Field {
  /** The whole field schema, wrappers included, to ask what it accepts. */
  schema: z.ZodType;
  type: FieldKind;
  optional: boolean;
  nullable: boolean;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const bagOf = (schema: unknown) =>
  (schema as { _zod: { bag?: Record<string, unknown> } })._zod.bag ?? {};

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Reads one field: unwraps optional, nullable, default and pipes, then classifies the core. */
export function readField(schema: z.ZodType): Field {
  let optional = accepts(schema, undefined);
  let nullable = false;
  let core: unknown = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(core);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
      core = def.innerType;
    } else if (def.type === 'nullable') {
      nullable = true;
      core = def.innerType;
    } else if (def.type === 'readonly' || def.type === 'catch' || def.type === 'nonoptional') {
      core = def.innerType;
    } else if (def.type === 'pipe') {
      // A preprocess is a transform piped into the real schema; a .transform() is the schema piped
      // into a transform. Either way the side that is not a transform says what to send.
      core = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else break;
  }
  return { schema, type: classify(core as z.ZodType, schema), optional, nullable };
}

function classify(core: z.ZodType, whole: z.ZodType): FieldKind {
  const def = defOf(core);
  const bag = bagOf(core);
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(
          Object.entries(def.shape as Record<string, z.ZodType>).map(([name, field]) => [
            name,
            readField(field),
          ]),
        ),
      };
    case 'array':
      return {
        kind: 'array',
        element: readField(def.element as z.ZodType),
        min: (bag.minimum as number | undefined) ?? 0,
        max: (bag.maximum as number | undefined) ?? Infinity,
      };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries as Record<string, string>) };
    case 'literal':
      return { kind: 'literal', values: def.values as unknown[] };
    case 'boolean':
      return { kind: 'boolean', fromText: Boolean(def.coerce) };
    case 'number':
      return {
        kind: 'number',
        integer:
          bag.format === 'safeint' || bag.format === 'int32' || accepts(whole, 1.5) === false,
        min: (bag.minimum as number | undefined) ?? -Infinity,
        max: (bag.maximum as number | undefined) ?? Infinity,
        fromText: Boolean(def.coerce),
      };
    case 'string':
      return stringKind(whole, bag);
    case 'record':
      return { kind: 'record', value: readField(def.valueType as z.ZodType) };
    case 'union':
      return { kind: 'union', options: (def.options as z.ZodType[]).map(readField) };
    default:
      return { kind: 'unknown' };
  }
}

/** Strings are told apart by what they accept, so a refinement in the domain is found too. */
function stringKind(whole: z.ZodType, bag: Record<string, unknown>): FieldKind {
  if (accepts(whole, '2024-02-29') && !accepts(whole, 'x')) return { kind: 'date' };
  if (accepts(whole, '2024-02') && !accepts(whole, 'x')) return { kind: 'month' };
  if (accepts(whole, '2024-02-29T10:00:00Z') && !accepts(whole, 'x')) return { kind: 'datetime' };
  if (accepts(whole, '1,2') && !accepts(whole, 'x')) return { kind: 'id-list' };
  if (accepts(whole, 'HOTEL,SPA') && accepts(whole, '1') && !accepts(whole, 'a b')) {
    return { kind: 'name-list' };
  }
  if (accepts(whole, 'someone@example.com') && !accepts(whole, 'x')) return { kind: 'email' };
  if (accepts(whole, 'https://example.com/a') && !accepts(whole, 'x')) return { kind: 'url' };
  return { kind: 'string', max: (bag.maximum as number | undefined) ?? Infinity };
}
