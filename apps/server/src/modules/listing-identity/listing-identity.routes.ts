import { DUPLICATE_LISTING_CALLS, LISTING_IDENTITY_CALLS as CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { dismissDuplicate, duplicateListings } from './duplicates.service.ts';
import { listingIdentity, repointListing } from './listing-identity.service.ts';
import {
  confirmWrongMatchOf,
  markWrongMatch,
  restoreWrongMatch,
  wrongMatchList,
} from './wrong-matches.service.ts';

/** Wrong matches, re-pointing and duplicate listings (issue 8). */
export async function listingIdentityRoutes(app: FastifyInstance): Promise<void> {
  const pool = app.database.pool;
  const options = { onRequest: requireUser, tags: ['listing identity'] };
  registerCall(app, CALLS.markWrongMatch, options, ({ query, body, request }) =>
    markWrongMatch(pool, userOf(request), query, body),
  );
  registerCall(app, CALLS.listWrongMatches, options, ({ query, request }) =>
    wrongMatchList(pool, userOf(request), query),
  );
  registerCall(app, CALLS.restoreWrongMatch, options, ({ params, query, request }) =>
    restoreWrongMatch(pool, userOf(request), params.auditId, query).then(() => undefined),
  );
  registerCall(app, CALLS.confirmWrongMatch, options, ({ params, query, request }) =>
    confirmWrongMatchOf(pool, userOf(request), params.auditId, query),
  );
  registerCall(app, CALLS.getListingIdentity, options, ({ query, request }) =>
    listingIdentity(pool, userOf(request), query),
  );
  registerCall(app, CALLS.repointListing, options, ({ query, body, request }) =>
    // The bearer plugin has already refused a token that is not good for this call.
    repointListing(pool, userOf(request), query, body, request.headers.authorization !== undefined),
  );
  registerCall(app, DUPLICATE_LISTING_CALLS.getDuplicateListings, options, ({ query, request }) =>
    duplicateListings(pool, userOf(request), query),
  );
  registerCall(app, CALLS.dismissDuplicate, options, ({ query, body, request }) =>
    dismissDuplicate(pool, userOf(request), query, body).then(() => undefined),
  );
}
