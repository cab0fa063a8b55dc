/**
 * The wire still calls a channel a "site" (`siteId`, `siteName`: links, saved filters and API
 * users depend on them), while the server's tables and rows say channel (docs/glossary.md). Rows
 * cross to the wire's names here, at the service that answers.
 */
type WireChannel<T> = Omit<T, 'channelId' | 'channelName'> &
  (T extends { channelId: infer I } ? { siteId: I } : unknown) &
  (T extends { channelName: infer N } ? { siteName: N } : unknown);

export function wireChannel<T extends { channelId: unknown }>(row: T): WireChannel<T> {
  const { channelId, channelName, ...rest } = row as T & { channelName?: unknown };
  return (
    'channelName' in row
      ? { ...rest, siteId: channelId, siteName: channelName }
      : { ...rest, siteId: channelId }
  ) as WireChannel<T>;
}
