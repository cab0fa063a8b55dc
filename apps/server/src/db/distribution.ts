import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * Where each table goes when the database is distributed with Citus (docs/scaling.md):
 * - `distributed` by `property_id`: one co-located group, so a property's facts and their joins
 *   stay on one node while a chain's properties spread over all of them;
 * - `distributed` by `client_id`: the client-grained rollups, small per client and always read
 *   for one client, so those dashboard queries run on one node;
 * - `reference`: small tables replicated to every node, joined from anywhere;
 * - `local`: kept on the coordinator; `blocked` names the key that keeps there a table that would
 *   otherwise be distributed, and the change that would free it.
 */
export type DistributionColumn = 'property_id' | 'client_id';

export type Placement =
  | { kind: 'distributed'; by: DistributionColumn }
  | { kind: 'reference' }
  | { kind: 'local'; blocked?: { by: DistributionColumn; key: string } };

/** The name of every table of the Drizzle schema. */
type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable
    ? (typeof schema)[K]['_']['name']
    : never;
}[keyof typeof schema];

const byProperty = { kind: 'distributed', by: 'property_id' } as const;
const byClient = { kind: 'distributed', by: 'client_id' } as const;
const reference = { kind: 'reference' } as const;
const local = { kind: 'local' } as const;
const localUntil = (by: DistributionColumn, key: string) =>
  ({ kind: 'local', blocked: { by, key } }) as const;

/**
 * Every table, placed. A table added to the schema without a placement here does not compile,
 * and distribution.api.test.ts checks this list, the keys and the foreign keys against the
 * catalog of the migrated database.
 */
export const DISTRIBUTION: Record<TableName, Placement> = {
  // A property's facts: what it is, what the channels showed, what the engine found.
  reference_values: byProperty,
  channel_snapshots: byProperty,
  audits: byProperty,
  audit_results: byProperty,
  audit_result_notes: byProperty,
  matched_notes: byProperty,
  audit_comments: byProperty,
  result_reviews: byProperty,
  wrong_matches: byProperty,
  property_languages: byProperty,
  property_listings: byProperty,
  view_properties: byProperty,
  // The pair states and the rollups kept per property, joined with the facts above.
  pair_states: byProperty,
  property_rollups: byProperty,
  characteristic_property_rollups: byProperty,

  // The rollups keyed by client: what the views over all properties, brands, chains and types read.
  pair_rollups: byClient,
  pair_prev_rollups: byClient,
  characteristic_rollups: byClient,
  characteristic_channel_rollups: byClient,
  pair_channel_rollups: byClient,
  pair_channel_prev_rollups: byClient,
  client_data_versions: byClient,

  // Tenancy, hierarchy, geography and the catalog: joined from every node.
  clients: reference,
  users: reference,
  user_views: reference,
  views: reference,
  view_channels: reference,
  properties: reference,
  management_companies: reference,
  chains: reference,
  brands: reference,
  countries: reference,
  regions: reference,
  sub_regions: reference,
  cities: reference,
  languages: reference,
  channel_categories: reference,
  channels: reference,
  channel_groups: reference,
  channel_group_channels: reference,
  meeting_room_configurations: reference,
  audit_limits: reference,
  alert_settings: reference,
  client_sso: reference,

  // Property or client data whose key leaves out the distribution column.
  alerts: localUntil(
    'property_id',
    'primary key (id): (property_id, id), and property_id in alert_digest_items',
  ),
  alert_mutes: localUntil('property_id', 'primary key (id): (property_id, id)'),
  result_ignores: localUntil('property_id', 'primary key (id): (property_id, id)'),
  change_requests: localUntil(
    'property_id',
    'primary key (id): (property_id, id), and property_id in change_request_lines',
  ),
  change_request_lines: localUntil('property_id', 'has no property_id'),
  accepted_variants: localUntil('client_id', 'primary key (id): (client_id, id)'),
  seen_listings: localUntil('client_id', 'primary key (id): (client_id, id)'),
  duplicate_dismissals: localUntil('property_id', 'references seen_listings, which stays local'),
  activity_log: localUntil('client_id', 'primary key (id): (client_id, id)'),

  // Sign-in, limits, support mail, job bookkeeping and files: one row at a time, on the coordinator.
  sessions: local,
  password_tokens: local,
  api_tokens: local,
  sso_attempts: local,
  sign_in_throttles: local,
  rate_limit_counters: local,
  actions_history: local,
  alert_follows: local,
  alert_readers: local,
  alert_digest_items: local,
  error_reports: local,
  questions: local,
  question_images: local,
  reports: local,
  generated_reports: local,
  import_runs: local,
  re_audit_runs: local,
  engine_re_audits: local,
  channel_connectors: local,
  connector_runs: local,
  connector_run_listings: local,
};
