import { DUPLICATE_REASONS } from '@lens/domain';
import { z } from 'zod';
import { closedObject } from './closed-object.ts';
import { coordinatesSchema, idSchema, isoDateTimeSchema, queryIdSchema } from './common.ts';

// Apart from the other listing-identity payloads because the property page's map reads it: the
// first download carries this file only (docs/performance.md, "First download").

export const viewParam = queryIdSchema
  .optional()
  .describe('View the data is read in; the first by default');

export const duplicatesQuerySchema = closedObject({
  view: viewParam,
  property: queryIdSchema,
  site: queryIdSchema.optional().describe('Only this channel'),
});
export type DuplicatesQuery = z.output<typeof duplicatesQuerySchema>;

export const duplicateListingSchema = z.object({
  id: idSchema.describe('Seen-listing id, for dismissing'),
  name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  listingUrl: z.string().nullable(),
  coordinates: coordinatesSchema.nullable(),
  distanceMiles: z.number().min(0).nullable(),
  seenAt: isoDateTimeSchema,
  reasons: z.array(z.enum(DUPLICATE_REASONS)).min(1),
});
export type DuplicateListing = z.infer<typeof duplicateListingSchema>;

export const duplicateListingsSchema = z
  .object({
    propertyId: idSchema,
    coordinates: coordinatesSchema.nullable(),
    channels: z.array(
      z.object({
        site: z.object({ id: idSchema, name: z.string() }),
        duplicates: z.array(duplicateListingSchema).min(1),
      }),
    ),
  })
  .describe('Per channel, the other listings that may be the property, with why each matched');
export type DuplicateListings = z.infer<typeof duplicateListingsSchema>;
