import { NO_COORDINATES } from '@lens/domain';
import { z } from 'zod';
import {
  coordinatesSchema,
  idSchema,
  isoDateSchema,
  propertyStatusNoticeSchema,
  queryIdSchema,
  scoreSchema,
} from './common.ts';
import { filterQueryWith } from './filter-query.ts';

export const mapDataQuerySchema = filterQueryWith({
  audit: queryIdSchema.optional().describe('Audit id: the map of that audit only'),
});
export type MapDataQuery = z.output<typeof mapDataQuerySchema>;

export const mapEntrySchema = z.object({
  id: idSchema.describe('Row id: the audit the figures come from'),
  propertyId: idSchema,
  siteId: idSchema.optional(),
  name: z.string(),
  coordinates: z
    .union([coordinatesSchema, z.literal(NO_COORDINATES), z.null()])
    .describe(
      "Where the channel places the property; 'N/A' or null entries are hidden except in " +
        'hotel-chain mode or for an automated audit',
    ),
  accuracy: scoreSchema,
  contentPro: scoreSchema,
  listingType: z.string().nullable(),
  status: propertyStatusNoticeSchema.nullable(),
  ignored: z.boolean(),
  distanceFromCorrectCoordinatesInMiles: z.number().nonnegative().nullable().optional(),
  lastAuditDate: isoDateSchema.nullable().optional(),
});
export type MapEntry = z.infer<typeof mapEntrySchema>;

export const mapDataResponseSchema = z
  .object({ propertyDetailsFromChannel: z.array(mapEntrySchema) })
  .describe('Map markers: each property as the channels place it');
export type MapDataResponse = z.infer<typeof mapDataResponseSchema>;
