import type { ViewFilterResponse, ViewOption } from '@lens/contracts';
import { canSwitchContentMonitor, type ContentMonitorMode } from '@lens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { anyViewFilterKey } from '../../../api/current-view.ts';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useLogStore } from '../../../lib/log-store.ts';
import { saveContentMonitor } from '../api/content-monitor.ts';

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
      const before = client.getQueriesData<ViewFilterResponse>({ queryKey: anyViewFilterKey });
      await client.cancelQueries({ queryKey: anyViewFilterKey });
      client.setQueriesData<ViewFilterResponse>({ queryKey: anyViewFilterKey }, (answer) =>
        withMode(answer, viewId, mode),
      );
      setSaving(true);
      try {
        await saveContentMonitor(viewId, mode);
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
