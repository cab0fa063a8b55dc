import type {
  HotelChainAdminChannelTypesResponse,
  ReviewQueueResponse,
  reviewQueueQuerySchema,
} from '@lens/contracts';
import { channelCategory, CHARACTERISTIC_LABELS } from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { containsPattern, pageOf } from '../../db/paging.ts';
import { HttpError } from '../../http/error-handler.ts';
import type { ChainAccess } from './chain-access.ts';
import { categoryCounts, reviewQueue, type QueueRow } from './review-queue.queries.ts';
import { reviewedStatus } from './review-outcome.ts';
import { wireChannel } from '../../lib/wire-channel.ts';

type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

export async function hotelChainAdminChannelTypes(
  pool: pg.Pool,
  { clientId, viewIds }: ChainAccess,
): Promise<HotelChainAdminChannelTypesResponse> {
  const rows = await categoryCounts(pool, clientId, viewIds);
  return {
    channelTypes: rows.map(({ categoryId, channels, ...row }) => {
      const category = channelCategory(categoryId)!;
      // The wire's names for a channel category and its channels here (docs/glossary.md).
      return {
        ...row,
        channelTypeId: categoryId,
        name: category.name,
        color: category.color,
        sites: channels,
      };
    }),
  };
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function auditOf({ total: _total, results, ...audit }: QueueRow) {
  return {
    ...wireChannel(audit),
    results: results.map((result) => ({
      characteristic: result.characteristic,
      label: CHARACTERISTIC_LABELS[result.characteristic],
      sourceValue: result.sourceValue,
      channelValue: result.channelValue,
      rule: result.evidence.rule,
      similarity: numberOrNull(result.evidence.similarity),
      threshold: result.evidence.threshold ?? null,
      acceptStatus: reviewedStatus('ACCEPT'),
      rejectStatus: reviewedStatus('REJECT'),
    })),
  };
}

export async function awaitingReview(
  pool: pg.Pool,
  { clientId, viewIds }: ChainAccess,
  categoryId: number,
  query: ReviewQueueQuery,
): Promise<ReviewQueueResponse> {
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    throw new HttpError(400, 'endDate: must not be before startDate', 'endDate');
  }
  const filter = { ...query, pattern: containsPattern(query.search), viewIds };
  const rows = await reviewQueue(pool, clientId, categoryId, filter, query);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const first = await reviewQueue(pool, clientId, categoryId, filter, {
      page: 1,
      pageSize: 1,
    });
    total = first[0]?.total ?? 0;
  }
  return pageOf(rows.map(auditOf), total, query);
}
