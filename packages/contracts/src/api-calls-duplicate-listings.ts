import { defineCall } from './api-call.ts';
import { duplicateListingsSchema, duplicatesQuerySchema } from './duplicate-listings.ts';

/** The property page's duplicate-listings read, kept apart for the first download. */
export const DUPLICATE_LISTING_CALLS = {
  getDuplicateListings: defineCall({
    id: 'getDuplicateListings',
    method: 'GET',
    path: '/dashboard/duplicate-listings',
    query: duplicatesQuerySchema,
    status: 200,
    response: duplicateListingsSchema,
    errors: [403],
    description:
      "Listings the channels show besides the property's own that look like it (phone, name, address, distance)",
  }),
} as const;
