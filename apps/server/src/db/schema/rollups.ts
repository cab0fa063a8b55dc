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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** An array column, empty unless written (states written by hand carry no results). */
const textArray = <N extends string>(name: N) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);
const smallintArray = <N extends string>(name: N) =>
  smallint(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

/** A property's own dimensions, as pair states and the rollups per property copy them. */
const propertyLevelDimensions = () => ({
  propertyType: text('property_type').notNull(),
  brandId: integer('brand_id'),
  chainId: integer('chain_id'),
  managementCompanyId: integer('management_company_id'),
  cityId: integer('city_id').notNull(),
  subRegionId: integer('sub_region_id').notNull(),
  regionId: integer('region_id').notNull(),
  countryId: integer('country_id').notNull(),
});

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
    channelId: integer('channel_id').notNull(),
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
    issues: textArray('issues'),
    /**
     * The current audit's results as two aligned arrays, ordered by characteristic: the
     * characteristic, and its accuracy (null when unscored or ignored). Characteristic figures of
     * property sets (lists, management companies, geography) then read one row per pair instead of
     * looking up every result of the audit: a quarter of the time for 1,000 properties.
     */
    resultCharacteristics: textArray('result_characteristics'),
    resultAccuracies: smallintArray('result_accuracies'),
    prevAuditId: bigint('prev_audit_id', { mode: 'number' }),
    /** The previous audit's results as the current one's above (empty without a previous audit). */
    prevResultCharacteristics: textArray('prev_result_characteristics'),
    prevResultAccuracies: smallintArray('prev_result_accuracies'),
    prevAuditDate: date('prev_audit_date'),
    prevAccuracy: real('prev_accuracy'),
    prevKnockout: boolean('prev_knockout'),
    ...propertyLevelDimensions(),
    categoryId: smallint('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.channelId, t.month] }),
    index('pair_states_client_month_idx').on(t.clientId, t.month, t.channelId, t.auditDate),
    // A property set's states (a list or a small company's view) are looked up property by
    // property rather than picked out of the whole month: 135 ms down to 30 ms for a list of 300
    // of 2,000 properties (docs/performance.md). Migration 0016 adds every scalar column as an
    // included column (the schema builder has no INCLUDE), so pair figures scan it index-only.
    index('pair_states_client_month_property_idx').on(t.clientId, t.month, t.propertyId),
  ],
);

/**
 * What a pair rollup sums (fresh column builders for each table); the previous audits' rollups
 * carry no content score (aggregates.queries.ts, pairsAsOf).
 */
const previousSums = () => ({
  pairs: integer('pairs').notNull(),
  scoredPairs: integer('scored_pairs').notNull(),
  accuracySum: real('accuracy_sum').notNull(),
  knockouts: integer('knockouts').notNull(),
});
const pairSums = () => ({
  ...previousSums(),
  contentScored: integer('content_scored').notNull(),
  contentScoreSum: real('content_score_sum').notNull(),
});

/** The dimensions of the narrow grains: those of the wide rollups but brand and country. */
const narrowDimensions = () => ({
  clientId: integer('client_id').notNull(),
  month: date('month').notNull(),
  auditDate: date('audit_date').notNull(),
  channelId: integer('channel_id').notNull(),
  categoryId: smallint('category_id').notNull(),
  propertyType: text('property_type').notNull(),
  diamond: boolean('diamond').notNull(),
});

/** The dimensions the wide rollups are keyed by (fresh column builders for each table). */
const rollupDimensions = () => ({
  ...narrowDimensions(),
  /** 0 when the property has no brand, so the key needs no nullable column. */
  brandId: integer('brand_id').notNull(),
  countryId: integer('country_id').notNull(),
});

type RollupKeyTable = {
  [
    K in
      | 'clientId'
      | 'month'
      | 'auditDate'
      | 'channelId'
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
  t.channelId,
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
    ...pairSums(),
  },
  (t) => [primaryKey({ columns: rollupKey(t) })],
);

/**
 * The previous audits of the pair states, summed by the state's key and the previous audit's date.
 * A range ending mid-month in a past month (the comparison period of every date range) counts a
 * pair whose latest audit came after the range's end with the audit before it: these rows give
 * those pairs without reading 400,000 pair states a month. Content scores are not carried, as a
 * pair counted with its previous audit has none (aggregates.queries.ts, pairsAsOf).
 */
export const pairPrevRollups = pgTable(
  'pair_prev_rollups',
  {
    ...rollupDimensions(),
    prevAuditDate: date('prev_audit_date').notNull(),
    ...previousSums(),
  },
  (t) => [primaryKey({ columns: [...rollupKey(t), t.prevAuditDate] })],
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

type NarrowKeyTable = {
  [K in 'clientId' | 'month' | 'auditDate' | 'channelId' | 'propertyType' | 'diamond']: AnyPgColumn;
};
const narrowKey = (t: NarrowKeyTable): [AnyPgColumn, ...AnyPgColumn[]] => [
  t.clientId,
  t.month,
  t.auditDate,
  t.channelId,
  t.propertyType,
  t.diamond,
];

/**
 * characteristic_rollups summed over brand and country: the grain of characteristic figures that
 * filter on neither (a month is about 600,000 rows there at bench scale, about 20,000 here). Kept
 * up to date from characteristic_rollups in the same transaction.
 */
export const characteristicChannelRollups = pgTable(
  'characteristic_channel_rollups',
  {
    ...narrowDimensions(),
    characteristic: text('characteristic').notNull(),
    status: text('status').notNull(),
    results: integer('results').notNull(),
    scoredResults: integer('scored_results').notNull(),
    accuracySum: real('accuracy_sum').notNull(),
    lostSum: real('lost_sum').notNull(),
    weightSum: real('weight_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [...narrowKey(t), t.characteristic, t.status] })],
);

/**
 * pair_rollups summed over brand and country: a few hundred rows a month instead of 50,000 at
 * bench scale, for the figures by channel, category or type that filter on neither. Kept up to
 * date from pair_rollups in the same transaction, like the other narrow grains below.
 */
export const pairChannelRollups = pgTable(
  'pair_channel_rollups',
  {
    ...narrowDimensions(),
    ...pairSums(),
  },
  (t) => [primaryKey({ columns: narrowKey(t) })],
);

/** pair_prev_rollups summed over brand and country. */
export const pairChannelPrevRollups = pgTable(
  'pair_channel_prev_rollups',
  {
    ...narrowDimensions(),
    prevAuditDate: date('prev_audit_date').notNull(),
    ...previousSums(),
  },
  (t) => [primaryKey({ columns: [...narrowKey(t), t.prevAuditDate] })],
);

/** The key and dimensions of the rollups per property: pair_states' property-level columns. */
const propertyDimensions = () => ({
  clientId: integer('client_id').notNull(),
  month: date('month').notNull(),
  propertyId: integer('property_id').notNull(),
  /** The audit date, or the month's first day for audits inside the month. */
  auditDate: date('audit_date').notNull(),
  ...propertyLevelDimensions(),
});

type PropertyKeyTable = {
  [K in keyof ReturnType<typeof propertyDimensions>]: AnyPgColumn;
};
/** A property's row of a month: its dimensions are in the key, nullable ones as 0. */
const propertyKey = (t: PropertyKeyTable) =>
  [
    t.propertyId,
    t.month,
    t.auditDate,
    t.propertyType,
    sql`coalesce(${t.brandId}, 0)`,
    sql`coalesce(${t.chainId}, 0)`,
    sql`coalesce(${t.managementCompanyId}, 0)`,
    t.cityId,
    t.subRegionId,
    t.regionId,
    t.countryId,
  ] as const;

/**
 * Pair states summed per property, for the figures broken down or filtered by property-level
 * dimensions only (property, city, region, management company...), which pair_rollups do not
 * carry and which read 400,000 pair states a month at bench scale. An audit inside the state's own
 * month is keyed by the month's first day instead of its date: any range starting on or before
 * that day and ending on or after the audit counts it, so a property keeps one row a month.
 * Ranges starting later in the month are answered from pair_states. The dimension columns have
 * pair_states' names, so the same conditions apply.
 */
export const propertyRollups = pgTable(
  'property_rollups',
  {
    ...propertyDimensions(),
    ...pairSums(),
    /**
     * The newest audit date of the row's pairs (the real date where `audit_date` folds a month's
     * own audits into its first day): a property's "last audited" without reading its states.
     */
    lastAuditDate: date('last_audit_date').notNull(),
  },
  (t) => [
    index('property_rollups_client_month_idx').on(t.clientId, t.month, t.auditDate),
    // Unique, so two refreshes racing on one property fail and retry (retry-conflicts.ts) rather
    // than both inserting its rows; it also serves the per-property deletes.
    uniqueIndex('property_rollups_key').on(...propertyKey(t)),
  ],
);

/**
 * Audit results of the pair states summed per property, characteristic and month, for
 * characteristic figures over a set of properties (a property list or a management company's
 * view, a region, city, language or property selection) across all channels, which the
 * characteristic rollups do not carry and which otherwise join every result of those properties'
 * latest audits (twenty a pair). Keyed and folded as property_rollups: an audit inside the state's
 * own month sits under the month's first day.
 */
export const characteristicPropertyRollups = pgTable(
  'characteristic_property_rollups',
  {
    ...propertyDimensions(),
    characteristic: text('characteristic').notNull(),
    results: integer('results').notNull(),
    scoredResults: integer('scored_results').notNull(),
    accuracySum: real('accuracy_sum').notNull(),
  },
  (t) => [
    index('characteristic_property_rollups_client_month_idx').on(t.clientId, t.month, t.auditDate),
    // Unique for the same reason as property_rollups_key.
    uniqueIndex('characteristic_property_rollups_key').on(...propertyKey(t), t.characteristic),
  ],
);
