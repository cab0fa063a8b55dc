import { z } from 'zod';
import { characteristicNotesSchema, generalWidgetSchema } from './audit-characteristics.ts';
import {
  amenitiesWidgetSchema,
  amenityReplacementSchema,
  deflaggingWidgetSchema,
  fetchedTagsWidgetSchema,
  locationWidgetSchema,
} from './audit-widgets.ts';
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  projectTypeSchema,
  propertyStatusNoticeSchema,
  queryIdSchema,
} from './common.ts';
import { descriptionWidgetSchema } from './description-comparison.ts';
import { filterQueryWith } from './filter-query.ts';
import { gdsRatesWidgetSchema } from './gds-rates.ts';
import { meetingRoomsWidgetSchema } from './meeting-rooms.ts';

/** Queries naming one audit, for the details, the notes and the map of that audit. */
export const auditQuerySchema = filterQueryWith({
  audit: queryIdSchema.describe('Audit id, from the last-audit call'),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditDetailsSchema = z
  .object({
    auditId: idSchema,
    propertyId: idSchema,
    siteId: idSchema,
    siteName: z.string(),
    projectType: projectTypeSchema,
    auditDate: isoDateSchema,
    engineVersion: z
      .int()
      .min(0)
      .describe('Version of the audit engine that scored the results; 0 before it was recorded'),
    scoredAt: isoDateTimeSchema
      .nullable()
      .describe('When the results were last scored; null before it was recorded'),
    status: propertyStatusNoticeSchema.nullable().describe('Status notice of the property'),
    generalWidgetDashboardDto: generalWidgetSchema,
    amenitiesWidgetDashboardDto: amenitiesWidgetSchema.nullable(),
    locationWidgetDashboardDto: locationWidgetSchema.nullable(),
    descriptionWidgetDashboardDto: descriptionWidgetSchema.nullable(),
    deflaggingDashboardDto: deflaggingWidgetSchema,
    fetchedTagsDashboardDto: fetchedTagsWidgetSchema.nullable(),
    commentsSection: z.array(characteristicNotesSchema),
    resolvedIssuesSection: z.array(characteristicNotesSchema),
    addAmenities: z.array(z.string()).describe('Amenities to add on the channel'),
    removeAmenities: z.array(z.string()).describe('Amenities to remove from the channel'),
    replaceAmenities: z.array(amenityReplacementSchema).describe('Amenities to rename'),
    meetingRoomsDashboardDto: meetingRoomsWidgetSchema
      .nullable()
      .optional()
      .describe('Hotel-chain views only'),
    gdsRatesDashboardDto: gdsRatesWidgetSchema
      .nullable()
      .optional()
      .describe('Hotel-chain views on GDS channels only'),
  })
  .describe('Audit details: everything the channel page draws for one audit');
export type AuditDetails = z.infer<typeof auditDetailsSchema>;
