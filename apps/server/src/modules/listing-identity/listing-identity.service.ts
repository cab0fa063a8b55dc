import type {
  ListingIdentity,
  ListingQuery,
  RepointRequest,
  SessionUser,
  ViewQuery,
} from '@lens/contracts';
import type { ListingSource } from '@lens/domain';
import type pg from 'pg';
import { withTransaction } from '../../db/transaction.ts';
import { retryConflicts } from '../scoring/retry-conflicts.ts';
import { normalizeLink } from '../../engine/index.ts';
import { HttpError } from '../../http/error-handler.ts';
import { insertActivities } from '../activity/activity.queries.ts';
import {
  assertPropertiesInView,
  resolveView,
  type AccessibleView,
} from '../tenancy/view-access.queries.ts';
import { upsertIdentities } from './listing-identities.queries.ts';
import { findListing, channelInView } from './listings.queries.ts';
import { findWrongMatch, latestCapture } from './wrong-matches.queries.ts';
import { markAsWrongMatch } from './wrong-matches.service.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** The same listing whatever the scheme, `www.`, tracking parameters or trailing slash. */
export function sameListingUrl(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return normalizeLink(a)?.value === normalizeLink(b)?.value;
}

async function pairInView(
  db: Queryable,
  user: SessionUser,
  view: number | undefined,
  propertyId: number,
  channelId: number,
): Promise<AccessibleView> {
  const resolved = await resolveView(db, user, view === undefined ? undefined : [view]);
  await assertPropertiesInView(db, resolved, [propertyId]);
  if (!(await channelInView(db, resolved, channelId)))
    throw new HttpError(403, 'You do not have access to this.', 'site');
  return resolved;
}

async function identityOf(
  db: Queryable,
  propertyId: number,
  channelId: number,
): Promise<ListingIdentity> {
  const [listing, latest] = await Promise.all([
    findListing(db, propertyId, channelId),
    latestCapture(db, propertyId, channelId),
  ]);
  const wrongMatch = latest ? await findWrongMatch(db, propertyId, latest.auditId) : null;
  const awaiting =
    listing?.url != null &&
    (!latest || !sameListingUrl(latest.listingUrl, listing.url) || wrongMatch !== null);
  return {
    propertyId,
    siteId: channelId,
    listing: listing && {
      url: listing.url,
      externalId: listing.externalId,
      source: listing.source,
      lastSeenAt: listing.lastSeenAt?.toISOString() ?? null,
      updatedAt: listing.updatedAt.toISOString(),
      updatedBy:
        listing.updatedById === null
          ? null
          : { id: listing.updatedById, name: listing.updatedByName ?? '' },
    },
    latest: latest && { ...latest, wrongMatch },
    awaitingCaptureFrom: awaiting ? listing.url : null,
  };
}

export async function listingIdentity(
  pool: pg.Pool,
  user: SessionUser,
  query: ListingQuery,
): Promise<ListingIdentity> {
  await pairInView(pool, user, query.view, query.property, query.site);
  return identityOf(pool, query.property, query.site);
}

/**
 * Sets the property's listing on the channel: its URL, its id on the channel, or both (a value
 * left out is kept). A latest capture from another URL is not the listing any more: it becomes a
 * wrong match, so the pair scores from its previous valid audit until a capture from the new URL
 * lands, and a person doing so on the page re-points the listing (source REPOINT). Through an API
 * token the source is API.
 */
export async function repointListing(
  pool: pg.Pool,
  user: SessionUser,
  query: ViewQuery,
  body: RepointRequest,
  viaToken: boolean,
): Promise<ListingIdentity> {
  await pairInView(pool, user, query.view, body.property, body.site);
  const comment = body.comment?.trim() || null;
  // Refreshing the pair states may lose a race with another refresh; it is then run again.
  await retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const before = await findListing(tx, body.property, body.site);
      const listingUrl = body.listingUrl === undefined ? (before?.url ?? null) : body.listingUrl;
      const externalId =
        body.externalId === undefined ? (before?.externalId ?? null) : body.externalId;
      const latest = await latestCapture(tx, body.property, body.site);
      const movedAway =
        listingUrl !== null && latest !== null && !sameListingUrl(latest.listingUrl, listingUrl);
      const source: ListingSource = viaToken ? 'API' : movedAway ? 'REPOINT' : 'MANUAL';
      await upsertIdentities(
        tx,
        [
          {
            propertyId: body.property,
            channelId: body.site,
            listingUrl,
            externalId,
            source,
            lastSeenAt: null,
          },
        ],
        user.id,
        false,
      );
      if (movedAway)
        await markAsWrongMatch(
          tx,
          user,
          { propertyId: body.property, auditId: latest.auditId },
          comment ?? `Re-pointed to ${listingUrl}`,
          'REPOINTED',
        );
      await insertActivities(tx, [
        {
          clientId: user.clientId,
          userId: user.id,
          action: 'REPOINT_LISTING',
          propertyId: body.property,
          channelId: body.site,
          details: {
            from: before?.url ?? latest?.listingUrl ?? null,
            to: listingUrl,
            externalId: { from: before?.externalId ?? null, to: externalId },
            source,
            comment,
          },
        },
      ]);
    }),
  );
  return identityOf(pool, body.property, body.site);
}
