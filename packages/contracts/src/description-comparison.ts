import { z } from 'zod';
import { statusSchema } from './common.ts';

/**
 * DELETE: text the channel shows but the compared text lacks (yellow in the legend: in channel, not
 * in source). INSERT: text the channel lacks (blue: in source, missing in channel).
 */
export const HIGHLIGHT_TYPES = ['DELETE', 'INSERT'] as const;
export type HighlightType = (typeof HIGHLIGHT_TYPES)[number];

export const descriptionFragmentSchema = z.object({
  text: z.string(),
  highlightType: z
    .enum(HIGHLIGHT_TYPES)
    .nullable()
    .describe('DELETE: in channel but not in source; INSERT: in source but missing in channel'),
});
export type DescriptionFragment = z.infer<typeof descriptionFragmentSchema>;

export const comparedDescriptionSchema = z
  .object({
    header: z.string().nullable(),
    descriptionFragment: z
      .array(descriptionFragmentSchema)
      .describe('The text in order; concatenating the fragments gives it back'),
  })
  .describe('One side of a description comparison');
export type ComparedDescription = z.infer<typeof comparedDescriptionSchema>;

export const descriptionComparisonItemSchema = z
  .object({
    language: z.string().describe('BCP 47 language tag, e.g. en or fr-CA'),
    currentComparedDescription: comparedDescriptionSchema.describe(
      "Left column: the channel's current description",
    ),
    previousComparedDescription: comparedDescriptionSchema
      .nullable()
      .describe(
        "Right column: the channel's previous capture, or in reference-source mode the source " +
          '(PIM / official) description; null when there is nothing to compare with',
      ),
    status: statusSchema,
    canCreateMatchedNote: z.boolean().describe('The item may be flagged for modification'),
    priority: z.int().describe('Lower first'),
  })
  .describe('Description comparison item');
export type DescriptionComparisonItem = z.infer<typeof descriptionComparisonItemSchema>;

export const descriptionSchema = z.object({
  header: z.string().nullable(),
  content: z.string().nullable(),
  priority: z.int(),
});
export type Description = z.infer<typeof descriptionSchema>;

export const mappedDescriptionSchema = z
  .object({
    language: z.string(),
    sourceDescription: descriptionSchema.nullable().describe('Reference (PIM / official) text'),
    channelDescription: descriptionSchema.nullable(),
  })
  .describe('Source and channel description paired for one language');
export type MappedDescription = z.infer<typeof mappedDescriptionSchema>;

export const descriptionWidgetSchema = z
  .object({
    comparedDescriptions: z
      .array(descriptionComparisonItemSchema)
      .describe('Sorted by the server: by priority, items with an empty description last'),
    currentDescription: descriptionSchema.nullable(),
    mappedDescriptions: z.array(mappedDescriptionSchema),
    previousDescription: descriptionSchema.nullable(),
  })
  .describe('Description widget');
export type DescriptionWidget = z.infer<typeof descriptionWidgetSchema>;
