import type {
  ConnectorKind,
  ConnectorRun,
  ConnectorRunError,
  ConnectorSchedule,
  RunListingOutcome,
} from '@lens/contracts';
import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import type { Connector, ListingToRead } from './connector.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** At most this many failures are kept per run: enough to see what is wrong. */
export const KEPT_ERRORS = 20;

export interface ConnectorRow {
  channelId: number;
  channelName: string;
  kind: ConnectorKind;
  baseUrl: string | null;
  apiKey: string | null;
  schedule: ConnectorSchedule;
  requestsPerMinute: number | null;
  updatedAt: Date | null;
  listings: number;
}

const CONNECTOR_COLUMNS = `
  s.id AS "channelId", s.name AS "channelName", coalesce(c.kind, 'NONE') AS kind,
  c.base_url AS "baseUrl", c.api_key AS "apiKey", c.updated_at AS "updatedAt",
  json_build_object('frequency', coalesce(c.frequency, 'OFF'), 'time', coalesce(c.time, '03:00'),
    'weekday', c.weekday) AS schedule, c.requests_per_minute AS "requestsPerMinute",
  (SELECT count(*)::int FROM property_listings l
   WHERE l.channel_id = s.id AND (l.listing_url IS NOT NULL OR l.external_id IS NOT NULL)) AS listings`;

export async function listConnectorRows(
  db: Queryable,
  channelId?: number,
): Promise<ConnectorRow[]> {
  const { rows } = await db.query<ConnectorRow>(
    `SELECT ${CONNECTOR_COLUMNS}
     FROM channels s LEFT JOIN channel_connectors c ON c.channel_id = s.id
     WHERE $1::int IS NULL OR s.id = $1
     ORDER BY s.name`,
    [channelId ?? null],
  );
  return rows;
}

export async function writeConnector(
  tx: Tx,
  channelId: number,
  values: {
    kind: ConnectorKind;
    baseUrl: string | null;
    /** Undefined keeps the stored key. */
    apiKey: string | null | undefined;
    schedule: ConnectorSchedule;
    /** Undefined keeps the stored rate. */
    requestsPerMinute: number | null | undefined;
  },
  userId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO channel_connectors
       (channel_id, kind, base_url, api_key, frequency, time, weekday, updated_by, updated_at,
        requests_per_minute)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $10)
     ON CONFLICT (channel_id) DO UPDATE SET
       kind = excluded.kind, base_url = excluded.base_url,
       api_key = CASE WHEN $9 THEN channel_connectors.api_key ELSE excluded.api_key END,
       requests_per_minute = CASE WHEN $11 THEN channel_connectors.requests_per_minute
                                  ELSE excluded.requests_per_minute END,
       frequency = excluded.frequency, time = excluded.time, weekday = excluded.weekday,
       updated_by = excluded.updated_by, updated_at = now()`,
    [
      channelId,
      values.kind,
      values.baseUrl,
      values.apiKey ?? null,
      values.schedule.frequency,
      values.schedule.time,
      values.schedule.frequency === 'WEEKLY' ? values.schedule.weekday : null,
      userId,
      values.apiKey === undefined,
      values.requestsPerMinute ?? null,
      values.requestsPerMinute === undefined,
    ],
  );
}

interface RunRow extends Omit<ConnectorRun, 'queuedAt' | 'startedAt' | 'finishedAt'> {
  queuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  cursorPropertyId: number | null;
}

const RUN_COLUMNS = `id::int AS id, channel_id AS "siteId", trigger, status, queued_at AS "queuedAt",
  started_at AS "startedAt", finished_at AS "finishedAt", fetched, landed, unchanged, failed, errors,
  message, property_id AS "propertyId", cursor_property_id AS "cursorPropertyId"`;

export function runOf(row: RunRow): ConnectorRun & { cursorPropertyId: number | null } {
  return {
    ...row,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The latest run of each channel. */
export async function latestRuns(db: Queryable): Promise<Map<number, ConnectorRun>> {
  const { rows } = await db.query<RunRow>(
    `SELECT DISTINCT ON (channel_id) ${RUN_COLUMNS} FROM connector_runs ORDER BY channel_id, id DESC`,
  );
  return new Map(rows.map((row) => [row.siteId, runOf(row)]));
}

/** Queues a run; the partial unique index refuses a second active run of the channel. */
export async function insertRun(
  db: Queryable,
  channelId: number,
  trigger: 'MANUAL' | 'SCHEDULED',
  userId: number | null,
  propertyId: number | null = null,
): Promise<ConnectorRun> {
  const { rows } = await db.query<RunRow>(
    `INSERT INTO connector_runs (channel_id, trigger, started_by, property_id) VALUES ($1, $2, $3, $4)
     RETURNING ${RUN_COLUMNS}`,
    [channelId, trigger, userId, propertyId],
  );
  return runOf(rows[0]!);
}

/** Marks a queued run running (a retried one stays running); null when it is finished or gone. */
export async function claimRun(db: Queryable, runId: number) {
  const { rows } = await db.query<RunRow>(
    `UPDATE connector_runs SET status = 'RUNNING', started_at = coalesce(started_at, now())
     WHERE id = $1 AND status IN ('QUEUED', 'RUNNING') RETURNING ${RUN_COLUMNS}`,
    [runId],
  );
  return rows[0] ? runOf(rows[0]) : null;
}

/**
 * The channel's next listings after `cursor` in property order that have what the connector reads
 * (a URL or an id), with what it needs; only `propertyId`'s, for a "capture now" run.
 */
export async function nextListings(
  db: Queryable,
  channelId: number,
  cursor: number | null,
  limit: number,
  reads: Connector['reads'],
  propertyId: number | null,
): Promise<ListingToRead[]> {
  const { rows } = await db.query<ListingToRead>(
    `SELECT l.property_id AS "propertyId", p.code AS "propertyCode", p.client_id AS "clientId",
       l.channel_id AS "channelId", l.listing_url AS "listingUrl", l.external_id AS "externalId"
     FROM property_listings l JOIN properties p ON p.id = l.property_id
     WHERE l.channel_id = $1 AND ($2::int IS NULL OR l.property_id > $2)
       AND CASE WHEN $4 = 'externalId' THEN l.external_id IS NOT NULL ELSE l.listing_url IS NOT NULL END
       AND ($5::int IS NULL OR l.property_id = $5)
     ORDER BY l.property_id LIMIT $3`,
    [channelId, cursor, limit, reads, propertyId],
  );
  return rows;
}

/** The content of each listing's latest capture on the channel, by property. */
export async function latestContents(
  db: Queryable,
  channelId: number,
  propertyIds: readonly number[],
): Promise<Map<number, unknown>> {
  const { rows } = await db.query<
    Pick<Row<typeof schema.channelSnapshots>, 'content'> & {
      propertyId: number;
    }
  >(
    `SELECT DISTINCT ON (property_id) property_id AS "propertyId", content
     FROM channel_snapshots WHERE channel_id = $1 AND property_id = ANY($2::int[])
     ORDER BY property_id, captured_at DESC`,
    [channelId, propertyIds],
  );
  return new Map(rows.map((row) => [row.propertyId, row.content]));
}

export interface ListingOutcome {
  propertyId: number;
  outcome: RunListingOutcome;
  message: string | null;
}

/**
 * Adds a batch's counts, first failures and listing outcomes and moves the cursor past it, in the
 * batch's transaction (a retried batch overwrites its outcomes rather than counting twice: the
 * cursor moved only if this committed).
 */
export async function recordBatch(
  tx: Tx,
  runId: number,
  batch: {
    fetched: number;
    landed: number;
    unchanged: number;
    errors: ConnectorRunError[];
    outcomes: ListingOutcome[];
    cursor: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO connector_run_listings (run_id, property_id, outcome, message)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[])
     ON CONFLICT (run_id, property_id) DO UPDATE SET outcome = excluded.outcome, message = excluded.message`,
    [
      runId,
      batch.outcomes.map((o) => o.propertyId),
      batch.outcomes.map((o) => o.outcome),
      batch.outcomes.map((o) => o.message),
    ],
  );
  await tx.query(
    `UPDATE connector_runs SET
       fetched = fetched + $2, landed = landed + $3, failed = failed + $4, unchanged = unchanged + $7,
       errors = (SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM (
         SELECT e FROM jsonb_array_elements(errors || $5::jsonb) e LIMIT ${KEPT_ERRORS}) kept),
       cursor_property_id = $6
     WHERE id = $1`,
    [
      runId,
      batch.fetched,
      batch.landed,
      batch.errors.length,
      JSON.stringify(batch.errors),
      batch.cursor,
      batch.unchanged,
    ],
  );
}

export async function finishRun(
  db: Queryable,
  runId: number,
  status: 'SUCCEEDED' | 'FAILED' | 'NO_LISTINGS',
  message: string | null,
): Promise<void> {
  await db.query(
    `UPDATE connector_runs SET status = $2, message = $3, finished_at = now() WHERE id = $1`,
    [runId, status, message],
  );
}

/** Scheduled connectors with when their last scheduled run was queued. */
export async function scheduledConnectors(db: Queryable) {
  const { rows } = await db.query<{
    channelId: number;
    schedule: ConnectorSchedule;
    updatedAt: Date;
    lastScheduled: Date | null;
  }>(
    `SELECT c.channel_id AS "channelId", c.updated_at AS "updatedAt",
       json_build_object('frequency', c.frequency, 'time', c.time, 'weekday', c.weekday) AS schedule,
       (SELECT max(r.queued_at) FROM connector_runs r
        WHERE r.channel_id = c.channel_id AND r.trigger = 'SCHEDULED') AS "lastScheduled"
     FROM channel_connectors c WHERE c.kind <> 'NONE' AND c.frequency <> 'OFF'`,
  );
  return rows;
}

export async function propertyForCapture(db: Queryable, propertyId: number) {
  const { rows } = await db.query<
    Pick<Row<typeof schema.properties>, 'code'> & { clientId: number }
  >('SELECT code, client_id AS "clientId" FROM properties WHERE id = $1', [propertyId]);
  return rows[0] ?? null;
}

export async function channelExists(db: Queryable, channelId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM channels WHERE id = $1', [channelId]);
  return (rowCount ?? 0) > 0;
}

/** The audit a landed snapshot got. */
export async function auditOfSnapshot(
  db: Queryable,
  propertyId: number,
  channelId: number,
  capturedAt: string,
) {
  const { rows } = await db.query<{ id: number; auditDate: string; accuracy: number | null }>(
    `SELECT a.id::int AS id, a.audit_date::text AS "auditDate", a.accuracy
     FROM audits a
       JOIN channel_snapshots s ON s.property_id = a.property_id AND s.id = a.snapshot_id
     WHERE a.property_id = $1 AND s.property_id = $1 AND s.channel_id = $2 AND s.captured_at = $3::timestamptz
     ORDER BY a.id DESC LIMIT 1`,
    [propertyId, channelId, capturedAt],
  );
  return rows[0] ?? null;
}
