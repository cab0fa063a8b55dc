import { useIsFetching } from '@tanstack/react-query';
import { ANY_API_KEY } from '../../../lib/use-api.ts';
import { createContext, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

const STORAGE_KEY = 'lens.widgets.remembered';

/** The widget the user last worked in, kept for the tab's session so a reload comes back to it. */
export function rememberWidget(id: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Storage may be off (private mode); the page then simply starts at the top.
  }
}

export function rememberedWidget(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export interface WidgetScroll {
  /** No request of the page is in flight, so the layout has stopped moving. */
  settled: boolean;
  /** A widget reports that its data is in. */
  widgetReady(id: string): void;
}

export const WidgetScrollContext = createContext<WidgetScroll | null>(null);

/**
 * After data finishes loading, the page scrolls to a remembered widget (docs/product-rules.md,
 * "Loading the widgets"). Each
 * new selection (path) arms one scroll: to the remembered widget once its data and everything
 * else has loaded, or to the top when the new page has no such widget.
 */
export function useWidgetScroll(path: string, pageRendered: boolean): WidgetScroll {
  const armedFor = useRef<string | null>(null);
  const settled = useIsFetching({ queryKey: ANY_API_KEY }) === 0;

  // A layout effect, so the new path is armed before the widgets' own effects report in.
  useLayoutEffect(() => {
    armedFor.current = path;
  }, [path]);

  useEffect(() => {
    if (!pageRendered || armedFor.current !== path) return;
    const id = rememberedWidget();
    if (id && document.getElementById(id)) return;
    armedFor.current = null;
    window.scrollTo({ top: 0 });
  }, [path, pageRendered]);

  const widgetReady = useCallback(
    (id: string) => {
      if (armedFor.current !== path || rememberedWidget() !== id) return;
      armedFor.current = null;
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    },
    [path],
  );

  return useMemo(() => ({ settled, widgetReady }), [settled, widgetReady]);
}
