import type { ListingIdentityFields, ListingSource } from '@lens/domain';
import type { Tx } from '../../db/transaction.ts';

export interface IdentityWrite {
  propertyId: number;
  channelId: number;
  listingUrl: string | null;
  externalId: string | null;
  source: ListingSource;
  lastSeenAt: string | null;
}

/**
 * Writes identities, one per pair, keeping a later last-seen time; with `keepMissing` a null URL
 * or id keeps the stored one instead of clearing it. Returns how many rows changed, so an import
 * that repeats stored rows changes nothing.
 */
export async function upsertIdentities(
  tx: Tx,
  writes: readonly IdentityWrite[],
  userId: number | null,
  keepMissing: boolean,
): Promise<number> {
  if (writes.length === 0) return 0;
  const { rowCount } = await tx.query(
    `INSERT INTO property_listings AS l (property_id, channel_id, listing_url, external_id, source, last_seen_at,
                                        updated_at, updated_by)
     SELECT property_id, channel_id, listing_url, external_id, source::listing_source, last_seen_at, now(), $2
     FROM jsonb_to_recordset($1::jsonb) AS e(property_id int, channel_id int, listing_url text, external_id text,
          source text, last_seen_at timestamptz)
     ON CONFLICT (property_id, channel_id) DO UPDATE SET
       listing_url = CASE WHEN $3 THEN coalesce(excluded.listing_url, l.listing_url) ELSE excluded.listing_url END,
       external_id = CASE WHEN $3 THEN coalesce(excluded.external_id, l.external_id) ELSE excluded.external_id END,
       source = excluded.source,
       last_seen_at = greatest(excluded.last_seen_at, l.last_seen_at),
       updated_at = excluded.updated_at,
       -- A capture dating a person's identity keeps who set it.
       updated_by = coalesce(excluded.updated_by, CASE WHEN excluded.source = l.source THEN l.updated_by END)
     WHERE (l.listing_url, l.external_id, l.source, l.last_seen_at) IS DISTINCT FROM
           (CASE WHEN $3 THEN coalesce(excluded.listing_url, l.listing_url) ELSE excluded.listing_url END,
            CASE WHEN $3 THEN coalesce(excluded.external_id, l.external_id) ELSE excluded.external_id END,
            excluded.source, greatest(excluded.last_seen_at, l.last_seen_at))`,
    [
      JSON.stringify(
        writes.map((w) => ({
          property_id: w.propertyId,
          channel_id: w.channelId,
          listing_url: w.listingUrl,
          external_id: w.externalId,
          source: w.source,
          last_seen_at: w.lastSeenAt,
        })),
      ),
      userId,
      keepMissing,
    ],
  );
  return rowCount ?? 0;
}

export type StoredIdentity = ListingIdentityFields & { propertyId: number; channelId: number };

/** The stored identities of the pairs, for the rule that decides what a capture changes. */
export async function identitiesOf(
  tx: Tx,
  pairs: ReadonlyArray<{ propertyId: number; channelId: number }>,
): Promise<StoredIdentity[]> {
  if (pairs.length === 0) return [];
  const { rows } = await tx.query<StoredIdentity>(
    `SELECT l.property_id AS "propertyId", l.channel_id AS "channelId", l.listing_url AS "listingUrl",
            l.external_id AS "externalId", l.source,
            to_char(l.last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastSeenAt"
     FROM property_listings l
     JOIN unnest($1::int[], $2::int[]) AS p(property_id, channel_id)
       ON p.property_id = l.property_id AND p.channel_id = l.channel_id`,
    [pairs.map((p) => p.propertyId), pairs.map((p) => p.channelId)],
  );
  return rows;
}

/** Which of the landed audits are left out as wrong matches: their URL is not the listing. */
export async function wrongMatchedAuditIds(
  tx: Tx,
  landed: ReadonlyArray<{ propertyId: number; auditId: number }>,
): Promise<Set<number>> {
  const { rows } = await tx.query<{ auditId: number }>(
    `SELECT w.audit_id AS "auditId" FROM wrong_matches w
     JOIN unnest($1::int[], $2::bigint[]) AS l(property_id, id)
       ON w.property_id = l.property_id AND w.audit_id = l.id`,
    [landed.map((a) => a.propertyId), landed.map((a) => a.auditId)],
  );
  return new Set(rows.map((row) => Number(row.auditId)));
}

/**
 * A capture marked as not the property's: an identity only a capture set at its URL loses that
 * URL (and the row goes when nothing is left), so the panel does not await the wrong listing.
 */
export async function forgetCapturedUrl(
  tx: Tx,
  pair: { propertyId: number; channelId: number; listingUrl: string | null },
): Promise<void> {
  if (pair.listingUrl === null) return;
  const params = [pair.propertyId, pair.channelId, pair.listingUrl];
  const owned = `property_id = $1 AND channel_id = $2 AND source = 'SNAPSHOT' AND listing_url = $3`;
  await tx.query(`DELETE FROM property_listings WHERE ${owned} AND external_id IS NULL`, params);
  await tx.query(`UPDATE property_listings SET listing_url = NULL WHERE ${owned}`, params);
}
