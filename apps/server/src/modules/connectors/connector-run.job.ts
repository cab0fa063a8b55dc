import type { SnapshotRecord } from '@lens/contracts';
import { scheduledRunDue } from '@lens/domain';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/constraint-violation.ts';
import { withTransaction } from '../../db/transaction.ts';
import { defineJob, enqueue, type JobContext } from '../../jobs/job-queue.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { sameJson } from '../../lib/stable-json.ts';
import { checkedRecord, landSnapshots } from './connector-landing.ts';
import { ConnectorError, type Connector, type ListingToRead } from './connector.ts';
import { connectorFor } from './connectors.ts';
import { Pacer } from './connector-pacing.ts';
import {
  claimRun,
  finishRun,
  insertRun,
  latestContents,
  listConnectorRows,
  nextListings,
  recordBatch,
  scheduledConnectors,
  type ListingOutcome,
} from './connectors.queries.ts';

/** Listings per transaction: a crash loses at most this much work, and progress shows often. */
const BATCH_SIZE = 10;

const NO_LISTINGS =
  'No listing of this channel has a URL or an id to read: import them or set them on the channel pages, then run again.';

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

interface RunScope {
  runId: number;
  channelId: number;
  /** The one property of a "capture now" run. */
  propertyId: number | null;
  connector: Connector;
  pacer: Pacer;
}

/** The same listing content, whenever it was captured. */
const sameContent = (previous: unknown, record: SnapshotRecord) =>
  previous !== undefined &&
  sameJson({ ...(previous as object), capturedAt: null }, { ...record, capturedAt: null });

/**
 * Reads and lands the next batch, recording each listing's outcome with the run's counts in one
 * transaction; null once every listing is done.
 */
async function runBatch(
  context: JobContext,
  scope: RunScope,
  cursor: number | null,
): Promise<number | null> {
  const { pool } = context;
  const listings = await nextListings(
    pool,
    scope.channelId,
    cursor,
    BATCH_SIZE,
    scope.connector.reads,
    scope.propertyId,
  );
  if (listings.length === 0) return null;
  // Channels are read outside the transaction, so a slow answer holds no locks.
  const [outcomes, previous] = await Promise.all([
    Promise.all(
      listings.map(async (l) => {
        await scope.pacer.turn();
        return readListing(scope.connector, l, context);
      }),
    ),
    latestContents(
      pool,
      scope.channelId,
      listings.map((l) => l.propertyId),
    ),
  ]);
  const failures = new Map<number, string>();
  for (const outcome of outcomes)
    if ('error' in outcome) failures.set(outcome.listing.propertyId, outcome.error);
  const read = outcomes.filter((o) => 'record' in o);
  const next = listings.at(-1)!.propertyId;
  await withTransaction(pool, async (tx) => {
    for (const clientId of new Set(read.map((o) => o.listing.clientId))) {
      const { conflicts } = await landSnapshots(
        tx,
        clientId,
        read.filter((o) => o.listing.clientId === clientId),
      );
      for (const listing of conflicts)
        failures.set(
          listing.propertyId,
          'a different snapshot of this listing at this time is already stored',
        );
    }
    const results: ListingOutcome[] = listings.map(({ propertyId }) => {
      const failure = failures.get(propertyId);
      if (failure !== undefined) return { propertyId, outcome: 'FAILED', message: failure };
      const record = read.find((o) => o.listing.propertyId === propertyId)!.record;
      const same = sameContent(previous.get(propertyId), record);
      return { propertyId, outcome: same ? 'UNCHANGED' : 'LANDED', message: null };
    });
    const count = (outcome: ListingOutcome['outcome']) =>
      results.filter((r) => r.outcome === outcome).length;
    await recordBatch(tx, scope.runId, {
      fetched: read.length,
      landed: count('LANDED'),
      unchanged: count('UNCHANGED'),
      errors: listings
        .filter((l) => failures.has(l.propertyId))
        .map((l) => ({ propertyCode: l.propertyCode, message: failures.get(l.propertyId)! })),
      outcomes: results,
      cursor: next,
    });
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
  const scope: RunScope = {
    runId,
    channelId: run.siteId,
    propertyId: run.propertyId,
    connector,
    pacer: new Pacer(row.requestsPerMinute),
  };
  try {
    // A retried job starts after the last batch the failed attempt committed.
    let cursor = run.cursorPropertyId;
    for (;;) {
      const next = await runBatch(context, scope, cursor);
      if (next === null) break;
      cursor = next;
    }
    // Nothing to read is not a success: the schedule would report green over no listings.
    if (cursor === null) await finishRun(context.pool, runId, 'NO_LISTINGS', NO_LISTINGS);
    else await finishRun(context.pool, runId, 'SUCCEEDED', null);
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
