import { defineCall } from './api-call.ts';
import { opportunitiesQuerySchema, opportunitiesSchema } from './opportunities.ts';

/** The opportunities review: the ranked work list of fixes, scoped to the view it names. */
export const OPPORTUNITY_CALLS = {
  getOpportunities: defineCall({
    id: 'getOpportunities',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/opportunities',
    query: opportunitiesQuerySchema,
    status: 200,
    response: opportunitiesSchema,
    errors: [403],
    description:
      'Pairs of the selection below 100 in the range, ranked by the points fixing each would add ' +
      "to the selection's accuracy, paged",
  }),
} as const;
