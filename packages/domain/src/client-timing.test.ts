import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_RETRY_DELAY_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_RECONNECT_DELAY_MS,
  TOOLTIP_DELAY_MS,
} from './client-timing.ts';

describe('client timings (SPEC.md section 9)', () => {
  it('"Socket reconnect 3000 ms, heartbeat 4000 ms."', () => {
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(3000);
    expect(SOCKET_HEARTBEAT_MS).toBe(4000);
  });

  it('"Retry delay 1000 ms; one retry per request. Tooltip delay 600 ms."', () => {
    expect(REQUEST_RETRY_DELAY_MS).toBe(1000);
    expect(REQUEST_RETRY_COUNT).toBe(1);
    expect(TOOLTIP_DELAY_MS).toBe(600);
  });

  it('"Chunk load timeout 120000 ms." (section 8: "a timeout of 120 seconds")', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
