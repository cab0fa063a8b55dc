import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The state of each (property, channel) pair at the end of each month: its latest audit on or
 * before the month's last day, and the audit before that. A dashboard range [start, end] reads the
 * month of `end` only, whatever the range's length, keeping pairs whose audit is on or after
 * `start`. Months without an audit carry the previous state forward, so every month holds every
 * pair audited so far. The property and channel dimensions are copied in so that filters need no
 * joins, and so that rollup deltas can be taken with the dimensions the row was counted under.
 */
export const pairStates = pgTable(
  'pair_states',
  {
    propertyId: integer('property_id').notNull(),
    siteId: integer('site_id').notNull(),
    month: date('month').notNull(),
    clientId: integer('client_id').notNull(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    auditDate: date('audit_date').notNull(),
    accuracy: real('accuracy'),
    knockout: boolean('knockout').notNull(),
    contentScore: real('content_score'),
    diamond: boolean('diamond').notNull(),
    /**
     * The current audit's open issues as 'CHARACTERISTIC|STATUS' (red and yellow statuses), so the
     * issues summary counts distinct properties and channels without touching audit results.
     */
    issues: text('issues')
      .array()
      .notNull()
      .default(sql`'{}'`),
    prevAuditId: bigint('prev_audit_id', { mode: 'number' }),
    prevAuditDate: date('prev_audit_date'),
    prevAccuracy: real('prev_accuracy'),
    prevKnockout: boolean('prev_knockout'),
    propertyType: text('property_type').notNull(),
    brandId: integer('brand_id'),
    chainId: integer('chain_id'),
    managementCompanyId: integer('management_company_id'),
    cityId: integer('city_id').notNull(),
    subRegionId: integer('sub_region_id').notNull(),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    siteGroupId: smallint('site_group_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.siteId, t.month] }),
    index('pair_states_client_month_idx').on(t.clientId, t.month, t.siteId, t.auditDate),
  ],
);

/** The dimensions both rollups are keyed by (fresh column builders for each table). */
const rollupDimensions = () => ({
  clientId: integer('client_id').notNull(),
  month: date('month').notNull(),
  auditDate: date('audit_date').notNull(),
  siteId: integer('site_id').notNull(),
  siteGroupId: smallint('site_group_id').notNull(),
  propertyType: text('property_type').notNull(),
  /** 0 when the property has no brand, so the key needs no nullable column. */
  brandId: integer('brand_id').notNull(),
  countryId: integer('country_id').notNull(),
  diamond: boolean('diamond').notNull(),
});

type RollupKeyTable = {
  [
    K in
      | 'clientId'
      | 'month'
      | 'auditDate'
      | 'siteId'
      | 'propertyType'
      | 'brandId'
      | 'countryId'
      | 'diamond'
  ]: AnyPgColumn;
};
const rollupKey = (t: RollupKeyTable): [AnyPgColumn, ...AnyPgColumn[]] => [
  t.clientId,
  t.month,
  t.auditDate,
  t.siteId,
  t.propertyType,
  t.brandId,
  t.countryId,
  t.diamond,
];

/**
 * Pair states summed by the dimensions wide dashboard queries filter and group on. Keyed by the
 * audit date so a range start is honoured exactly. Recomputed for the keys a change touches, in
 * the transaction that changes pair_states.
 */
export const pairRollups = pgTable(
  'pair_rollups',
  {
    ...rollupDimensions(),
    pairs: integer('pairs').notNull(),
    scoredPairs: integer('scored_pairs').notNull(),
    accuracySum: real('accuracy_sum').notNull(),
    knockouts: integer('knockouts').notNull(),
    contentScored: integer('content_scored').notNull(),
    contentScoreSum: real('content_score_sum').notNull(),
  },
  (t) => [primaryKey({ columns: rollupKey(t) })],
);

/** Results of the pairs' current audits summed per characteristic and status, same dimensions. */
export const characteristicRollups = pgTable(
  'characteristic_rollups',
  {
    ...rollupDimensions(),
    characteristic: text('characteristic').notNull(),
    status: text('status').notNull(),
    results: integer('results').notNull(),
    scoredResults: integer('scored_results').notNull(),
    accuracySum: real('accuracy_sum').notNull(),
    /**
     * What the results cost their audits' accuracy, summed: each counted result (positive weight)
     * loses weight x (100 - accuracy) / its audit's counted weight, so an audit's results add up to
     * 100 minus its accuracy and "why this score" splits a figure's lost points without raw results.
     */
    lostSum: real('lost_sum').notNull().default(0),
    /** Weights of the counted results (positive weight), for their mean weight. */
    weightSum: real('weight_sum').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [...rollupKey(t), t.characteristic, t.status] })],
);
