/** Client timings (docs/product-rules.md, "Timings and thresholds"), shared so the web client and its tests agree. */

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

/**
 * Whether an answer with `status` to a `method` request is asked again (once, after the delay
 * above). A server error (5xx) is retried for reads only: a read repeated changes nothing, while a
 * write's 5xx can arrive after the write was done (a proxy's 502/504, a process ending after its
 * commit), and repeating it could save flags, send a question or start a job twice. This rule is
 * about answers only: timeouts and network errors are retried by the API client for every method.
 */
export function retriesServerError(method: string, status: number): boolean {
  return status >= 500 && status <= 599 && (method === 'GET' || method === 'HEAD');
}
