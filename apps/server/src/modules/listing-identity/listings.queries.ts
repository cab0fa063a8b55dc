import type { ListingSource } from '@lens/domain';
import type pg from 'pg';
import type { ViewContext } from '../dashboard-data/pair-scope.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface ExpectedListing {
  url: string | null;
  externalId: string | null;
  source: ListingSource;
  lastSeenAt: Date | null;
  updatedAt: Date;
  updatedById: number | null;
  updatedByName: string | null;
}

export async function findListing(
  db: Queryable,
  propertyId: number,
  channelId: number,
): Promise<ExpectedListing | null> {
  const { rows } = await db.query<ExpectedListing>(
    `SELECT l.listing_url AS url, l.external_id AS "externalId", l.source, l.last_seen_at AS "lastSeenAt",
            l.updated_at AS "updatedAt", l.updated_by AS "updatedById", u.name AS "updatedByName"
     FROM property_listings l LEFT JOIN users u ON u.id = l.updated_by
     WHERE l.property_id = $1 AND l.channel_id = $2`,
    [propertyId, channelId],
  );
  return rows[0] ?? null;
}

/** Whether the view shows the channel: all channels, or one of its own. */
export async function channelInView(
  db: Queryable,
  view: ViewContext,
  channelId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM channels WHERE id = $1
       AND ($2::boolean OR id IN (SELECT channel_id FROM view_channels WHERE view_id = $3))`,
    [channelId, view.allChannels, view.id],
  );
  return rows.length > 0;
}
