import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_RETRY_DELAY_MS,
  retriesServerError,
  SOCKET_HEARTBEAT_MS,
  SOCKET_RECONNECT_DELAY_MS,
  TOOLTIP_DELAY_MS,
} from './client-timing.ts';

describe('client timings', () => {
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

describe('retriesServerError', () => {
  it('asks a read again after any 5xx', () => {
    for (const status of [500, 502, 503, 504, 599]) {
      expect(retriesServerError('GET', status), String(status)).toBe(true);
      expect(retriesServerError('HEAD', status), String(status)).toBe(true);
    }
  });

  it('never repeats a write, whose 5xx may come after the write was done', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(retriesServerError(method, 503), method).toBe(false);
  });

  it('leaves answers that are not server errors alone', () => {
    for (const status of [200, 204, 304, 400, 401, 403, 404, 409, 429, 600])
      expect(retriesServerError('GET', status), String(status)).toBe(false);
  });
});
