import type { MatchedNote } from '@lens/contracts';
import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** The characteristics among `characteristics` that the audit has a result for. */
export async function auditedCharacteristics(
  db: Queryable,
  propertyId: number,
  auditId: number,
  characteristics: readonly string[],
): Promise<Set<string>> {
  const { rows } = await db.query<Pick<Row<typeof schema.auditResults>, 'characteristic'>>(
    `SELECT characteristic FROM audit_results
     WHERE property_id = $1 AND audit_id = $2 AND characteristic = ANY($3::text[])`,
    [propertyId, auditId, characteristics],
  );
  return new Set(rows.map((row) => row.characteristic));
}

/** Records one save's items; an item the same uid already recorded is left as it is. */
export async function insertMatchedNotes(
  tx: Tx,
  save: { propertyId: number; auditId: number; uid: string; userId: number },
  notes: readonly MatchedNote[],
): Promise<void> {
  await tx.query(
    `INSERT INTO matched_notes (property_id, audit_id, uid, characteristic, char_value, additional_data, user_id)
     SELECT $1, $2, $3, n.char_type, n.char_value, n.additional_data, $4
     FROM jsonb_to_recordset($5::jsonb) AS n(char_type text, char_value text, additional_data jsonb)
     ON CONFLICT (property_id, uid, characteristic, char_value) DO NOTHING`,
    [
      save.propertyId,
      save.auditId,
      save.uid,
      save.userId,
      JSON.stringify(
        notes.map((note) => ({
          char_type: note.charType,
          char_value: note.charValue,
          additional_data: note.additionalData ?? null,
        })),
      ),
    ],
  );
}

export interface PendingNote {
  id: number;
  auditId: number;
  channelId: number;
  clientId: number;
  userId: number;
  characteristic: string;
  charValue: string;
}

/**
 * The save's items not processed yet, locked: a second run of the same job waits here and then
 * finds nothing left to do.
 */
export async function lockPendingNotes(
  tx: Tx,
  propertyId: number,
  uid: string,
): Promise<PendingNote[]> {
  const { rows } = await tx.query<PendingNote>(
    `SELECT n.id, n.audit_id AS "auditId", a.channel_id AS "channelId", p.client_id AS "clientId",
            n.user_id AS "userId", n.characteristic, n.char_value AS "charValue"
     FROM matched_notes n
     JOIN audits a ON a.property_id = n.property_id AND a.id = n.audit_id
     JOIN properties p ON p.id = n.property_id
     WHERE n.property_id = $1 AND n.uid = $2 AND n.processed_at IS NULL
     ORDER BY n.id
     FOR UPDATE OF n`,
    [propertyId, uid],
  );
  return rows;
}

/** Sets `status` on the results of the notes' characteristics that are in one of `from`. */
export async function flagResults(
  tx: Tx,
  propertyId: number,
  notes: readonly PendingNote[],
  from: readonly string[],
  status: string,
): Promise<{ auditId: number; characteristic: string }[]> {
  const { rows } = await tx.query<{ auditId: number; characteristic: string }>(
    `UPDATE audit_results ar SET status = $5
     FROM (SELECT DISTINCT * FROM unnest($2::bigint[], $3::text[]) AS t(audit_id, characteristic)) n
     WHERE ar.property_id = $1 AND ar.audit_id = n.audit_id AND ar.characteristic = n.characteristic
       AND ar.status = ANY($4::text[])
     RETURNING ar.audit_id AS "auditId", ar.characteristic`,
    [
      propertyId,
      notes.map((note) => note.auditId),
      notes.map((note) => note.characteristic),
      from,
      status,
    ],
  );
  return rows;
}

export interface FlagActivity {
  clientId: number;
  userId: number;
  propertyId: number;
  channelId: number;
  auditId: number;
  details: { uid: string; items: { charType: string; charValue: string }[]; flagged: string[] };
}

export async function insertFlagActivity(tx: Tx, activity: FlagActivity): Promise<void> {
  await tx.query(
    `INSERT INTO activity_log (client_id, user_id, action, property_id, channel_id, audit_id, details)
     VALUES ($1, $2, 'FLAG_FOR_MODIFICATION', $3, $4, $5, $6)`,
    [
      activity.clientId,
      activity.userId,
      activity.propertyId,
      activity.channelId,
      activity.auditId,
      JSON.stringify(activity.details),
    ],
  );
}

export async function markNotesProcessed(
  tx: Tx,
  propertyId: number,
  ids: readonly number[],
): Promise<void> {
  await tx.query(
    'UPDATE matched_notes SET processed_at = now() WHERE property_id = $1 AND id = ANY($2::bigint[])',
    [propertyId, ids],
  );
}
