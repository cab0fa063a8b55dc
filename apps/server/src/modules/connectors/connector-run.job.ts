import type { ConnectorRunError, SnapshotRecord } from '@lens/contracts';
import { scheduledRunDue } from '@lens/domain';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/constraint-violation.ts';
import { withTransaction } from '../../db/transaction.ts';
import { defineJob, enqueue, type JobContext } from '../../jobs/job-queue.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { checkedRecord, landSnapshots } from './connector-landing.ts';
import { ConnectorError, type Connector, type ListingToRead } from './connector.ts';
import { connectorFor } from './connectors.ts';
import {
  claimRun,
  finishRun,
  insertRun,
  listConnectorRows,
  nextListings,
  recordBatch,
  scheduledConnectors,
} from './connectors.queries.ts';

/** Listings per transaction: a crash loses at most this much work, and progress shows often. */
const BATCH_SIZE = 10;

type Outcome =
  { listing: ListingToRead; record: SnapshotRecord } | { listing: ListingToRead; error: string };

async function readListing(
  connector: Connector,
  listing: ListingToRead,
  context: JobContext,
): Promise<Outcome> {
  try {
    const record = checkedRecord(await connector.read(listing, new Date().toISOString()));
    return { listing, record };
  } catch (error) {
    if (error instanceof ConnectorError) return { listing, error: error.message };
    context.log.error({ err: error, propertyId: listing.propertyId }, 'connector read failed');
    return { listing, error: 'the listing could not be read' };
  }
}

/** Reads and lands the next batch; false once every listing is done. */
async function runBatch(
  context: JobContext,
  runId: number,
  channelId: number,
  connector: Connector,
  cursor: number | null,
): Promise<number | null> {
  const listings = await nextListings(context.pool, channelId, cursor, BATCH_SIZE, connector.reads);
  if (listings.length === 0) return null;
  // Channels are read outside the transaction, so a slow answer holds no locks.
  const outcomes = await Promise.all(listings.map((l) => readListing(connector, l, context)));
  const errors: ConnectorRunError[] = [];
  const read = outcomes.filter((o) => 'record' in o);
  for (const outcome of outcomes)
    if ('error' in outcome)
      errors.push({ propertyCode: outcome.listing.propertyCode, message: outcome.error });
  const next = listings.at(-1)!.propertyId;
  await withTransaction(context.pool, async (tx) => {
    let landed = 0;
    for (const clientId of new Set(read.map((o) => o.listing.clientId))) {
      const result = await landSnapshots(
        tx,
        clientId,
        read.filter((o) => o.listing.clientId === clientId),
      );
      landed += result.landed;
      errors.push(
        ...result.conflicts.map((l) => ({
          propertyCode: l.propertyCode,
          message: 'a different snapshot of this listing at this time is already stored',
        })),
      );
    }
    await recordBatch(tx, runId, { fetched: read.length, landed, errors, cursor: next });
  });
  return next;
}

async function runConnector(context: JobContext, runId: number): Promise<void> {
  const run = await claimRun(context.pool, runId);
  if (!run) return;
  const [row] = await listConnectorRows(context.pool, run.siteId);
  const apiKey = row?.apiKey ? secretBox(context.secretsKey ?? null).open(row.apiKey) : null;
  if (row?.apiKey && apiKey === null) {
    await finishRun(
      context.pool,
      runId,
      'FAILED',
      'The API key was stored under another SECRETS_KEY: enter it again.',
    );
    return;
  }
  const connector =
    row &&
    connectorFor(row.kind, {
      baseUrl: row.baseUrl,
      apiKey,
      fetchPolicy: { allowHosts: context.connectorAllowHosts ?? [] },
    });
  if (!connector) {
    await finishRun(context.pool, runId, 'FAILED', 'The channel has no connector any more.');
    return;
  }
  try {
    // A retried job starts after the last batch the failed attempt committed.
    let cursor = run.cursorPropertyId;
    for (;;) {
      const next = await runBatch(context, runId, run.siteId, connector, cursor);
      if (next === null) break;
      cursor = next;
    }
    await finishRun(context.pool, runId, 'SUCCEEDED', null);
  } catch (error) {
    context.log.error({ err: error, runId }, 'connector run failed');
    await finishRun(context.pool, runId, 'FAILED', 'The run stopped on an unexpected error.');
  }
}

/** Reads every listing of a channel through its connector and lands what it shows. */
export const connectorRunJob = defineJob({
  name: 'connector-run',
  payload: z.object({ runId: z.number().int().positive() }),
  run: ({ runId }, context) => runConnector(context, runId),
});

/**
 * Queues the runs whose schedule has come round. graphile-worker's cron fires it every five
 * minutes on one worker; a channel with a run still going is skipped, not queued twice.
 */
export const scheduledConnectorsJob = defineJob({
  name: 'queue-scheduled-connectors',
  payload: z.looseObject({ _cron: z.looseObject({ ts: z.string() }).optional() }),
  run: async (payload, { pool }) => {
    const now = payload._cron?.ts ? new Date(payload._cron.ts) : new Date();
    for (const due of await scheduledConnectors(pool)) {
      if (!scheduledRunDue(due.schedule, now, due.lastScheduled, due.updatedAt)) continue;
      await withTransaction(pool, async (tx) => {
        const run = await insertRun(tx, due.channelId, 'SCHEDULED', null).catch(
          (error: unknown) => {
            if (isUniqueViolation(error, 'connector_runs_active_key')) return null;
            throw error;
          },
        );
        if (run)
          await enqueue(
            tx,
            connectorRunJob,
            { runId: run.id },
            { jobKey: `connector-run:${run.id}` },
          );
      });
    }
  },
});

export const SCHEDULED_CONNECTORS_CRON = {
  task: scheduledConnectorsJob.name,
  identifier: 'scheduled-connectors',
  match: '*/5 * * * *',
  options: { backfillPeriod: 0 },
} as const;
