import { FILTER_CALLS, type ViewFilterResponse, type ViewOption } from '@lens/contracts';
import { canSwitchContentMonitor, type ContentMonitorMode } from '@lens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useLogStore } from '../../../lib/log-store.ts';

const VIEW_QUERY = ['api', FILTER_CALLS.getViewFilter.id];

function withMode(
  answer: ViewFilterResponse | undefined,
  viewId: ViewOption['id'],
  mode: ContentMonitorMode,
): ViewFilterResponse | undefined {
  if (!answer) return answer;
  const set = (views: ViewOption[]) =>
    views.map((view) => (view.id === viewId ? { ...view, lastContentMonitor: mode } : view));
  return {
    availableFilters: set(answer.availableFilters),
    notAvailableFilters: set(answer.notAvailableFilters),
  };
}

/**
 * The view's content monitor mode and the switch between SUMMARY and DETAIL. The server keeps the
 * choice on the view (so it survives a reload); the cached view answers change at once, so the
 * dashboard reloads in the new mode without waiting for the round trip, and go back on failure.
 */
export function useContentMonitor() {
  const { view, contentMonitor, loading } = useCurrentView();
  const client = useQueryClient();
  const addError = useLogStore((state) => state.addError);
  const [saving, setSaving] = useState(false);
  const viewId = view?.id ?? null;

  const switchTo = useCallback(
    async (mode: ContentMonitorMode) => {
      if (viewId === null || mode === contentMonitor) return;
      const before = client.getQueriesData<ViewFilterResponse>({ queryKey: VIEW_QUERY });
      await client.cancelQueries({ queryKey: VIEW_QUERY });
      client.setQueriesData<ViewFilterResponse>({ queryKey: VIEW_QUERY }, (answer) =>
        withMode(answer, viewId, mode),
      );
      setSaving(true);
      try {
        await callApi(FILTER_CALLS.updateLastContentMonitor, {
          query: { id: viewId, contentMonitor: mode },
        });
      } catch {
        for (const [key, answer] of before) client.setQueryData(key, answer);
        addError('Saving the content monitor mode');
      } finally {
        setSaving(false);
      }
    },
    [client, viewId, contentMonitor, addError],
  );

  return {
    mode: contentMonitor,
    /** Both modes offered: the switch is shown. */
    switchable: !loading && !!view && canSwitchContentMonitor(view),
    saving,
    switchTo,
  };
}
