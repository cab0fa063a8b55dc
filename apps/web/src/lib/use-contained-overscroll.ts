import { useCallback, useRef } from 'react';

/**
 * A ref for a scroll area that keeps the wheel inside it only while it has something to scroll.
 * Chromium applies `overscroll-behavior: contain` to a scroll container whose content fits too,
 * and then the wheel over it scrolls nothing at all: a short table or panel would stop the page
 * under the pointer. The attribute `data-overflowing` is set while the content is taller than the
 * box; the stylesheet contains the overscroll only then (docs/architecture.md, "Scroll areas").
 */
export function useContainedOverscroll<T extends HTMLElement>(): (element: T | null) => void {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((element: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    // Without layout (tests' DOM) there is nothing to measure; the overscroll stays uncontained.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () =>
      element.toggleAttribute('data-overflowing', element.scrollHeight > element.clientHeight + 1);
    const resized = new ResizeObserver(update);
    const watch = () => {
      resized.disconnect();
      resized.observe(element);
      for (const child of element.children) resized.observe(child);
      update();
    };
    const changed = new MutationObserver(watch);
    changed.observe(element, { childList: true });
    watch();
    cleanup.current = () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
}
