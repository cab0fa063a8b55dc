import { useLogStore } from './log-store.ts';

/** A chunk that has not arrived after 120 seconds counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export const CHUNK_ERROR_LABEL = 'Loading page section';

/**
 * Loads a lazily split part of the app. A failed or stalled download (a deploy replaced the
 * chunk, the network dropped) is recorded as a loading error for the error window, then rethrown
 * so the route shows its error screen instead of waiting forever.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The page section took too long to load')),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([importer(), timeout]);
  } catch (error) {
    useLogStore.getState().addError(CHUNK_ERROR_LABEL);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
