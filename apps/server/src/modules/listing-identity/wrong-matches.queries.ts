import type { WrongMatch } from '@lens/contracts';
import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import type { ViewContext } from '../dashboard-data/pair-scope.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface NewWrongMatch {
  propertyId: number;
  auditId: number;
  clientId: number;
  comment: string | null;
  cause: 'MARKED' | 'REPOINTED';
  userId: number;
}

export interface MarkedAudit {
  propertyId: number;
  auditId: number;
  channelId: number;
  auditDate: string;
  listingUrl: string | null;
}

/** Records the wrong match; null when the audit already is one. */
export async function insertWrongMatch(tx: Tx, entry: NewWrongMatch): Promise<MarkedAudit | null> {
  const { rows } = await tx.query<MarkedAudit>(
    `INSERT INTO wrong_matches (property_id, audit_id, client_id, channel_id, listing_url, comment, cause, marked_by)
     SELECT a.property_id, a.id, $3, a.channel_id, a.listing_url, $4, $5, $6 FROM audits a
     WHERE a.property_id = $1 AND a.id = $2
     ON CONFLICT (property_id, audit_id) DO NOTHING
     RETURNING property_id AS "propertyId", audit_id AS "auditId", channel_id AS "channelId", listing_url AS "listingUrl",
               (SELECT audit_date::text FROM audits WHERE property_id = $1 AND id = $2) AS "auditDate"`,
    [entry.propertyId, entry.auditId, entry.clientId, entry.comment, entry.cause, entry.userId],
  );
  return rows[0] ?? null;
}

/**
 * Later captures of a wrong-matched URL are the same wrong listing: they are left out as they
 * land, linked to the wrong match that keeps them out. Returns how many were left out.
 */
export async function excludeSameListing(
  tx: Tx,
  landed: ReadonlyArray<{ propertyId: number; auditId: number }>,
): Promise<number> {
  if (landed.length === 0) return 0;
  const { rowCount } = await tx.query(
    `INSERT INTO wrong_matches (property_id, audit_id, client_id, channel_id, listing_url, comment, status, cause,
                                source_audit_id, marked_by)
     SELECT DISTINCT ON (a.property_id, a.id) a.property_id, a.id, w.client_id, a.channel_id, a.listing_url, NULL,
            w.status, 'SAME_LISTING', coalesce(w.source_audit_id, w.audit_id), NULL
     FROM unnest($1::int[], $2::bigint[]) AS l(property_id, id)
     JOIN audits a ON a.property_id = l.property_id AND a.id = l.id
     JOIN wrong_matches w ON w.property_id = a.property_id AND w.channel_id = a.channel_id
                         AND w.listing_url = a.listing_url AND w.audit_id <> a.id
     JOIN audits wa ON wa.property_id = w.property_id AND wa.id = w.audit_id AND wa.audit_date <= a.audit_date
     ORDER BY a.property_id, a.id, wa.audit_date
     ON CONFLICT (property_id, audit_id) DO NOTHING`,
    [landed.map((a) => a.propertyId), landed.map((a) => a.auditId)],
  );
  return rowCount ?? 0;
}

/**
 * Deletes the wrong match and the later captures it kept out; the deleted audits with their
 * dates, so their pairs can be rebuilt.
 */
export async function deleteWrongMatch(
  tx: Tx,
  propertyId: number,
  auditId: number,
): Promise<MarkedAudit[]> {
  const { rows } = await tx.query<MarkedAudit>(
    `DELETE FROM wrong_matches w USING audits a
     WHERE w.property_id = $1 AND (w.audit_id = $2 OR w.source_audit_id = $2)
       AND a.property_id = w.property_id AND a.id = w.audit_id
     RETURNING w.property_id AS "propertyId", w.audit_id AS "auditId", w.channel_id AS "channelId",
               a.audit_date::text AS "auditDate", w.listing_url AS "listingUrl"`,
    [propertyId, auditId],
  );
  return rows;
}

export async function confirmWrongMatch(
  tx: Tx,
  propertyId: number,
  auditId: number,
  userId: number,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE wrong_matches SET status = 'CONFIRMED', reviewed_by = $3, reviewed_at = now()
     WHERE property_id = $1 AND (audit_id = $2 OR source_audit_id = $2)`,
    [propertyId, auditId, userId],
  );
  return (rowCount ?? 0) > 0;
}

const SELECT_WRONG_MATCH = `
  SELECT w.audit_id AS "auditId", p.id AS "propertyId", p.name AS "propertyName", p.code AS "propertyCode",
         s.id AS "channelId", s.name AS "channelName", a.audit_date::text AS "auditDate", a.accuracy,
         w.listing_url AS "listingUrl", w.comment, w.status, w.cause,
         w.marked_by AS "markedById", mu.name AS "markedByName", w.marked_at AS "markedAt",
         w.reviewed_by AS "reviewedById", ru.name AS "reviewedByName", w.reviewed_at AS "reviewedAt"
  FROM wrong_matches w
  JOIN audits a ON a.property_id = w.property_id AND a.id = w.audit_id
  JOIN properties p ON p.id = w.property_id
  JOIN channels s ON s.id = w.channel_id
  LEFT JOIN users mu ON mu.id = w.marked_by
  LEFT JOIN users ru ON ru.id = w.reviewed_by`;

interface WrongMatchRow {
  auditId: number;
  propertyId: number;
  propertyName: string;
  propertyCode: string;
  channelId: number;
  channelName: string;
  auditDate: string;
  accuracy: number | null;
  listingUrl: string | null;
  comment: string | null;
  status: WrongMatch['status'];
  cause: WrongMatch['cause'];
  markedById: number | null;
  markedByName: string | null;
  markedAt: Date;
  reviewedById: number | null;
  reviewedByName: string | null;
  reviewedAt: Date | null;
}

function wrongMatchOf(row: WrongMatchRow): WrongMatch {
  const user = (id: number | null, name: string | null) =>
    id === null ? null : { id, name: name ?? '' };
  return {
    auditId: Number(row.auditId),
    property: { id: row.propertyId, name: row.propertyName, code: row.propertyCode },
    site: { id: row.channelId, name: row.channelName },
    auditDate: row.auditDate,
    accuracy: row.accuracy,
    listingUrl: row.listingUrl,
    comment: row.comment,
    status: row.status,
    cause: row.cause,
    markedBy: user(row.markedById, row.markedByName),
    markedAt: row.markedAt.toISOString(),
    reviewedBy: user(row.reviewedById, row.reviewedByName),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function findWrongMatch(
  db: Queryable,
  propertyId: number,
  auditId: number,
): Promise<WrongMatch | null> {
  const { rows } = await db.query<WrongMatchRow>(
    `${SELECT_WRONG_MATCH} WHERE w.property_id = $1 AND w.audit_id = $2`,
    [propertyId, auditId],
  );
  return rows[0] ? wrongMatchOf(rows[0]) : null;
}

/** The view's wrong matches, newest first; later captures kept out by one are not listed apart. */
export async function listWrongMatches(db: Queryable, view: ViewContext): Promise<WrongMatch[]> {
  const { rows } = await db.query<WrongMatchRow>(
    `${SELECT_WRONG_MATCH}
     WHERE w.client_id = $1 AND w.source_audit_id IS NULL
       AND ($2::boolean OR w.property_id IN (SELECT property_id FROM view_properties WHERE view_id = $3))
       AND ($4::boolean OR w.channel_id IN (SELECT channel_id FROM view_channels WHERE view_id = $3))
     ORDER BY w.marked_at DESC, w.audit_id DESC LIMIT 500`,
    [view.clientId, view.scope.kind === 'ALL', view.id, view.allChannels],
  );
  return rows.map(wrongMatchOf);
}

/** The pair's latest capture, wrong match or not. */
export async function latestCapture(
  db: Queryable,
  propertyId: number,
  channelId: number,
): Promise<{ auditId: number; auditDate: string; listingUrl: string | null } | null> {
  const { rows } = await db.query<{
    auditId: number;
    auditDate: string;
    listingUrl: string | null;
  }>(
    `SELECT id AS "auditId", audit_date::text AS "auditDate", listing_url AS "listingUrl" FROM audits
     WHERE property_id = $1 AND channel_id = $2 ORDER BY audit_date DESC, id DESC LIMIT 1`,
    [propertyId, channelId],
  );
  return rows[0] ? { ...rows[0], auditId: Number(rows[0].auditId) } : null;
}

/** The pair's audits captured after the given one: candidates for being the same wrong listing. */
export async function auditsAfter(
  db: Queryable,
  audit: MarkedAudit,
): Promise<Array<{ propertyId: number; auditId: number }>> {
  const { rows } = await db.query<{ propertyId: number; auditId: number }>(
    `SELECT property_id AS "propertyId", id AS "auditId" FROM audits
     WHERE property_id = $1 AND channel_id = $2 AND (audit_date, id) > ($3::date, $4::bigint)`,
    [audit.propertyId, audit.channelId, audit.auditDate, audit.auditId],
  );
  return rows;
}
