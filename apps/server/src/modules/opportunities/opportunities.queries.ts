import type { OpportunitySort, SortOrder } from '@lens/contracts';
import type pg from 'pg';
import { pairsAsOf, type DateRange } from '../dashboard-data/aggregates.queries.ts';
import {
  stateConditions,
  type PairConditions,
  type ViewContext,
} from '../dashboard-data/pair-scope.queries.ts';
import { SqlParams } from '../dashboard-data/sql-params.ts';
import { ISSUE_STATUSES, resultArrays } from '../scoring/pair-states.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface OpportunityRow {
  rank: number;
  propertyId: number;
  propertyName: string;
  propertyCode: string;
  siteId: number;
  siteName: string;
  siteGroupId: number;
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

/** The ranking by gain is the ranking by accuracy, lowest first: every gain shares one divisor. */
const RANKING = 'p.as_accuracy, pr.name, si.name, p.property_id, p.site_id';

/** The page's order over ranked rows aliased `o`; ties keep the ranking. */
const PAGE_ORDER: Record<OpportunitySort, Record<SortOrder, string>> = {
  gain: { desc: 'o.rank', asc: 'o.rank DESC' },
  accuracy: { asc: 'o.accuracy, o.rank', desc: 'o.accuracy DESC, o.rank DESC' },
  property: {
    asc: 'o."propertyName", o."siteName", o.rank',
    desc: 'o."propertyName" DESC, o."siteName", o.rank',
  },
};

/**
 * One page of the pairs of `month`'s states counted for the range (pairsAsOf) whose audit scored
 * below 100, with their rank by gain, the number of pairs below 100 and the selection's scored
 * pairs and accuracy. Only the page's pairs carry their issues: a pair counted with its previous
 * audit (a range ending mid-month) reads that audit's from its results, the others their state's.
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
  const order = PAGE_ORDER[page.sort][page.order];
  const { rows } = await db.query<{
    total: number;
    scored: number;
    accuracy: number | null;
    items: OpportunityRow[] | null;
  }>(
    `WITH pairs AS (${pairs}),
     ranked AS (
       SELECT row_number() OVER (ORDER BY ${RANKING})::int AS rank,
              p.property_id AS "propertyId", pr.name AS "propertyName", pr.code AS "propertyCode",
              p.site_id AS "siteId", si.name AS "siteName", si.category_id AS "siteGroupId",
              p.as_audit_id AS "auditId", to_char(p.as_date, 'YYYY-MM-DD') AS "auditDate",
              p.as_accuracy::float8 AS accuracy
       FROM pairs p
       JOIN properties pr ON pr.id = p.property_id
       JOIN sites si ON si.id = p.site_id
       WHERE p.as_accuracy < 100
     ),
     page AS (
       SELECT o.* FROM ranked o ORDER BY ${order}
       LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}
     )
     SELECT (SELECT count(*) FROM ranked)::int AS total,
            (SELECT count(as_accuracy) FROM pairs)::int AS scored,
            (SELECT avg(as_accuracy) FROM pairs)::float8 AS accuracy,
            (SELECT json_agg(json_build_object(
                      'rank', o.rank, 'propertyId', o."propertyId", 'propertyName', o."propertyName",
                      'propertyCode', o."propertyCode", 'siteId', o."siteId", 'siteName', o."siteName",
                      'siteGroupId', o."siteGroupId", 'auditId', o."auditId", 'auditDate', o."auditDate",
                      'accuracy', o.accuracy, 'issues', coalesce(s.issues, res.issues))
                    ORDER BY ${order})
             FROM page o
             LEFT JOIN pair_states s ON s.property_id = o."propertyId" AND s.site_id = o."siteId"
               AND s.month = ${monthParam} AND s.audit_id = o."auditId"
             ${resultArrays('o."propertyId"', 'CASE WHEN s.audit_id IS NULL THEN o."auditId" END', statuses)}
            ) AS items`,
    params.values,
  );
  const row = rows[0]!;
  return {
    rows: row.items ?? [],
    total: row.total,
    scoredPairs: row.scored,
    accuracy: row.accuracy,
  };
}
