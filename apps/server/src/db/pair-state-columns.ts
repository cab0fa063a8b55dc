// The shape of a pair state: read by many modules, written only by modules/scoring. It sits
// below the modules so that a reader of pair_states does not depend on the module that writes it.
import { STATUSES, statusColor } from '@lens/domain';

/** What the issues summary counts: results shown red or yellow. */
export const ISSUE_STATUSES = STATUSES.filter((status) =>
  ['red', 'yellow'].includes(statusColor(status)),
);

/** The columns of a pair state, in the order its writers give them. */
export const STATE_COLUMNS = `property_id, channel_id, month, client_id, audit_id, audit_date, accuracy, knockout,
  content_score, diamond, issues, result_characteristics, result_accuracies,
  prev_audit_id, prev_audit_date, prev_accuracy, prev_knockout, prev_result_characteristics, prev_result_accuracies,
  property_type, brand_id, chain_id, management_company_id, city_id, sub_region_id, region_id, country_id, category_id`;

/**
 * The arrays a state carries: projected through the union of pairsAsOf for every pair, they
 * slowed pair figures of property sets.
 */
const ARRAY_COLUMNS = [
  'issues',
  'result_characteristics',
  'result_accuracies',
  'prev_result_characteristics',
  'prev_result_accuracies',
];

/** A pair state's scalar columns on `s`, for readers of pairs that need no results. */
export const STATE_SCALARS = STATE_COLUMNS.split(',')
  .map((column) => column.trim())
  .filter((column) => !ARRAY_COLUMNS.includes(column))
  .map((column) => `s.${column}`)
  .join(', ');

/**
 * What a state copies from its audit's results, as a lateral row `res` for the audit
 * (`property`, `audit`), `statuses` being the parameter holding ISSUE_STATUSES: the open
 * issues ('CHARACTERISTIC|STATUS'), and every result as aligned arrays of characteristics and
 * accuracies (null when unscored or ignored, as the means skip them), ordered by characteristic.
 */
export const resultArrays = (property: string, audit: string, statuses: string, alias = 'res') =>
  `CROSS JOIN LATERAL (
     SELECT coalesce(array_agg(r.characteristic || '|' || r.status ORDER BY r.characteristic)
              FILTER (WHERE NOT r.ignored AND r.status = ANY(${statuses}::text[])), '{}') AS issues,
            coalesce(array_agg(r.characteristic ORDER BY r.characteristic), '{}') AS result_characteristics,
            coalesce(array_agg(CASE WHEN NOT r.ignored THEN r.accuracy END ORDER BY r.characteristic), '{}')
              AS result_accuracies
     FROM audit_results r WHERE r.property_id = ${property} AND r.audit_id = ${audit}) ${alias}`;

export interface AuditKey {
  propertyId: number;
  auditId: number;
}

/**
 * The results of state `state`'s audit as rows `ar` (characteristic, accuracy), accuracy null
 * when unscored or ignored: read from the state's arrays, not audit_results.
 */
export const CURRENT_RESULTS = (state: string) =>
  `CROSS JOIN LATERAL unnest(${state}.result_characteristics, ${state}.result_accuracies)
     AS ar (characteristic, accuracy)`;

/** The results of state `state`'s previous audit as rows `ar`, as CURRENT_RESULTS. */
export const PREVIOUS_RESULTS = (state: string) =>
  `CROSS JOIN LATERAL unnest(${state}.prev_result_characteristics, ${state}.prev_result_accuracies)
     AS ar (characteristic, accuracy)`;
