import { FILTER_CALLS, type ViewOption } from '@lens/contracts';
import type { ContentMonitorMode } from '@lens/domain';
import { callApi } from '../../../lib/api-client.ts';

/** Keeps the view's content monitor mode on the server, so it survives a reload. */
export const saveContentMonitor = (viewId: ViewOption['id'], mode: ContentMonitorMode) =>
  callApi(FILTER_CALLS.updateLastContentMonitor, { query: { id: viewId, contentMonitor: mode } });
