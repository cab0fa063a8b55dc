import { z } from 'zod';
import { coordinatesSchema, scoreSchema, statusSchema } from './common.ts';

export const amenityResultSchema = z.object({
  name: z.string(),
  status: statusSchema,
  canCreateMatchedNote: z.boolean().describe('The amenity may be flagged for modification'),
});
export type AmenityResult = z.infer<typeof amenityResultSchema>;

export const amenitiesWidgetSchema = z
  .object({
    status: statusSchema.nullable().describe('Status of the Amenities characteristic'),
    accuracy: scoreSchema,
    present: z.array(amenityResultSchema).describe('In the source and on the channel'),
    missing: z.array(amenityResultSchema).describe('In the source, missing on the channel'),
    extra: z.array(amenityResultSchema).describe('On the channel, not in the source'),
  })
  .describe('Amenities widget');
export type AmenitiesWidget = z.infer<typeof amenitiesWidgetSchema>;

export const locationWidgetSchema = z
  .object({
    sourceCoordinates: coordinatesSchema.nullable(),
    channelCoordinates: coordinatesSchema.nullable(),
    distanceFromCorrectCoordinatesInMiles: z.number().nonnegative().nullable(),
    status: statusSchema.nullable().describe('Status of the Geo Coordinates characteristic'),
  })
  .describe('Location widget');
export type LocationWidget = z.infer<typeof locationWidgetSchema>;

export const deflaggingWidgetSchema = z.object({
  deflagging: z
    .string()
    .nullable()
    .describe('Deflagging type, the key the dashboard looks its text up by; null when none'),
});
export type DeflaggingWidget = z.infer<typeof deflaggingWidgetSchema>;

export const fetchedTagsWidgetSchema = z
  .object({
    tagsStat: z
      .record(z.string(), z.int().nonnegative())
      .describe('Photos per tag, e.g. { "room": 12, "on-site": 4 }'),
    photoCount: z.int().nonnegative(),
  })
  .describe('Photo tags fetched from the channel');
export type FetchedTagsWidget = z.infer<typeof fetchedTagsWidgetSchema>;

export const amenityReplacementSchema = z.object({ from: z.string(), to: z.string() });
export type AmenityReplacement = z.infer<typeof amenityReplacementSchema>;
