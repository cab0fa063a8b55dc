import { defineCall } from './api-call.ts';
import { noContentSchema } from './common.ts';
import {
  dismissDuplicateBodySchema,
  listingIdentitySchema,
  listingQuerySchema,
  repointBodySchema,
  viewQuerySchema,
  wrongMatchBodySchema,
  wrongMatchListSchema,
  wrongMatchParamsSchema,
  wrongMatchSchema,
} from './listing-identity.ts';

/**
 * Wrong matches, re-pointing and duplicate listings (issue 8). Every call is scoped to a view the
 * user may open: the audit or property must be in it, otherwise 403.
 */
export const LISTING_IDENTITY_CALLS = {
  markWrongMatch: defineCall({
    id: 'markWrongMatch',
    method: 'POST',
    path: '/dashboard/wrong-matches',
    query: viewQuerySchema,
    body: wrongMatchBodySchema,
    status: 200,
    response: wrongMatchSchema,
    errors: [403, 409],
    description:
      "Marks an audit's snapshot as not this property's listing: it leaves scoring and waits for review; 409 when already marked",
  }),
  listWrongMatches: defineCall({
    id: 'listWrongMatches',
    method: 'GET',
    path: '/dashboard/wrong-matches',
    query: viewQuerySchema,
    status: 200,
    response: wrongMatchListSchema,
    errors: [403],
    description: 'Snapshots of the view left out of scoring as wrong matches, newest first',
  }),
  restoreWrongMatch: defineCall({
    id: 'restoreWrongMatch',
    method: 'POST',
    path: '/dashboard/wrong-matches/:auditId/restore',
    params: wrongMatchParamsSchema,
    query: viewQuerySchema,
    status: 204,
    response: noContentSchema,
    errors: [403, 404],
    description:
      'Puts a wrong-matched snapshot back into scoring, with the later captures of the same URL left out because of it',
  }),
  confirmWrongMatch: defineCall({
    id: 'confirmWrongMatch',
    method: 'POST',
    path: '/dashboard/wrong-matches/:auditId/confirm',
    params: wrongMatchParamsSchema,
    query: viewQuerySchema,
    status: 200,
    response: wrongMatchSchema,
    errors: [403, 404],
    description: 'Confirms a wrong match after review: it stays out of scoring',
  }),
  getListingIdentity: defineCall({
    id: 'getListingIdentity',
    method: 'GET',
    path: '/dashboard/listing-identity',
    tokenAccess: 'read',
    query: listingQuerySchema,
    status: 200,
    response: listingIdentitySchema,
    errors: [403],
    description:
      "The property's listing on a channel (expected URL, id on the channel, where they were last set from and when the listing was last seen), its latest capture and whether that is a wrong match",
  }),
  repointListing: defineCall({
    id: 'repointListing',
    method: 'PUT',
    path: '/dashboard/listing-identity',
    tokenAccess: 'import',
    query: viewQuerySchema,
    body: repointBodySchema,
    status: 200,
    response: listingIdentitySchema,
    errors: [403],
    description:
      "Sets the listing's URL, its id on the channel, or both (a value left out is kept, null clears it); a latest capture from another URL becomes a wrong match. Source MANUAL, REPOINT when that happened, API through a token",
  }),
  dismissDuplicate: defineCall({
    id: 'dismissDuplicate',
    method: 'POST',
    path: '/dashboard/duplicate-listings/dismiss',
    query: viewQuerySchema,
    body: dismissDuplicateBodySchema,
    status: 204,
    response: noContentSchema,
    errors: [403, 404],
    description: '"Not a duplicate": the listing is no longer shown as a duplicate of the property',
  }),
};
