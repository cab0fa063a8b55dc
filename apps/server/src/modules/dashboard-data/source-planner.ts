import {
  DIMENSIONS,
  selectedDimensions,
  type Dimension,
  type PairConditions,
} from './dimensions.ts';
import {
  rollupsCanAnswer,
  rollupTables,
  type RollupTables,
  type ViewContext,
} from './pair-scope.queries.ts';

/**
 * Where a figure is summed from, cheapest first:
 * - `property`: property_rollups, one row per property and month with pair_states' property-level
 *   dimensions; answers any set of properties (LIST views, management companies, geography,
 *   languages) over all channels, when in-month audit dates may be folded;
 * - `characteristic-property`: the same per characteristic, for characteristic figures of such
 *   sets that the characteristic rollups cannot give;
 * - `rollups`: the pair and characteristic rollups, keyed by channel, category, type, brand, country
 *   and tier; answers characteristic figures, not property sets;
 * - `states`: pair_states (and their audits' results at characteristic level), which answers
 *   everything.
 */
export type Source =
  | { kind: 'property' }
  | { kind: 'characteristic-property' }
  | { kind: 'rollups'; tables: RollupTables }
  | { kind: 'states' };

export interface PlanInput {
  view: ViewContext;
  conditions: PairConditions;
  by: readonly Dimension[];
  /** The range's first day, and the first day of the month whose states answer it. */
  startDate: string;
  month: string;
  /** Whether that month holds audits after the range's end (a range ending mid-month). */
  auditsAfter: boolean;
}

/** Whether a figure is a mean of audit results (a characteristic breakdown or selection). */
export function characteristicLevel(conditions: PairConditions, by: readonly Dimension[]): boolean {
  return by.includes('characteristic') || !!conditions.characteristics?.length;
}

/**
 * The rollups per property can answer when every pair of the view's properties counts (all
 * channels, no channel, category or tier selection), the breakdown is by property-level dimensions
 * (and characteristic, for the characteristic grain), and the range starts by the state month's
 * first day (its in-month audit dates are folded into that day).
 */
function propertyGrainCanAnswer(input: PlanInput): boolean {
  const { view, conditions, by } = input;
  const carried = (name: Dimension) => DIMENSIONS[name].propertyLevel || name === 'characteristic';
  return (
    view.allChannels &&
    selectedDimensions(conditions).every(carried) &&
    by.every(carried) &&
    input.startDate <= input.month
  );
}

const rollupsCarry = (by: readonly Dimension[]) =>
  by.every((name) => DIMENSIONS[name].rollup !== null);

/** Chooses the source of one figure. Pure: unit-tested without a database. */
export function planSource(input: PlanInput): Source {
  const rollups = rollupsCanAnswer(input.view, input.conditions) && rollupsCarry(input.by);
  const tables = () => rollupTables(input.view, input.conditions, input.by);
  const propertyGrain = propertyGrainCanAnswer(input);
  if (characteristicLevel(input.conditions, input.by)) {
    // Rows a month at 2,000 properties: narrow characteristic rollups 15,000, per-property grain
    // 33,000, wide characteristic rollups (brand, chain or country involved) 318,000; at 10,000
    // about 20,000, 170,000 and 600,000.
    if (rollups && (tables().narrow || !propertyGrain))
      return { kind: 'rollups', tables: tables() };
    return propertyGrain ? { kind: 'characteristic-property' } : { kind: 'states' };
  }
  // property_rollups has a fifth of pair_rollups' rows, but takes audits after the end back out
  // from the pair states, which pair_prev_rollups need not.
  if (propertyGrain && !(input.auditsAfter && rollups)) return { kind: 'property' };
  return rollups ? { kind: 'rollups', tables: tables() } : { kind: 'states' };
}
