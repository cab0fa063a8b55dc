import { actionsHistoryJsonCodec, type ActionsHistoryResponse } from '@lens/contracts';
import { defaultActionsHistory } from '@lens/domain';
import type pg from 'pg';
import { findActionsHistory, upsertActionsHistory } from './account.queries.ts';

/** A user who never saved a history gets the empty one, so the tours start from the beginning. */
export async function actionsHistoryOf(
  db: pg.Pool,
  userId: number,
): Promise<ActionsHistoryResponse> {
  const history = (await findActionsHistory(db, userId)) ?? defaultActionsHistory();
  return { actionsHistoryJson: actionsHistoryJsonCodec.encode(history) };
}

/**
 * Stored decoded, as jsonb, so only the fields of the contract are kept; the route's schema has
 * already refused text that does not decode.
 */
export async function replaceActionsHistory(
  db: pg.Pool,
  userId: number,
  actionsHistoryJson: string,
): Promise<void> {
  await upsertActionsHistory(db, userId, actionsHistoryJsonCodec.decode(actionsHistoryJson));
}
