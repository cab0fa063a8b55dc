import {
  type CaptureBody,
  type CaptureResult,
  type ChannelConnector,
  type ConnectorListResponse,
  type ConnectorRun,
  type SaveConnectorBody,
} from '@lens/contracts';
import type pg from 'pg';
import { isUniqueViolation } from '../../db/constraint-violation.ts';
import { retryConflicts } from '../scoring/retry-conflicts.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { checkedRecord, landSnapshots } from './connector-landing.ts';
import { connectorRunJob } from './connector-run.job.ts';
import { ConnectorError, type ListingToRead } from './connector.ts';
import {
  auditOfSnapshot,
  insertRun,
  latestRuns,
  listConnectorRows,
  propertyForCapture,
  channelExists,
  writeConnector,
  type ConnectorRow,
} from './connectors.queries.ts';
import type { FetchPolicy } from './safe-fetch.ts';
import { SchemaOrgConnector } from './schema-org.connector.ts';

function view(row: ConnectorRow, lastRun: ConnectorRun | null): ChannelConnector {
  return {
    siteId: row.channelId,
    siteName: row.channelName,
    kind: row.kind,
    baseUrl: row.baseUrl,
    apiKeySet: row.apiKey !== null,
    schedule: row.schedule,
    requestsPerMinute: row.requestsPerMinute,
    listings: row.listings,
    lastRun,
  };
}

export async function listConnectors(pool: pg.Pool): Promise<ConnectorListResponse> {
  const [rows, runs] = await Promise.all([listConnectorRows(pool), latestRuns(pool)]);
  return { items: rows.map((row) => view(row, runs.get(row.channelId) ?? null)) };
}

async function connectorView(pool: pg.Pool, channelId: number): Promise<ChannelConnector> {
  const [row] = await listConnectorRows(pool, channelId);
  if (!row) throw new HttpError(404, 'No channel has this id.');
  return view(row, (await latestRuns(pool)).get(channelId) ?? null);
}

/** Saves a channel's connector; the API key is stored sealed (SECRETS_KEY) and never answered. */
export async function saveConnector(
  pool: pg.Pool,
  box: SecretBox,
  channelId: number,
  body: SaveConnectorBody,
  userId: number,
): Promise<ChannelConnector> {
  await withTransaction(pool, async (tx) => {
    if (!(await channelExists(tx, channelId))) throw new HttpError(404, 'No channel has this id.');
    await writeConnector(
      tx,
      channelId,
      {
        kind: body.kind,
        baseUrl: body.kind === 'PLACES_DETAILS' ? (body.baseUrl ?? null) : null,
        apiKey: body.kind !== 'PLACES_DETAILS' ? null : body.apiKey && box.seal(body.apiKey),
        schedule: { ...body.schedule, weekday: body.schedule.weekday ?? null },
        requestsPerMinute: body.requestsPerMinute,
      },
      userId,
    );
  });
  return connectorView(pool, channelId);
}

/**
 * Queues a run of the channel's connector, over one property's listing when `propertyId` is
 * given; one channel never has two runs at once (409).
 */
export async function queueRun(
  pool: pg.Pool,
  channelId: number,
  trigger: 'MANUAL' | 'SCHEDULED',
  userId: number | null,
  propertyId: number | null = null,
): Promise<ConnectorRun> {
  return withTransaction(pool, async (tx) => {
    const [row] = await listConnectorRows(tx, channelId);
    if (!row) throw new HttpError(404, 'No channel has this id.');
    if (row.kind === 'NONE')
      throw new HttpError(409, 'The channel has no connector: choose one and save first.');
    const queued = await insertRun(tx, channelId, trigger, userId, propertyId).catch(
      (error: unknown) => {
        if (isUniqueViolation(error, 'connector_runs_active_key'))
          throw new HttpError(409, 'A run of this channel is already queued or running.');
        throw error;
      },
    );
    await enqueue(
      tx,
      connectorRunJob,
      { runId: queued.id },
      { jobKey: `connector-run:${queued.id}` },
    );
    return queued;
  });
}

/** Reads one page's schema.org JSON-LD now and lands it as the property's snapshot on the channel. */
export async function captureFromUrl(
  pool: pg.Pool,
  policy: FetchPolicy,
  body: CaptureBody,
): Promise<CaptureResult> {
  const property = await propertyForCapture(pool, body.propertyId);
  if (!property) throw new HttpError(400, 'propertyId: no property has this id', 'propertyId');
  if (!(await channelExists(pool, body.siteId)))
    throw new HttpError(400, 'siteId: no channel has this id', 'siteId');
  const listing: ListingToRead = {
    propertyId: body.propertyId,
    propertyCode: property.code,
    clientId: property.clientId,
    channelId: body.siteId,
    listingUrl: body.url,
    externalId: null,
  };
  const capturedAt = new Date().toISOString();
  let captured;
  try {
    captured = await new SchemaOrgConnector(policy).capture(listing, capturedAt);
    captured.record = checkedRecord(captured.record);
  } catch (error) {
    if (error instanceof ConnectorError) throw new HttpError(400, `url: ${error.message}`, 'url');
    throw error;
  }
  const { record, type } = captured;
  const { landed } = await retryConflicts(() =>
    withTransaction(pool, (tx) => landSnapshots(tx, property.clientId, [{ listing, record }])),
  );
  const audit = landed
    ? await auditOfSnapshot(pool, body.propertyId, body.siteId, capturedAt)
    : null;
  if (!audit) throw new HttpError(409, 'The snapshot could not be landed: try again.');
  return {
    auditId: audit.id,
    propertyId: body.propertyId,
    siteId: body.siteId,
    auditDate: audit.auditDate,
    accuracy: audit.accuracy,
    entityType: type,
    snapshot: record,
  };
}
