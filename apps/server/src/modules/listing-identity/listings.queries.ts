import type pg from 'pg';
import type { ViewContext } from '../dashboard-data/pair-scope.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface ExpectedListing {
  url: string | null;
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
    `SELECT l.listing_url AS url, l.updated_at AS "updatedAt", l.updated_by AS "updatedById", u.name AS "updatedByName"
     FROM property_listings l LEFT JOIN users u ON u.id = l.updated_by
     WHERE l.property_id = $1 AND l.channel_id = $2`,
    [propertyId, channelId],
  );
  return rows[0] ?? null;
}

/** Sets the expected listing URL; the channel's own id of the listing is kept as it was. */
export async function upsertListing(
  db: Queryable,
  propertyId: number,
  channelId: number,
  url: string,
  userId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO property_listings (property_id, channel_id, listing_url, updated_at, updated_by)
     VALUES ($1, $2, $3, now(), $4)
     ON CONFLICT (property_id, channel_id) DO UPDATE SET listing_url = excluded.listing_url,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [propertyId, channelId, url, userId],
  );
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
