import { z } from 'zod';
import {
  characteristicTypeSchema,
  contentMonitorModeSchema,
  coordinatesSchema,
  isoDateSchema,
  percentSchema,
  propertyStatusNoticeSchema,
  propertyTypeSchema,
  scoreSchema,
  siteGroupIdSchema,
} from './common.ts';

/** Ids are integers, except property types, which are also offered by name (HOTEL). */
export const filterOptionIdSchema = z.union([z.int().nonnegative(), z.string().min(1)]);

/** What a filter option may carry (docs/product-rules.md, "Filters"); most fields only some datasets fill. */
const parameterFields = {
  id: filterOptionIdSchema,
  name: z.string(),
  code: z
    .string()
    .nullable()
    .optional()
    .describe('Short code: property code, brand code, chain code...'),
  icon: z
    .string()
    .nullable()
    .optional()
    .describe('Icon name or URL; channels without one get the default planet icon'),
  type: z
    .enum(['option', 'group'])
    .optional()
    .describe("'group' bundles the options listed in children, e.g. the ESSENTIALS group of sites"),
  notAvailable: z
    .boolean()
    .optional()
    .describe('True when no data exists for the option under the other selected filters'),
  coordinates: coordinatesSchema.nullable().optional(),
  accuracy: scoreSchema.optional(),
  knockout: percentSchema
    .nullable()
    .optional()
    .describe('Share (0-100) of the audits knocked out, or null'),
  contentPro: scoreSchema.optional().describe('Content score 0-100, or null'),
  listingType: z
    .string()
    .nullable()
    .optional()
    .describe('Listing tier on the channel; DIAMOND is the premium tier'),
  status: propertyStatusNoticeSchema.nullable().optional(),
  characteristicTypes: z
    .array(characteristicTypeSchema)
    .optional()
    .describe('Characteristics audited for this option'),
  anchor: z
    .string()
    .nullable()
    .optional()
    .describe('Id of the dashboard section the option links to, for scrolling to it'),
  currentAccuracy: scoreSchema.optional(),
  previousMonthAccuracy: scoreSchema
    .optional()
    .describe('Accuracy over the same range shifted back one month'),
  propertyType: propertyTypeSchema.nullable().optional(),
};

/** Groups hold plain options only: nesting stops at one level (ESSENTIALS > sites). */
const groupChildrenSchema = z
  .array(z.object(parameterFields))
  .optional()
  .describe("Options of a 'group'");

export const parameterSchema = z
  .object({ ...parameterFields, children: groupChildrenSchema })
  .describe('Filter option');
export type Parameter = z.infer<typeof parameterSchema>;

/** A view option: a filter option plus the view's mode and content-monitor fields. */
export const viewOptionSchema = z
  .object({
    ...parameterFields,
    supportsEssentials: z.boolean().describe('Sites may be grouped under ESSENTIALS'),
    contentMonitorSummary: z.boolean().describe('The SUMMARY content monitor is offered'),
    contentMonitorDetail: z.boolean().describe('The DETAIL content monitor is offered'),
    lastContentMonitor: contentMonitorModeSchema
      .nullable()
      .describe('Content monitor mode the user chose last, or null before any choice'),
    specificViewType: z
      .string()
      .min(1)
      .nullable()
      .describe('HILTON switches the dashboard to hotel-chain mode; null is the standard mode'),
  })
  .describe('View filter option');
export type ViewOption = z.infer<typeof viewOptionSchema>;

/** Search rank of the listing on the channel when it was captured. */
export const searchRankSchema = z.object({
  pageNumber: z.int().positive().nullable(),
  position: z.int().positive().nullable(),
  level: z
    .string()
    .nullable()
    .describe('Where the listing ranked, e.g. a map pack or an organic list'),
});
export type SearchRank = z.infer<typeof searchRankSchema>;

/** A filter option with the accuracy figures the dataset widgets draw. */
export const accuracyRowSchema = z
  .object({
    ...parameterFields,
    children: groupChildrenSchema,
    accuracyByPropertyType: z
      .partialRecord(propertyTypeSchema, scoreSchema)
      .optional()
      .describe('Accuracy per property type, for options that span several'),
    siteGroupId: siteGroupIdSchema.nullable().optional(),
    value: searchRankSchema.nullable().optional(),
    distanceFromCorrectCoordinatesInMiles: z.number().nonnegative().nullable().optional(),
    ignored: z.boolean().optional().describe('The result is left out of the scores'),
    order: z.int().optional().describe('Display position; lower first'),
    lastAuditDate: isoDateSchema
      .nullable()
      .optional()
      .describe('Newest audit (properties, channels)'),
  })
  .describe('Filter option with its accuracy figures');
export type AccuracyRow = z.infer<typeof accuracyRowSchema>;
