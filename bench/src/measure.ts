import os from 'node:os';

/** Runs `fn` repeatedly for about `ms` milliseconds and reports operations per second. */
export function opsPerSecond(fn: () => void, ms = 1000): number {
  for (let i = 0; i < 1000; i++) fn();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 1000; i++) fn();
    count += 1000;
    elapsed = performance.now() - start;
  }
  return (count / elapsed) * 1000;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function report(name: string, value: number, unit: string, target?: string): void {
  const figure = value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2);
  console.log(
    `${name.padEnd(48)} ${figure.padStart(14)} ${unit}${target ? `   (target ${target})` : ''}`,
  );
}

/**
 * Timings of `fn` in milliseconds after one warm-up call: `runs` of them, or fewer (at least
 * `minRuns`) once `budgetMs` has been spent, so a slow case does not hold the shared machine long.
 */
export async function timings(
  fn: (run: number) => Promise<unknown>,
  { runs = 20, minRuns = 5, budgetMs = 8_000 } = {},
): Promise<number[]> {
  await fn(-1);
  const samples: number[] = [];
  const started = performance.now();
  for (let run = 0; run < runs; run++) {
    if (run >= minRuns && performance.now() - started > budgetMs) break;
    const start = performance.now();
    await fn(run);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The 1, 5 and 15-minute load averages and the core count: the machine is shared. */
export function loadAverage(): string {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} on ${os.availableParallelism()} cores`;
}

/** A part's heading, with the load average beside it. */
export function heading(title: string): void {
  console.log(`\n${title}   [${loadAverage()}]`);
}
