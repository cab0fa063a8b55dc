import { z } from 'zod';
import { closedObject } from './closed-object.ts';
import { characteristicTypeSchema, statusSchema } from './common.ts';
import { listFilterQueryShape } from './filter-query.ts';

/** The issues summary covers every audit's latest state, so it takes no date range. */
export const issuesSummaryQuerySchema = closedObject(listFilterQueryShape).describe(
  'Filter selection without dates; site carries the channel list',
);
export type IssuesSummaryQuery = z.output<typeof issuesSummaryQuerySchema>;

const counts = {
  resultCount: z.int().nonnegative().describe('Audit results'),
  propertyCount: z.int().nonnegative().describe('Distinct properties'),
  siteCount: z.int().nonnegative().describe('Distinct channels'),
};

export const issueStatusCountSchema = z.object({ status: statusSchema, ...counts });
export type IssueStatusCount = z.infer<typeof issueStatusCountSchema>;

export const characteristicIssuesSchema = z.object({
  characteristicType: characteristicTypeSchema,
  name: z.string(),
  ...counts,
  statuses: z.array(issueStatusCountSchema).describe('Most results first'),
});
export type CharacteristicIssues = z.infer<typeof characteristicIssuesSchema>;

export const issuesSummaryResponseSchema = z
  .object({
    characteristics: z
      .array(characteristicIssuesSchema)
      .describe('Characteristics with at least one issue, most results first'),
  })
  .describe('Issues (results that are not accurate) grouped by characteristic and status');
export type IssuesSummaryResponse = z.infer<typeof issuesSummaryResponseSchema>;
