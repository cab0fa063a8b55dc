import type { SnapshotRecord } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { jsonHash } from '../../lib/stable-json.ts';
import type { AuditLander } from './landing.service.ts';
import { findSnapshots, insertSnapshots, snapshotKey } from './landing.queries.ts';

export interface SnapshotEntry {
  propertyId: number;
  record: SnapshotRecord;
}

export interface StoreOutcome {
  /** Entries whose (property, channel, time) is stored with other content: never overwritten. */
  conflicts: SnapshotEntry[];
  audited: number;
}

/**
 * Stores new snapshots and audits them. A snapshot already stored with the same content is
 * skipped (re-imports are no-ops); one stored with other content is returned as a conflict and
 * nothing of the batch is written, so the caller can reject the file.
 */
export async function storeAndLand(
  tx: Tx,
  lander: AuditLander,
  entries: readonly SnapshotEntry[],
): Promise<StoreOutcome> {
  const stored = await findSnapshots(
    tx,
    entries.map((e) => ({
      propertyId: e.propertyId,
      channelId: e.record.siteId,
      capturedAt: e.record.capturedAt,
    })),
  );
  const conflicts: SnapshotEntry[] = [];
  const fresh: Array<SnapshotEntry & { hash: string }> = [];
  for (const entry of entries) {
    const hash = jsonHash(entry.record);
    const existing = stored.get(
      snapshotKey(entry.propertyId, entry.record.siteId, entry.record.capturedAt),
    );
    if (!existing) fresh.push({ ...entry, hash });
    else if (existing.contentHash !== hash) conflicts.push(entry);
  }
  if (conflicts.length || fresh.length === 0) return { conflicts, audited: 0 };
  const ids = await insertSnapshots(
    tx,
    fresh.map((e) => ({
      propertyId: e.propertyId,
      channelId: e.record.siteId,
      capturedAt: e.record.capturedAt,
      content: e.record,
      contentHash: e.hash,
    })),
  );
  const audited = await lander.land(
    fresh.map((e, i) => ({ snapshotId: ids[i]!, propertyId: e.propertyId, record: e.record })),
  );
  return { conflicts, audited };
}
