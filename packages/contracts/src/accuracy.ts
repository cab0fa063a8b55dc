import { z } from 'zod';
import {
  characteristicTypeSchema,
  idSchema,
  isoMonthSchema,
  percentSchema,
  scoreSchema,
  siteGroupIdSchema,
} from './common.ts';

export const siteCharacteristicAccuracySchema = z.object({
  characteristicType: characteristicTypeSchema,
  accuracy: scoreSchema,
  resultCount: z.int().nonnegative().describe('Scored results behind the figure'),
});
export type SiteCharacteristicAccuracy = z.infer<typeof siteCharacteristicAccuracySchema>;

export const siteAccuracySchema = z.object({
  siteId: idSchema,
  name: z.string(),
  siteGroupId: siteGroupIdSchema.nullable(),
  icon: z.string().nullable(),
  accuracy: scoreSchema.describe('Accuracy of the channel over all characteristics'),
  characteristics: z
    .array(siteCharacteristicAccuracySchema)
    .describe('One cell per column; a characteristic the channel does not carry is absent'),
});
export type SiteAccuracy = z.infer<typeof siteAccuracySchema>;

export const characteristicsForSitesResponseSchema = z
  .object({
    characteristicTypes: z.array(characteristicTypeSchema).describe('Columns, in display order'),
    sites: z.array(siteAccuracySchema).describe('Rows: one per channel'),
  })
  .describe('Accuracy per channel and characteristic (the characteristics-for-sites matrix)');
export type CharacteristicsForSitesResponse = z.infer<typeof characteristicsForSitesResponseSchema>;

export const scoreBucketSchema = z.object({
  from: z.int().min(0).max(100).describe('Lowest score in the bucket'),
  to: z.int().min(0).max(100).describe('Highest score in the bucket, inclusive'),
  propertyCount: z.int().nonnegative().describe('Properties whose accuracy falls in the bucket'),
});
export type ScoreBucket = z.infer<typeof scoreBucketSchema>;

export const monthlyAccuracySchema = z.object({
  month: isoMonthSchema,
  accuracy: scoreSchema,
  knockout: percentSchema.nullable().describe('Share (0-100) of audits knocked out'),
});
export type MonthlyAccuracy = z.infer<typeof monthlyAccuracySchema>;

export const accuracyScoreIntervalResponseSchema = z
  .object({
    buckets: z
      .array(scoreBucketSchema)
      .describe('Ascending, covering 0-100: 0-59, 60-69, 70-79, 80-89, 90-100'),
    averageAccuracyList: z
      .array(monthlyAccuracySchema)
      .describe('Per month, oldest first; the last entry is current, the one before is previous'),
  })
  .describe('Score distribution of the selected properties and their average accuracy by month');
export type AccuracyScoreIntervalResponse = z.infer<typeof accuracyScoreIntervalResponseSchema>;
