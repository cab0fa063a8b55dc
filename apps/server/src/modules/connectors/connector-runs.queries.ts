import type { RunListing, RunListingOutcome } from '@lens/contracts';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

/** A page of a run's listing outcomes, with the run's channel (null: no such run). */
export async function runListings(
  db: Queryable,
  runId: number,
  outcome: RunListingOutcome | null,
  page: { limit: number; offset: number },
): Promise<{ items: RunListing[]; total: number } | null> {
  const { rows } = await db.query<RunListing & { total: number }>(
    `SELECT l.property_id AS "propertyId", p.code AS "propertyCode", p.name AS "propertyName",
       l.outcome, l.message, count(*) OVER ()::int AS total
     FROM connector_run_listings l JOIN properties p ON p.id = l.property_id
     WHERE l.run_id = $1 AND ($2::text IS NULL OR l.outcome = $2)
     ORDER BY l.property_id LIMIT $3 OFFSET $4`,
    [runId, outcome, page.limit, page.offset],
  );
  if (rows.length === 0) {
    const { rowCount } = await db.query('SELECT 1 FROM connector_runs WHERE id = $1', [runId]);
    if (!rowCount) return null;
  }
  return {
    items: rows.map(({ total: _total, ...item }) => item),
    total: rows[0]?.total ?? 0,
  };
}

/** Whether a property has a listing to read on the channel. */
export async function listingToCapture(
  db: Queryable,
  channelId: number,
  propertyId: number,
): Promise<'NO_PROPERTY' | 'NO_LISTING' | 'READY'> {
  const { rows } = await db.query<{ readable: boolean | null }>(
    `SELECT (SELECT l.listing_url IS NOT NULL OR l.external_id IS NOT NULL FROM property_listings l
             WHERE l.property_id = p.id AND l.channel_id = $1) AS readable
     FROM properties p WHERE p.id = $2`,
    [channelId, propertyId],
  );
  if (rows.length === 0) return 'NO_PROPERTY';
  return rows[0]!.readable ? 'READY' : 'NO_LISTING';
}
