import type { SnapshotRecord } from '@lens/contracts';
import type { AuditProjectType } from '@lens/domain';
import type { Tx } from '../../db/transaction.ts';
import {
  auditSnapshot,
  ENGINE_VERSION,
  prepareReference,
  resolveLimits,
  type AuditOutcome,
  type ChannelSnapshot,
  type PreparedReference,
  type ResolvedAuditLimits,
  type ChannelProfile,
} from '../../engine/index.ts';
import { loadReferenceRows, type StoredReferenceRow } from '../reference/reference.queries.ts';
import { referenceProfile, type PropertyFacts } from '../reference/reference-fields.ts';
import {
  insertAudits,
  insertResults,
  loadLimitOverrides,
  loadChannelProfiles,
  type NewAudit,
} from './landing.queries.ts';
import { applyNoise, loadNoiseRules, type NoiseRules } from './noise-rules.ts';
import { loadPropertyFacts } from '../reference/property-facts.queries.ts';
import { recordLandedListings } from '../listing-identity/landed-listings.service.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import { scoresChanged } from '../scoring/scores-changed.ts';

/** A stored snapshot to audit: its record as imported and its database ids. */
export interface SnapshotToAudit {
  snapshotId: number;
  propertyId: number;
  record: SnapshotRecord;
}

/** What scoring reads besides the snapshots, by property (`AuditLander.inputsFor`). */
export interface ScoringInputs {
  facts: Map<number, PropertyFacts>;
  references: Map<number, StoredReferenceRow[]>;
  noise: NoiseRules;
  /** Outcomes by everything they are computed from (`score`), for the inputs' lifetime. */
  seen: Map<string, AuditOutcome>;
}

/** The channel type id under which admins store limits for every channel type. */
export const ALL_CHANNEL_TYPES = 0;

export async function loadClientLimits(tx: Tx, clientId: number): Promise<ResolvedAuditLimits> {
  const stored = await loadLimitOverrides(tx, clientId);
  const channelTypes = Object.fromEntries(
    [...stored]
      .filter(([id]) => id !== ALL_CHANNEL_TYPES)
      .map(([id, patch]) => [String(id), patch]),
  );
  return resolveLimits({ defaults: stored.get(ALL_CHANNEL_TYPES), channelTypes });
}

/**
 * Audits stored snapshots against the reference valid on each snapshot's date and lands the audits
 * and their results in the caller's transaction; `flush()` then brings the pair states and rollups
 * up to date for everything landed since the last flush. Flushing once per file or per monthly
 * cycle, not per batch, recomputes each rollup key once. References are prepared once per
 * property version and reused across its channels.
 */
export class AuditLander {
  private readonly prepared = new Map<string, PreparedReference>();
  private pending: AuditKey[] = [];

  private constructor(
    private readonly tx: Tx,
    private readonly clientId: number,
    private readonly channels: Map<number, ChannelProfile>,
    private readonly limits: ResolvedAuditLimits,
  ) {}

  static async open(tx: Tx, clientId: number): Promise<AuditLander> {
    return new AuditLander(
      tx,
      clientId,
      await loadChannelProfiles(tx),
      await loadClientLimits(tx, clientId),
    );
  }

  /**
   * Audits stored snapshots without writing anything: the audit rows `land` inserts and the
   * engine's outcomes, in input order. A re-audit uses it to re-score audits in place.
   */
  async evaluate(
    snapshots: readonly SnapshotToAudit[],
  ): Promise<{ audits: NewAudit[]; outcomes: AuditOutcome[] }> {
    if (snapshots.length === 0) return { audits: [], outcomes: [] };
    return this.score(snapshots, await this.inputsFor(snapshots.map((s) => s.propertyId)));
  }

  /** What scoring the properties' snapshots reads from the database besides the snapshots. */
  async inputsFor(propertyIds: readonly number[]): Promise<ScoringInputs> {
    const ids = [...new Set(propertyIds)];
    return {
      facts: await loadPropertyFacts(this.tx, ids),
      references: groupByProperty(await loadReferenceRows(this.tx, ids)),
      noise: await loadNoiseRules(this.tx, this.clientId, ids),
      seen: new Map(),
    };
  }

  /**
   * `evaluate` without a database round trip, on inputs read beforehand for every property of
   * the snapshots: a re-audit scores one part of its batch while the next part is being read.
   */
  score(
    snapshots: readonly SnapshotToAudit[],
    { facts, references, noise, seen }: ScoringInputs,
  ): { audits: NewAudit[]; outcomes: AuditOutcome[] } {
    const audits: NewAudit[] = [];
    const outcomes: AuditOutcome[] = [];
    // The engine reads neither the capture time nor anything outside its inputs, so a listing
    // captured again with the same content against the same reference version gets the same
    // verdicts: a re-audit walks each pair's months in a row, and most months repeat the last.
    for (const { snapshotId, propertyId, record } of snapshots) {
      const auditDate = record.capturedAt.slice(0, 10);
      const { key: referenceKey, prepared } = this.referenceAt(
        facts.get(propertyId)!,
        references.get(propertyId) ?? [],
        auditDate,
      );
      const inputs = `${referenceKey}\n${JSON.stringify({ ...record, capturedAt: null })}`;
      let outcome = seen.get(inputs);
      if (!outcome) {
        // A person's accepted variants and ignores decide over the engine's verdicts.
        outcome = applyNoise(
          auditSnapshot(
            prepared,
            channelSnapshot(propertyId, record),
            this.channels.get(record.siteId)!,
            record.projectType,
            this.limits,
          ),
          { propertyId, channelId: record.siteId },
          noise,
        );
        seen.set(inputs, outcome);
      }
      outcomes.push(outcome);
      audits.push({
        propertyId,
        channelId: record.siteId,
        snapshotId,
        auditDate,
        projectType: record.projectType satisfies AuditProjectType,
        accuracy: outcome.accuracy,
        knockout: outcome.knockout,
        knockoutReasons: outcome.knockoutReasons,
        contentScore: outcome.contentScore,
        contentScoreComponents: outcome.contentScoreComponents.length
          ? outcome.contentScoreComponents
          : null,
        listingType: record.listingType ?? null,
        listingUrl: record.listingUrl ?? null,
        pageNumber: record.searchRank?.pageNumber ?? null,
        position: record.searchRank?.position ?? null,
        level: record.searchRank?.level ?? null,
        engineVersion: ENGINE_VERSION,
      });
    }
    return { audits, outcomes };
  }

  async land(snapshots: readonly SnapshotToAudit[]): Promise<number> {
    if (snapshots.length === 0) return 0;
    const { audits, outcomes } = await this.evaluate(snapshots);
    const auditIds = await insertAudits(this.tx, audits);
    await insertResults(
      this.tx,
      outcomes.flatMap((outcome, index) =>
        outcome.results.map((result) => ({
          propertyId: audits[index]!.propertyId,
          auditId: auditIds[index]!,
          result,
        })),
      ),
    );
    await recordLandedListings(
      this.tx,
      this.clientId,
      snapshots.map((snapshot, index) => ({ ...snapshot, auditId: auditIds[index]! })),
    );
    this.pending.push(
      ...audits.map((audit, index) => ({
        propertyId: audit.propertyId,
        auditId: auditIds[index]!,
      })),
    );
    return auditIds.length;
  }

  async flush(): Promise<void> {
    const landed = this.pending;
    this.pending = [];
    await scoresChanged(this.tx, this.clientId, { kind: 'landed', audits: landed });
  }

  private referenceAt(
    facts: PropertyFacts,
    rows: StoredReferenceRow[],
    date: string,
  ): { key: string; prepared: PreparedReference } {
    const valid = rows.filter(
      (row) => row.validFrom <= date && (row.validTo === null || row.validTo > date),
    );
    const version = valid.map((row) => row.validFrom).reduce((a, b) => (a > b ? a : b), '');
    const key = `${facts.id}|${version}|${valid.length}`;
    let prepared = this.prepared.get(key);
    if (!prepared) {
      prepared = prepareReference(referenceProfile(facts, valid));
      this.prepared.set(key, prepared);
    }
    return { key, prepared };
  }
}

function groupByProperty(rows: StoredReferenceRow[]): Map<number, StoredReferenceRow[]> {
  const grouped = new Map<number, StoredReferenceRow[]>();
  for (const row of rows)
    grouped.set(row.propertyId, [...(grouped.get(row.propertyId) ?? []), row]);
  return grouped;
}

export function channelSnapshot(propertyId: number, record: SnapshotRecord): ChannelSnapshot {
  const { propertyCode: _code, projectType: _type, siteId: channelId, address, ...rest } = record;
  return {
    ...rest,
    propertyId,
    channelId,
    address:
      typeof address === 'object' && address !== null
        ? { ...address, countryCode: address.countryCode }
        : address,
  } as ChannelSnapshot;
}
