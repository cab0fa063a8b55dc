import {
  DEFAULT_SORT_ORDER,
  type OpenIssue,
  type Opportunities,
  type OpportunitiesFilter,
} from '@lens/contracts';
import { fixGain } from '@lens/domain';
import { stateMonth } from '../dashboard-data/aggregates.queries.ts';
import { pairConditions } from '../dashboard-data/filter-dimensions.ts';
import { rangeOf } from '../dashboard-data/filter-dimensions.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { resolveView } from '../tenancy/view-access.queries.ts';
import { opportunityPage } from './opportunities.queries.ts';

/** 'CHARACTERISTIC|STATUS' as a pair state keeps an open issue. */
function issueOf(entry: string): OpenIssue {
  const [characteristic, status] = entry.split('|');
  return { characteristic, status } as OpenIssue;
}

/**
 * The opportunities review's page: the selection's pairs below 100, ranked by what fixing each
 * would add (fixGain, docs/product-rules.md). A characteristic filter narrows the issues shown;
 * the pair's accuracy and gain stay the pair's own.
 */
export async function opportunities(
  ctx: DashboardContext,
  query: OpportunitiesFilter,
): Promise<Opportunities> {
  const view = await resolveView(ctx.db, ctx.user, query.view);
  const range = rangeOf(query, ctx.today);
  const conditions = pairConditions(query);
  const month = await stateMonth(ctx.db, view.clientId, range.endDate);
  const empty = { items: [], total: 0, scoredPairs: 0, accuracy: null };
  const paging = { page: query.page, pageSize: query.pageSize };
  if (!month) return { ...empty, ...paging };
  const found = await opportunityPage(ctx.db, view, conditions, range, month, {
    sort: query.sort,
    order: query.order ?? DEFAULT_SORT_ORDER[query.sort],
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const shown = conditions.characteristics?.length ? new Set(conditions.characteristics) : null;
  return {
    ...paging,
    total: found.total,
    scoredPairs: found.scoredPairs,
    accuracy: found.accuracy,
    items: found.rows.map((row) => ({
      rank: row.rank,
      property: { id: row.propertyId, name: row.propertyName, code: row.propertyCode },
      site: { id: row.channelId, name: row.channelName, siteGroupId: row.categoryId },
      auditId: row.auditId,
      auditDate: row.auditDate,
      accuracy: row.accuracy,
      issues: row.issues.map(issueOf).filter((issue) => !shown || shown.has(issue.characteristic)),
      gain: fixGain(row.accuracy, found.scoredPairs),
    })),
  };
}
