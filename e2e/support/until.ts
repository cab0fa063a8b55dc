/**
 * Polls until the probe gives a value (a probe that throws counts as not yet), for tests that wait on
 * another process: a server starting again, a database coming back, a job finishing.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
