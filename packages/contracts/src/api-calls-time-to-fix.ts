import { defineCall } from './api-call.ts';
import { filterQuerySchema } from './filter-query.ts';
import { timeToFixResponseSchema } from './time-to-fix.ts';

/** The overview's time-to-fix read, kept out of the change-request calls for the first download. */
export const TIME_TO_FIX_CALLS = {
  getTimeToFix: defineCall({
    id: 'getTimeToFix',
    method: 'GET',
    path: '/dashboard/change-requests/time-to-fix',
    query: filterQuerySchema,
    status: 200,
    response: timeToFixResponseSchema,
    errors: [403],
    description: 'Median and p90 days to confirmation per channel, over the selection and range',
  }),
} as const;
