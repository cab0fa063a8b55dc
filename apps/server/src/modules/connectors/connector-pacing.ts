/** Listings a run reads a minute when the channel sets no rate: well inside public API quotas. */
export const DEFAULT_REQUESTS_PER_MINUTE = 120;

/**
 * Spaces a run's reads to the channel's rate limit: each read starts at least 60 s / rate after
 * the one before, across batches, so a run of 5,000 listings never bursts at the channel.
 */
export class Pacer {
  private next = 0;
  private readonly interval: number;

  constructor(
    requestsPerMinute: number | null,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.interval = 60_000 / (requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE);
  }

  /** Resolves when the next read may start. */
  async turn(): Promise<void> {
    const now = this.now();
    const at = Math.max(now, this.next);
    this.next = at + this.interval;
    if (at > now) await this.sleep(at - now);
  }
}
