import { LIST_FILTER_NAMES, type ListFilterName } from '@lens/domain';
import { z } from 'zod';
import { closedObject } from './closed-object.ts';
import {
  contentMonitorModeSchema,
  idSchema,
  isoDateSchema,
  propertyTypeSchema,
  queryBooleanSchema,
  queryIdSchema,
} from './common.ts';
import { accuracyRowSchema, parameterSchema, viewOptionSchema } from './filter-options.ts';
import { filterQuerySchema, filterQueryWith } from './filter-query.ts';

/** The view has its own call (`/dashboard/data/filter/view`), so the generic ones never take it. */
export const NON_VIEW_FILTER_NAMES = LIST_FILTER_NAMES.filter(
  (name): name is Exclude<ListFilterName, 'view'> => name !== 'view',
);

export const filterNameParamsSchema = z.object({
  filterName: z.enum(NON_VIEW_FILTER_NAMES).describe('Filter dataset whose options are wanted'),
});
export type FilterNameParams = z.infer<typeof filterNameParamsSchema>;

export const filterValuesQuerySchema = filterQueryWith({
  needAllValues: queryBooleanSchema
    .optional()
    .describe(
      'Accepted from older clients and changes nothing: every value the user may see is ' +
        'availableValues and notAvailableValues together, each sent once',
    ),
}).describe('Current filter selection; the dataset asked for is judged against the others');
export type FilterValuesQuery = z.output<typeof filterValuesQuerySchema>;

export const filterValuesResponseSchema = z
  .object({
    availableValues: z
      .array(parameterSchema)
      .describe('Options with data under all the other selected filters'),
    notAvailableValues: z
      .array(parameterSchema)
      .describe('Options the user may see but that have no data under the other filters'),
  })
  .describe('Options of one filter dataset');
export type FilterValuesResponse = z.infer<typeof filterValuesResponseSchema>;

export const viewFilterResponseSchema = z
  .object({
    availableFilters: z.array(viewOptionSchema),
    notAvailableFilters: z.array(viewOptionSchema),
  })
  .describe('Views the user may open, with their presentation settings');
export type ViewFilterResponse = z.infer<typeof viewFilterResponseSchema>;

export const datasetParamsSchema = z.object({
  dataset: z.enum(NON_VIEW_FILTER_NAMES).describe('Dataset whose accuracy rows are wanted'),
});
export type DatasetParams = z.infer<typeof datasetParamsSchema>;

/**
 * The hotel-chain mode's `&characteristic={id}` is the characteristic filter itself, narrowed to
 * one characteristic, so the plain filter query covers it.
 */
export const datasetQuerySchema = filterQuerySchema;
export type DatasetQuery = z.output<typeof datasetQuerySchema>;

export const datasetAccuracyResponseSchema = z
  .object({
    availableFilters: z
      .array(accuracyRowSchema)
      .describe('One row per option of the dataset (property, channel, category...) with figures'),
  })
  .describe('Accuracy figures per option of one dataset');
export type DatasetAccuracyResponse = z.infer<typeof datasetAccuracyResponseSchema>;

export const essentialsSitesResponseSchema = z
  .array(parameterSchema)
  .describe('Sites of the ESSENTIALS group of the selected view');
export type EssentialsSitesResponse = z.infer<typeof essentialsSitesResponseSchema>;

export const bestPropertyQuerySchema = closedObject({ viewId: queryIdSchema });
export type BestPropertyQuery = z.output<typeof bestPropertyQuerySchema>;

export const bestPropertySchema = z.object({
  propertyId: idSchema,
  propertyType: propertyTypeSchema,
  siteId: idSchema,
});
export type BestProperty = z.infer<typeof bestPropertySchema>;

export const bestPropertiesResponseSchema = z
  .array(bestPropertySchema)
  .describe('Property and channel per property type that the onboarding tour opens as examples');
export type BestPropertiesResponse = z.infer<typeof bestPropertiesResponseSchema>;

export const updateLastContentMonitorQuerySchema = closedObject({
  id: queryIdSchema.describe('View id'),
  contentMonitor: contentMonitorModeSchema,
});
export type UpdateLastContentMonitorQuery = z.output<typeof updateLastContentMonitorQuerySchema>;

export const currentDateResponseSchema = isoDateSchema.describe(
  'Today on the server\'s calendar as a JSON string, e.g. "2026-11-22": the end of the default ' +
    'date range',
);
export type CurrentDateResponse = z.infer<typeof currentDateResponseSchema>;
