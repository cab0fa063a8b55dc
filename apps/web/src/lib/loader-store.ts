import { create } from 'zustand';

interface LoaderState {
  /** Requests in flight that show the loader (SPEC.md section 4: a counter, up per request). */
  pending: number;
  /** While on, requests do not count and send the silent header. */
  silentMode: boolean;
  begin(): void;
  end(): void;
  setSilentMode(silent: boolean): void;
}

export const useLoaderStore = create<LoaderState>((set) => ({
  pending: 0,
  silentMode: false,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
  setSilentMode: (silentMode) => set({ silentMode }),
}));
