import { snapshotRecordSchema, type SnapshotRecord } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { AuditLander } from '../audits/landing.service.ts';
import { storeAndLand } from '../audits/snapshot-landing.service.ts';
import { ConnectorError, type ListingToRead } from './connector.ts';

/** Validates a connector's record as an import would, naming the field at fault. */
export function checkedRecord(record: SnapshotRecord): SnapshotRecord {
  const parsed = snapshotRecordSchema.safeParse(record);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ConnectorError(`the channel's ${issue.path.join('.')} ${issue.message}`);
}

/** Stores and audits snapshots of one client's listings in the caller's transaction. */
export async function landSnapshots(
  tx: Tx,
  clientId: number,
  entries: ReadonlyArray<{ listing: ListingToRead; record: SnapshotRecord }>,
): Promise<{ landed: number; conflicts: ListingToRead[] }> {
  const lander = await AuditLander.open(tx, clientId);
  const outcome = await storeAndLand(
    tx,
    lander,
    entries.map(({ listing, record }) => ({ propertyId: listing.propertyId, record })),
  );
  await lander.flush();
  const conflicted = new Set(outcome.conflicts.map((c) => c.propertyId));
  return {
    landed: outcome.audited,
    conflicts: entries.filter((e) => conflicted.has(e.listing.propertyId)).map((e) => e.listing),
  };
}
