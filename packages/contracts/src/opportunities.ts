import { z } from 'zod';
import {
  characteristicTypeSchema,
  idSchema,
  isoDateSchema,
  siteGroupIdSchema,
  statusSchema,
} from './common.ts';
import { filterQueryWith } from './filter-query.ts';

/**
 * The opportunities review (docs/product-rules.md, "Opportunities"): the (property, channel) pairs
 * of a selection whose latest audit in the range is below 100, ranked by what fixing each would
 * add to the selection's accuracy.
 */

export const OPPORTUNITY_SORTS = ['gain', 'accuracy', 'property'] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The order a column sorts in when it is first chosen: the largest gain, the lowest accuracy. */
export const DEFAULT_SORT_ORDER: Record<OpportunitySort, SortOrder> = {
  gain: 'desc',
  accuracy: 'asc',
  property: 'asc',
};

export const OPPORTUNITIES_PAGE_SIZE = 25;
/**
 * Large enough for the export to read a chain's ranking in a few calls: each call reads the
 * selection's pairs once, so a hundred calls of 100 would read them a hundred times.
 */
export const MAX_OPPORTUNITIES_PAGE_SIZE = 1000;

const wholeNumber = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`);

export const opportunitiesQuerySchema = filterQueryWith({
  sort: z
    .enum(OPPORTUNITY_SORTS, { error: `must be one of ${OPPORTUNITY_SORTS.join(', ')}` })
    .default('gain')
    .describe('Column the list is ordered by; ties keep the ranking by gain'),
  order: z
    .enum(SORT_ORDERS, { error: 'must be asc or desc' })
    .optional()
    .describe("Direction; the column's own when left out (gain: desc, accuracy and property: asc)"),
  page: wholeNumber('page').pipe(z.int().min(1, 'must be 1 or more')).default(1),
  pageSize: wholeNumber('pageSize')
    .pipe(
      z
        .int()
        .min(1, 'must be 1 or more')
        .max(MAX_OPPORTUNITIES_PAGE_SIZE, `must be at most ${MAX_OPPORTUNITIES_PAGE_SIZE}`),
    )
    .default(OPPORTUNITIES_PAGE_SIZE),
}).describe('Filter selection, named as in the widgets-page URL, with the order and the page');
export type OpportunitiesQuery = z.input<typeof opportunitiesQuerySchema>;
export type OpportunitiesFilter = z.output<typeof opportunitiesQuerySchema>;

export const openIssueSchema = z.object({
  characteristic: characteristicTypeSchema,
  status: statusSchema,
});
export type OpenIssue = z.infer<typeof openIssueSchema>;

export const opportunitySchema = z.object({
  rank: z.int().min(1).describe('Position in the ranking by gain, whatever the order asked'),
  property: z.object({ id: idSchema, name: z.string(), code: z.string() }),
  site: z.object({ id: idSchema, name: z.string(), siteGroupId: siteGroupIdSchema }),
  auditId: idSchema.describe('The latest audit of the pair in the range'),
  auditDate: isoDateSchema,
  accuracy: z.number().min(0).max(100),
  issues: z.array(openIssueSchema).describe('Results of that audit shown red or yellow'),
  gain: z
    .number()
    .min(0)
    .describe("Points the selection's accuracy would rise if this pair were at 100"),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunitiesSchema = z
  .object({
    items: z.array(opportunitySchema),
    total: z.int().min(0).describe('Pairs below 100, on all pages'),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    scoredPairs: z.int().min(0).describe('Scored pairs of the selection, the gain is shared over'),
    accuracy: z.number().nullable().describe("The selection's accuracy now, null when unscored"),
  })
  .describe('One page of the fixes that would raise the selection most');
export type Opportunities = z.infer<typeof opportunitiesSchema>;
