import {
  DIMENSION_NAMES,
  DIMENSIONS,
  selectedDimensions,
  type Dimension,
  type PairConditions,
} from './dimensions.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import type { ViewContext } from '../tenancy/view-context.ts';

export type { PairConditions } from './dimensions.ts';
export type { ViewContext } from '../tenancy/view-context.ts';

/** A FILTER view's scope as the selection conditions it amounts to. */
export function scopeConditions(view: Pick<ViewContext, 'scope'>): PairConditions {
  if (view.scope.kind !== 'FILTER') return {};
  const { kind: _kind, ...conditions } = view.scope;
  return conditions;
}

/**
 * Whether the pair and characteristic rollups can answer for this view and selection: a LIST view
 * cannot (the rollups do not carry the property), and every dimension the view's scope or the
 * selection uses must be one the rollups carry.
 */
export function rollupsCanAnswer(view: ViewContext, conditions: PairConditions): boolean {
  if (view.scope.kind === 'LIST') return false;
  return [...selectedDimensions(scopeConditions(view)), ...selectedDimensions(conditions)].every(
    (name) => DIMENSIONS[name].rollup !== null,
  );
}

/** The rollup tables one query reads, at one grain. */
export interface RollupTables {
  /** Without brand_id and country_id columns. */
  narrow: boolean;
  pairs: 'pair_rollups' | 'pair_channel_rollups';
  previous: 'pair_prev_rollups' | 'pair_channel_prev_rollups';
  characteristics: 'characteristic_rollups' | 'characteristic_channel_rollups';
}

const isWide = (name: Dimension) => {
  const rollup = DIMENSIONS[name].rollup;
  return typeof rollup === 'object' && rollup !== null && rollup.wide;
};

/**
 * The rollups to read: the narrow grain, summed over brand and country (a few hundred rows a
 * month for pairs, about 20,000 for characteristics, against 50,000 and 600,000 at bench scale),
 * unless the view, the selection or the breakdown (`by`) involves a dimension only the wide
 * grain carries. Both grains take rollupConditions.
 */
export function rollupTables(
  view: ViewContext,
  conditions: PairConditions,
  by: readonly Dimension[] = [],
): RollupTables {
  const wide = [
    ...selectedDimensions(scopeConditions(view)),
    ...selectedDimensions(conditions),
    ...by,
  ].some(isWide);
  return wide
    ? {
        narrow: false,
        pairs: 'pair_rollups',
        previous: 'pair_prev_rollups',
        characteristics: 'characteristic_rollups',
      }
    : {
        narrow: true,
        pairs: 'pair_channel_rollups',
        previous: 'pair_channel_prev_rollups',
        characteristics: 'characteristic_channel_rollups',
      };
}

/**
 * The channels of the selected groups (`groups`, an int[] parameter) that belong to the view's
 * client (`client`), as one array the scan compares with: the mapping is a few rows per group,
 * read once per query rather than once per pair. Another client's group selects nothing.
 */
function channelsOfGroups(groups: string, client: string): string {
  return `ARRAY(SELECT gs.channel_id FROM channel_group_channels gs JOIN channel_groups g ON g.id = gs.group_id
    WHERE g.client_id = ${client} AND gs.group_id = ANY(${groups}::int[]))`;
}

/**
 * The client's group-to-channel mapping joined as `cg` (`group_id`, `channel_id`) on the channel of
 * `alias`, for a breakdown by channel group; `client` is the client id's parameter.
 */
export function channelGroupJoin(alias: string, client: string): string {
  return `JOIN (SELECT gs.group_id, gs.channel_id FROM channel_group_channels gs
      JOIN channel_groups g ON g.id = gs.group_id WHERE g.client_id = ${client}) cg
    ON cg.channel_id = ${alias}.channel_id`;
}

/**
 * Pushes one condition per selected dimension, as `condition(name)` writes it given the value's
 * parameter, or none where it gives null (the parameter is then not added).
 */
function pushConditions(
  where: string[],
  conditions: PairConditions,
  params: SqlParams,
  condition: (name: Dimension) => ((value: string) => string) | null,
): void {
  for (const name of DIMENSION_NAMES) {
    const value = conditions[DIMENSIONS[name].condition];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const write = condition(name);
    if (write) where.push(write(params.add(value)));
  }
}

/**
 * WHERE conditions on pair_states `s` (or property_rollups, which has their dimension columns) for
 * a view and a selection. The characteristics of a selection apply to the results, which the
 * caller joins.
 */
export function stateConditions(
  view: ViewContext,
  conditions: PairConditions,
  params: SqlParams,
): string[] {
  const client = params.add(view.clientId);
  const where = [`s.client_id = ${client}`];
  if (view.scope.kind !== 'ALL') {
    where.push(
      `s.property_id IN (SELECT property_id FROM view_properties WHERE view_id = ${params.add(view.id)})`,
    );
  }
  if (!view.allChannels)
    where.push(
      `s.channel_id IN (SELECT channel_id FROM view_channels WHERE view_id = ${params.add(view.id)})`,
    );
  pushConditions(where, conditions, params, (name) => {
    const state = DIMENSIONS[name].state;
    if (state === 'results') return null;
    if (state === 'tier') return (value) => `s.diamond = ${value}`;
    if (state === 'channelGroups')
      return (value) => `s.channel_id = ANY(${channelsOfGroups(value, client)})`;
    if (state === 'languages')
      return (value) =>
        `s.property_id IN (SELECT property_id FROM property_languages WHERE language_id = ANY(${value}::int[]))`;
    return (value) => `s.${state.column} = ANY(${value}::${state.cast}[])`;
  });
  return where;
}

/** WHERE conditions on a rollup `r`; the caller checked rollupsCanAnswer first. */
export function rollupConditions(
  view: ViewContext,
  conditions: PairConditions,
  params: SqlParams,
): string[] {
  const client = params.add(view.clientId);
  const where = [`r.client_id = ${client}`];
  if (!view.allChannels)
    where.push(
      `r.channel_id IN (SELECT channel_id FROM view_channels WHERE view_id = ${params.add(view.id)})`,
    );
  const condition = (name: Dimension) => {
    const rollup = DIMENSIONS[name].rollup;
    if (rollup === 'tier') return (value: string) => `r.diamond = ${value}`;
    if (rollup === 'channelGroups')
      return (value: string) => `r.channel_id = ANY(${channelsOfGroups(value, client)})`;
    // Characteristics are conditions of the characteristic rollups only: their caller adds them.
    if (rollup === null || name === 'characteristic') return null;
    // The chain's brands as one array the scan compares with, rather than a join: the planner
    // cannot tell how many rollup rows a chain's brands hold, and sorted a third of a month's
    // characteristic rollups on disk for a chain view's matrix (docs/performance.md).
    if ('chainOfBrand' in rollup)
      return (value: string) =>
        `r.brand_id = ANY(ARRAY(SELECT id FROM brands WHERE chain_id = ANY(${value}::int[])))`;
    return (value: string) => `r.${rollup.column} = ANY(${value}::${rollup.cast}[])`;
  };
  pushConditions(where, scopeConditions(view), params, condition);
  pushConditions(where, conditions, params, condition);
  return where;
}
