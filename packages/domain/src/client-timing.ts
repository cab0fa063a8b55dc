/** Timings of SPEC.md sections 7 and 9, shared so the web client and its tests agree. */

/** "Socket reconnect 3000 ms, heartbeat 4000 ms." */
export const SOCKET_RECONNECT_DELAY_MS = 3000;
export const SOCKET_HEARTBEAT_MS = 4000;

/** "Retry delay 1000 ms; one retry per request." */
export const REQUEST_RETRY_DELAY_MS = 1000;
export const REQUEST_RETRY_COUNT = 1;

/** "Tooltip delay 600 ms." */
export const TOOLTIP_DELAY_MS = 600;

/** "Chunk load timeout 120000 ms." */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
