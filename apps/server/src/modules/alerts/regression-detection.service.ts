import { ALERTS_TOPIC, alertsMessageSchema } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { publishToUser } from '../../realtime/notify-bridge.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import {
  followersOf,
  newestMonth,
  raiseBrokenCharacteristics,
  raiseScoreDrops,
  type RaisedAlert,
} from './regression-detection.queries.ts';

/**
 * Raises the regression alerts of audits just landed and refreshed into pair_states, and tells
 * each follower's sockets how many arrived. Runs in the landing transaction: the alerts and the
 * live messages (sent by NOTIFY) leave only when the audits commit.
 */
export async function detectRegressions(
  tx: Tx,
  clientId: number,
  landed: readonly AuditKey[],
): Promise<RaisedAlert[]> {
  if (landed.length === 0) return [];
  const month = await newestMonth(tx, clientId);
  if (month === null) return [];
  const propertyIds = [...new Set(landed.map((key) => key.propertyId))];
  const raised = [
    ...(await raiseBrokenCharacteristics(tx, clientId, month, landed)),
    ...(await raiseScoreDrops(tx, clientId, month, propertyIds)),
  ];
  if (raised.length === 0) return raised;
  const byId = new Map(raised.map((alert) => [alert.id, alert]));
  for (const { userId, count, firstId } of await followersOf(tx, [...byId.keys()])) {
    const first = byId.get(firstId)!;
    const message = alertsMessageSchema.parse({
      count,
      first: {
        kind: first.kind,
        propertyName: first.propertyName,
        characteristic: first.characteristic,
      },
    });
    await publishToUser(tx, userId, ALERTS_TOPIC, JSON.stringify(message));
  }
  return raised;
}
