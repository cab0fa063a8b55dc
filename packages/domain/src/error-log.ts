/** The console error log keeps the last 20 entries (docs/product-rules.md, "Errors the user sees"). */
export const ERROR_LOG_LIMIT = 20;

/** Appends an entry, dropping the oldest so the error report stays small. */
export function appendErrorLogEntry<T>(log: readonly T[], entry: T): T[] {
  return [...log, entry].slice(-ERROR_LOG_LIMIT);
}
