import { create } from 'zustand';

interface LoaderState {
  /** Requests in flight that show the loader (a counter, up per request, down as each ends). */
  pending: number;
  /**
   * Background work under way (docs/architecture.md, "Silent mode"): requests started meanwhile
   * do not count and send the silent header, and the loader stays hidden.
   */
  silentMode: boolean;
  /** How many background works hold silent mode on; it ends with the last of them. */
  silentHolds: number;
  begin(): void;
  end(): void;
  /** Holds silent mode on until the returned release is called (once; later calls do nothing). */
  holdSilentMode(): () => void;
}

export const useLoaderStore = create<LoaderState>((set) => ({
  pending: 0,
  silentMode: false,
  silentHolds: 0,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
  holdSilentMode: () => {
    set((state) => ({ silentHolds: state.silentHolds + 1, silentMode: true }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      set((state) => {
        const silentHolds = Math.max(0, state.silentHolds - 1);
        return { silentHolds, silentMode: silentHolds > 0 };
      });
    };
  },
}));

/**
 * Runs background work in silent mode: every request it starts (a socket-triggered reload, an
 * invalidation's refetches) is silent, and silent mode ends when the work settles, failed or not.
 */
export async function runSilently<T>(work: () => Promise<T>): Promise<T> {
  const release = useLoaderStore.getState().holdSilentMode();
  try {
    return await work();
  } finally {
    release();
  }
}
