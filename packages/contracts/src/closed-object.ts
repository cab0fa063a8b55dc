import { z } from 'zod';

/**
 * An object schema that rejects unknown keys with one issue per key whose path is that key.
 * zod's strictObject reports every unknown key in a single issue at the object's own path, so a
 * typo such as `?hotel=1` would reach the error answer as `field: "querystring"` instead of
 * `field: "hotel"`.
 */
export function closedObject<const S extends z.core.$ZodShape>(shape: S) {
  const known = new Set(Object.keys(shape));
  return z.preprocess((input: z.input<z.ZodObject<S, z.core.$strict>>, ctx) => {
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      for (const key of Object.keys(input)) {
        if (!known.has(key)) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'is not a known field', input });
        }
      }
    }
    return input;
  }, z.strictObject(shape));
}
