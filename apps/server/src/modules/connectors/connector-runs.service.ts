import type { ConnectorRun, RunListingsResponse } from '@lens/contracts';
import type { z } from 'zod';
import type { runListingsQuerySchema } from '@lens/contracts';
import type pg from 'pg';
import { limitOffset } from '../../db/paging.ts';
import { HttpError } from '../../http/error-handler.ts';
import { listingToCapture, runListings } from './connector-runs.queries.ts';
import { queueRun } from './connectors.service.ts';

/**
 * "Capture now": a run of the channel's connector over one property's listing, for a fix that
 * should show before the schedule comes round. The listing needs a URL or an id to read.
 */
export async function captureNow(
  pool: pg.Pool,
  channelId: number,
  propertyId: number,
  userId: number,
): Promise<ConnectorRun> {
  const listing = await listingToCapture(pool, channelId, propertyId);
  if (listing === 'NO_PROPERTY') throw new HttpError(404, 'No property has this id.', 'propertyId');
  if (listing === 'NO_LISTING')
    throw new HttpError(
      409,
      'This property has no listing URL or id on this channel: set one on its channel page or import it first.',
      'propertyId',
    );
  return queueRun(pool, channelId, 'MANUAL', userId, propertyId);
}

/** What a run did with each listing, a page at a time. */
export async function listRunListings(
  pool: pg.Pool,
  runId: number,
  query: z.output<typeof runListingsQuerySchema>,
): Promise<RunListingsResponse> {
  const [limit, offset] = limitOffset(query);
  const found = await runListings(pool, runId, query.outcome ?? null, { limit, offset });
  if (!found) throw new HttpError(404, 'No connector run has this id.');
  return { ...found, page: query.page, pageSize: query.pageSize };
}
