import type { IgnoreKey, VariantKey } from '@lens/domain';
import type { Tx } from '../../db/transaction.ts';

export interface StoredVariant extends VariantKey {
  id: number;
  by: string | null;
  at: string;
}

export interface StoredIgnore extends IgnoreKey {
  id: number;
}

export async function loadVariantKeys(tx: Tx, clientId: number): Promise<StoredVariant[]> {
  const { rows } = await tx.query<StoredVariant>(
    `SELECT v.id, v.characteristic, v.source_normalized AS "sourceNormalized",
            v.channel_normalized AS "channelNormalized", v.channel_id AS "channelId", u.name AS by,
            to_json(v.created_at)#>>'{}' AS at
     FROM accepted_variants v LEFT JOIN users u ON u.id = v.created_by
     WHERE v.client_id = $1`,
    [clientId],
  );
  return rows;
}

export async function loadIgnoreKeys(
  tx: Tx,
  propertyIds: readonly number[],
): Promise<StoredIgnore[]> {
  if (propertyIds.length === 0) return [];
  const { rows } = await tx.query<StoredIgnore>(
    `SELECT id, property_id AS "propertyId", channel_id AS "channelId", characteristic,
            source_hash AS "sourceHash", channel_hash AS "channelHash"
     FROM result_ignores WHERE property_id = ANY($1::int[])`,
    [propertyIds],
  );
  return rows;
}
