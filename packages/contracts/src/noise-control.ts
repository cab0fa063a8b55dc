import { NOISE_KINDS } from '@lens/domain';
import { z } from 'zod';
import { pageOf, pageQueryWith } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import { characteristicTypeSchema, idSchema, isoDateTimeSchema, queryIdSchema } from './common.ts';

/**
 * Noise control on audit results: accepted variants (a pair of normalised values that scores
 * ACCURATE) and ignores (a result left out until either value changes). Both are the client's,
 * visible and reversible, and recorded in the manager activity.
 */

export const noiseKindSchema = z.enum(NOISE_KINDS, {
  error: `must be one of ${NOISE_KINDS.join(', ')}`,
});

export const noiseMarkSchema = z
  .object({
    kind: noiseKindSchema,
    id: idSchema.describe('The accepted variant or ignore, for undo'),
    characteristic: characteristicTypeSchema,
    allChannels: z.boolean().describe('An accepted variant that holds on every channel'),
    createdBy: z.string().nullable().describe('Who decided'),
    createdAt: isoDateTimeSchema,
  })
  .describe('A decision that applies to one result of the audit');
export type NoiseMark = z.infer<typeof noiseMarkSchema>;

export const auditNoiseResponseSchema = z
  .object({ auditId: idSchema, marks: z.array(noiseMarkSchema) })
  .describe("The accepted variants and ignores that decide the audit's results");
export type AuditNoiseResponse = z.infer<typeof auditNoiseResponseSchema>;

const resultShape = {
  auditId: z.int({ error: 'must be an audit id' }).positive('must be an audit id'),
  characteristic: characteristicTypeSchema,
};

export const acceptVariantBodySchema = closedObject({
  ...resultShape,
  allChannels: z
    .boolean({ error: 'must be true or false' })
    .default(false)
    .describe('Accept the pair on every channel, not only the audit’s'),
}).describe("Accept the result's pair of normalised values as a variant: it scores ACCURATE");
export type AcceptVariantBody = z.input<typeof acceptVariantBodySchema>;

export const ignoreResultBodySchema = closedObject(resultShape).describe(
  'Leave the result out of the scores until either of its values changes',
);
export type IgnoreResultBody = z.input<typeof ignoreResultBodySchema>;

export const noiseIdParamsSchema = z.object({
  id: queryIdSchema.describe('Accepted variant or ignore id'),
});

export const noiseChangeResponseSchema = z
  .object({
    mark: noiseMarkSchema.nullable().describe('The decision made; null once undone'),
    rescored: z.int().min(0).describe('Audits re-scored'),
  })
  .describe('What the decision changed');
export type NoiseChangeResponse = z.infer<typeof noiseChangeResponseSchema>;

export const noiseListQuerySchema = pageQueryWith({
  kind: noiseKindSchema.optional().describe('Only accepted variants or only ignores'),
}).describe(
  'Accepted variants and ignores, newest first; search looks in property names, codes and values',
);
export type NoiseListQuery = z.input<typeof noiseListQuerySchema>;

export const noiseEntrySchema = z.object({
  kind: noiseKindSchema,
  id: idSchema,
  characteristic: characteristicTypeSchema,
  property: z
    .object({ id: idSchema, name: z.string(), code: z.string().nullable() })
    .nullable()
    .describe('Where it was decided'),
  site: z
    .object({ id: idSchema, name: z.string() })
    .nullable()
    .describe('The channel it holds on; null: every channel'),
  auditId: idSchema.nullable(),
  sourceValue: z.string().nullable(),
  channelValue: z.string().nullable(),
  sourceNormalized: z.string().nullable().describe('Accepted variants: the pair that matches'),
  channelNormalized: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type NoiseEntry = z.infer<typeof noiseEntrySchema>;

export const noiseListResponseSchema = pageOf(
  noiseEntrySchema,
  'One page of accepted variants and ignores',
);
export type NoiseListResponse = z.infer<typeof noiseListResponseSchema>;
