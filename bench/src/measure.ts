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
