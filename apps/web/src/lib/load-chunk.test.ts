import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_ERROR_LABEL, loadChunk } from './load-chunk.ts';
import { useLogStore } from './log-store.ts';

afterEach(() => {
  vi.useRealTimers();
  useLogStore.getState().clearErrors();
});

describe('loadChunk: "Chunk load failures raise a loading error, with a timeout of 120 seconds."', () => {
  it('passes a loaded chunk through without an error', async () => {
    await expect(loadChunk(async () => ({ Screen: 'ok' }))).resolves.toEqual({ Screen: 'ok' });
    expect(useLogStore.getState().errors).toEqual([]);
  });

  it('records a failed download and rethrows it', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(useLogStore.getState().errors).toEqual([CHUNK_ERROR_LABEL]);
  });

  it('gives up on a chunk still pending after 120 seconds, not before', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk(() => new Promise<never>(() => {})).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(useLogStore.getState().errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(Error);
    expect(useLogStore.getState().errors).toEqual([CHUNK_ERROR_LABEL]);
  });
});
