import { ACCOUNT_CALLS, actionsHistoryJsonCodec, FILTER_CALLS } from '@lens/contracts';
import { defaultActionsHistory, type ActionsHistory, type BestProperty } from '@lens/domain';
import { callApi } from '../../../lib/api-client.ts';

/** The user's tour history; a new user (or an unreadable stored text) starts from the defaults. */
export async function loadActionsHistory(): Promise<ActionsHistory> {
  const { actionsHistoryJson } = await callApi(ACCOUNT_CALLS.getActionsHistory, { silent: true });
  const decoded = actionsHistoryJsonCodec.safeDecode(actionsHistoryJson);
  return decoded.success
    ? { ...defaultActionsHistory(), ...decoded.data }
    : defaultActionsHistory();
}

/** Saved quietly: the loader must not flash for a tour step, and a failure costs only a repeat. */
export async function saveActionsHistory(history: ActionsHistory): Promise<void> {
  await callApi(ACCOUNT_CALLS.saveActionsHistory, {
    body: { actionsHistoryJson: actionsHistoryJsonCodec.encode(history) },
    silent: true,
  });
}

export function loadBestProperties(viewId: number): Promise<BestProperty[]> {
  return callApi(FILTER_CALLS.getBestProperties, { query: { viewId }, silent: true });
}
