import { useEffect } from 'react';
import { useLoaderStore } from './loader-store.ts';

/**
 * Silent mode while the page is hidden (another tab, a minimised window): whatever it asks then
 * is background work nobody is waiting on, so it sends the silent header, and a user coming back
 * is not met by a loader for it.
 */
export function useSilentWhileHidden(): void {
  useEffect(() => {
    let release: (() => void) | null = null;
    const follow = () => {
      if (document.visibilityState === 'hidden')
        release ??= useLoaderStore.getState().holdSilentMode();
      else {
        release?.();
        release = null;
      }
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      release?.();
    };
  }, []);
}
