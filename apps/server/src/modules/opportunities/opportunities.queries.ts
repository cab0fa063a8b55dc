import type { OpportunitySort, SortOrder } from '@lens/contracts';
import type pg from 'pg';
import { pairsAsOf, type DateRange } from '../dashboard-data/aggregates.queries.ts';
import {
  stateConditions,
  type PairConditions,
  type ViewContext,
} from '../dashboard-data/pair-scope.queries.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { ISSUE_STATUSES, resultArrays } from '../../db/pair-state-columns.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface OpportunityRow {
  rank: number;
  propertyId: number;
  propertyName: string;
  propertyCode: string;
  channelId: number;
  channelName: string;
  categoryId: number;
  auditId: number;
  auditDate: string;
  accuracy: number;
  /** 'CHARACTERISTIC|STATUS', as pair states keep them. */
  issues: string[];
}

export interface OpportunityPage {
  rows: OpportunityRow[];
  total: number;
  scoredPairs: number;
  accuracy: number | null;
}

/** The ranking: lowest accuracy first (every gain shares one divisor), ties by names then ids. */
const RANKING = 'p.as_accuracy, pr.name, si.name, p.property_id, p.channel_id';

/** Orders over a page row's columns, `o` naming the row (empty within the page's own query). */
const byRank = (o: string) =>
  `${o}accuracy, ${o}"propertyName", ${o}"channelName", ${o}"propertyId", ${o}"channelId"`;
const byRankReversed = (o: string) =>
  `${o}accuracy DESC, ${o}"propertyName" DESC, ${o}"channelName" DESC, ${o}"propertyId" DESC, ${o}"channelId" DESC`;

/**
 * How a page is cut. The ranking and its reverse take the page straight from the pairs below 100
 * (a bounded sort; the rank is the place on the page plus the pages before); the order by name
 * needs every pair's rank, so only it numbers the whole ranking.
 */
interface PageCut {
  order: (o: string) => string;
  ranked: boolean;
  reversed: boolean;
}
const PAGE_CUTS: Record<OpportunitySort, Record<SortOrder, PageCut>> = {
  gain: {
    desc: { order: byRank, ranked: false, reversed: false },
    asc: { order: byRankReversed, ranked: false, reversed: true },
  },
  accuracy: {
    asc: { order: byRank, ranked: false, reversed: false },
    desc: { order: byRankReversed, ranked: false, reversed: true },
  },
  property: {
    asc: {
      order: (o) => `${o}"propertyName", ${o}"channelName", ${o}rank`,
      ranked: true,
      reversed: false,
    },
    desc: {
      order: (o) => `${o}"propertyName" DESC, ${o}"channelName", ${o}rank`,
      ranked: true,
      reversed: false,
    },
  },
};

/**
 * Keeps the pairs that can reach the page when the ranking (or its reverse) is cut: those whose
 * accuracy is at most (at least) that of the page's last pair, as the ranking orders by accuracy
 * first. Only those few are joined to their names for the ties; joining every pair below 100 to
 * sort them cost a third of the call (docs/performance.md, "Opportunities review").
 */
function pageReach(reversed: boolean, lastIndex: string): string {
  const [direction, compare] = reversed ? ['DESC', '>='] : ['ASC', '<='];
  return `p.as_accuracy ${compare} coalesce((SELECT as_accuracy FROM pairs WHERE as_accuracy < 100
           ORDER BY as_accuracy ${direction} OFFSET ${lastIndex} LIMIT 1), p.as_accuracy)`;
}

/**
 * One page of the pairs of `month`'s states counted for the range (pairsAsOf) whose audit scored
 * below 100, with their rank by gain, the number of pairs below 100 and the selection's scored
 * pairs and accuracy. The pairs are read once for the figures and the page (docs/performance.md,
 * "What misses": Opportunities review). Only the page's pairs carry their issues: a pair counted
 * with its previous audit (a range ending mid-month) reads that audit's from its results, the
 * others their state's.
 */
export async function opportunityPage(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  month: string,
  page: { sort: OpportunitySort; order: SortOrder; limit: number; offset: number },
): Promise<OpportunityPage> {
  const params = new SqlParams();
  const where = stateConditions(view, conditions, params);
  const monthParam = params.add(month);
  where.push(`s.month = ${monthParam}`);
  const pairs = pairsAsOf(where, params, range);
  const statuses = params.add(ISSUE_STATUSES);
  const cut = PAGE_CUTS[page.sort][page.order];
  const below = cut.ranked
    ? `SELECT p.*, row_number() OVER (ORDER BY ${RANKING})::int AS rank
       FROM pairs p JOIN properties pr ON pr.id = p.property_id JOIN channels si ON si.id = p.channel_id
       WHERE p.as_accuracy < 100`
    : `SELECT p.*, NULL::int AS rank FROM pairs p
       WHERE p.as_accuracy < 100 AND ${pageReach(cut.reversed, params.add(page.offset + page.limit - 1))}`;
  const { rows } = await db.query<{
    total: number;
    scored: number;
    accuracy: number | null;
    items: (Omit<OpportunityRow, 'rank'> & { rank: number | null })[] | null;
  }>(
    `WITH pairs AS (
       -- Only the columns used: the pairs are kept for two reads, and all of a state's would
       -- spill them to disk (docs/performance.md, "What misses": Opportunities review).
       SELECT property_id, channel_id, as_audit_id, as_date, as_accuracy FROM (${pairs}) states
     ),
     figures AS (
       SELECT count(*) FILTER (WHERE as_accuracy < 100)::int AS total,
              count(as_accuracy)::int AS scored, avg(as_accuracy)::float8 AS accuracy
       FROM pairs
     ),
     page AS (
       SELECT b.rank,
              b.property_id AS "propertyId", pr.name AS "propertyName", pr.code AS "propertyCode",
              b.channel_id AS "channelId", si.name AS "channelName", si.category_id AS "categoryId",
              b.as_audit_id AS "auditId", to_char(b.as_date, 'YYYY-MM-DD') AS "auditDate",
              b.as_accuracy::float8 AS accuracy
       FROM (${below}) b
       JOIN properties pr ON pr.id = b.property_id
       JOIN channels si ON si.id = b.channel_id
       ORDER BY ${cut.order('')}
       LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}
     )
     SELECT f.total, f.scored, f.accuracy,
            (SELECT json_agg(json_build_object(
                      'rank', o.rank, 'propertyId', o."propertyId", 'propertyName', o."propertyName",
                      'propertyCode', o."propertyCode", 'channelId', o."channelId", 'channelName', o."channelName",
                      'categoryId', o."categoryId", 'auditId', o."auditId", 'auditDate', o."auditDate",
                      'accuracy', o.accuracy, 'issues', coalesce(s.issues, res.issues))
                    ORDER BY ${cut.order('o.')})
             FROM page o
             LEFT JOIN pair_states s ON s.property_id = o."propertyId" AND s.channel_id = o."channelId"
               AND s.month = ${monthParam} AND s.audit_id = o."auditId"
             ${resultArrays('o."propertyId"', 'CASE WHEN s.audit_id IS NULL THEN o."auditId" END', statuses)}
            ) AS items
     FROM figures f`,
    params.values,
  );
  const row = rows[0]!;
  return {
    rows: (row.items ?? []).map((item, index) => ({
      ...item,
      rank: item.rank ?? (cut.reversed ? row.total - page.offset - index : page.offset + index + 1),
    })),
    total: row.total,
    scoredPairs: row.scored,
    accuracy: row.accuracy,
  };
}
