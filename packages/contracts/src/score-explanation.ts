import { z } from 'zod';
import {
  characteristicTypeSchema,
  idSchema,
  isoDateSchema,
  isoMonthSchema,
  percentSchema,
  scoreSchema,
} from './common.ts';
import { filterQueryWith } from './filter-query.ts';

/** The dashboard rows a figure can belong to: the filter datasets the widgets list. */
export const EXPLAINED_DATASETS = [
  'property_type',
  'property',
  'site',
  'site_group',
  'channel_group',
  'characteristic',
] as const;
export type ExplainedDataset = (typeof EXPLAINED_DATASETS)[number];

export const EXPLAINED_FIGURES = ['accuracy', 'knockout'] as const;
export type ExplainedFigure = (typeof EXPLAINED_FIGURES)[number];

export const scoreExplanationQuerySchema = filterQueryWith({
  figure: z
    .enum(EXPLAINED_FIGURES)
    .optional()
    .describe('Which number: accuracy (the default) or the knockout share'),
  of: z
    .enum(EXPLAINED_DATASETS)
    .optional()
    .describe(
      'The row the number belongs to (a property, a channel...); none: the whole selection',
    ),
  id: z
    .string()
    .max(64)
    .optional()
    .describe('Id of the row in `of`, as its filter writes it (property_type: HOTEL...)'),
  month: isoMonthSchema
    .optional()
    .describe('A month of the average accuracy list: the figure over that calendar month'),
});
export type ScoreExplanationQuery = z.output<typeof scoreExplanationQuerySchema>;

/** Which number of the widgets page is explained: what a "Why?" button passes on. */
export type ScoreFigureRef = Pick<ScoreExplanationQuery, 'figure' | 'of' | 'id' | 'month'>;

const pointsSchema = z.number().min(0).max(100);

export const explainedCharacteristicSchema = z.object({
  characteristicType: characteristicTypeSchema,
  name: z.string(),
  weight: z.number().nonnegative().describe('Mean weight of its counted results'),
  resultCount: z.int().nonnegative().describe('Results in the audits behind the figure'),
  scoredCount: z.int().nonnegative().describe('Of those, the results that count (non-null)'),
  accuracy: scoreSchema.describe('Mean accuracy of its counted results'),
  lostShare: percentSchema.describe('Its share 0-100 of the points the figure loses below 100'),
  gain: pointsSchema.describe('Points the figure rises by if all its results were at 100'),
});
export type ExplainedCharacteristic = z.infer<typeof explainedCharacteristicSchema>;

export const explainedChannelSchema = z.object({
  siteId: idSchema,
  name: z.string(),
  auditCount: z.int().nonnegative(),
  accuracy: scoreSchema,
  gain: pointsSchema.describe('Points the figure rises by if its audits were all at 100'),
});
export type ExplainedChannel = z.infer<typeof explainedChannelSchema>;

export const knockoutCauseSchema = z.object({
  cause: z.string().describe('A knockout characteristic, or the closed-while-open reason'),
  auditCount: z.int().nonnegative().describe('Knocked-out audits it is a reason of'),
  soleCauseCount: z.int().nonnegative().describe('Of those, the audits it alone knocks out'),
  drop: pointsSchema.describe('Points the knockout share falls by once it is fixed'),
});
export type KnockoutCause = z.infer<typeof knockoutCauseSchema>;

export const improvementSchema = z.object({
  kind: z.enum(['characteristic', 'channel', 'knockout-cause']),
  label: z.string(),
  gain: pointsSchema.describe('Points gained (for knockout: points the share falls by)'),
});
export type Improvement = z.infer<typeof improvementSchema>;

export const explainedAuditSchema = z.object({
  auditId: idSchema,
  propertyId: idSchema,
  propertyName: z.string(),
  siteId: idSchema,
  siteName: z.string(),
  auditDate: isoDateSchema,
  accuracy: scoreSchema.describe(
    'What the audit contributes: its accuracy, or its results on the characteristic',
  ),
  knockout: z.boolean(),
  knockoutReasons: z.array(z.string()),
});
export type ExplainedAudit = z.infer<typeof explainedAuditSchema>;

export const scoreExplanationSchema = z
  .object({
    figure: z.enum(EXPLAINED_FIGURES),
    subject: z.string().describe('What the number is about, e.g. a property name'),
    value: scoreSchema.describe('The number, as the dashboard computes it'),
    basis: z
      .enum(['audits', 'results'])
      .describe(
        'audits: mean of audit accuracies; results: mean of one characteristic\u2019s results',
      ),
    formula: z.string().describe('How the number is computed, in one sentence'),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    auditCount: z.int().nonnegative().describe('(property, channel) pairs behind the number'),
    scoredCount: z
      .int()
      .nonnegative()
      .describe('What the mean divides by: audits with a score, or counted results'),
    knockedOutCount: z.int().nonnegative(),
    characteristics: z.array(explainedCharacteristicSchema).describe('Largest lost share first'),
    channels: z.array(explainedChannelSchema).describe('Largest gain first'),
    knockoutCauses: z.array(knockoutCauseSchema).describe('Largest drop first'),
    improvements: z
      .array(improvementSchema)
      .describe('What would raise the number most (lower it, for knockout), best first'),
    lowestAudits: z.array(explainedAuditSchema).describe('The audits pulling the number down most'),
  })
  .describe('Why a dashboard number is what it is');
export type ScoreExplanation = z.infer<typeof scoreExplanationSchema>;
