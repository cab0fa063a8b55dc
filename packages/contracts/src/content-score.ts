import { z } from 'zod';
import { closedObject } from './closed-object.ts';
import { idSchema, isoDateSchema, percentSchema, scoreSchema } from './common.ts';
import { checkDateOrder } from './filter-query.ts';

export const contentScoreRequestSchema = closedObject({
  propertyId: idSchema,
  webSiteId: idSchema.describe('Channel (site) id'),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
})
  .superRefine(checkDateOrder)
  .describe('Content score of one property on one channel over a date range');
export type ContentScoreRequest = z.output<typeof contentScoreRequestSchema>;

/** What the content score is made of (docs/architecture.md, "What the scores mean"). */
export const CONTENT_SCORE_COMPONENTS = [
  'photos',
  'descriptionLength',
  'amenitiesCoverage',
  'links',
] as const;
export type ContentScoreComponentName = (typeof CONTENT_SCORE_COMPONENTS)[number];

export const contentScoreComponentSchema = z.object({
  name: z.enum(CONTENT_SCORE_COMPONENTS),
  score: scoreSchema,
  weight: z.number().min(0).max(1).describe('Share of the total; the weights add up to 1'),
  detail: z.string().describe('Why, e.g. "18 photos, 25 expected"'),
});
export type ContentScoreComponent = z.infer<typeof contentScoreComponentSchema>;

export const contentScoreResponseSchema = z
  .object({
    contentScore: percentSchema.nullable().describe('0-100; null when the channel was not audited'),
    components: z.array(contentScoreComponentSchema),
  })
  .describe('Content score (contentPro): completeness of the listing on the channel');
export type ContentScoreResponse = z.infer<typeof contentScoreResponseSchema>;
