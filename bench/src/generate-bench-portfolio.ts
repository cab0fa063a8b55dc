import { generatePortfolio, type DemoPortfolio } from '../../apps/server/src/demo/index.ts';

/** The scale the benches measure (docs/scaling.md): 10,000 properties x 40 channels x 13 monthly cycles. */
export const BENCH_SCALE = { properties: 10_000, channelsPerProperty: 40 } as const;

export interface BenchPortfolioOptions {
  seed?: number;
  endDate?: string;
  months?: number;
  properties?: number;
  channelsPerProperty?: number;
}

/**
 * The bench-scale portfolio: one client, the demo's cities and brands reused, every property on
 * exactly `channelsPerProperty` channels. Snapshots are generated lazily, month by month.
 */
export function generateBenchPortfolio(options: BenchPortfolioOptions = {}): DemoPortfolio {
  return generatePortfolio({
    seed: options.seed ?? 20_261_122,
    endDate: options.endDate ?? '2026-11-22',
    months: options.months ?? 13,
    scale: {
      properties: options.properties ?? BENCH_SCALE.properties,
      channelsPerProperty: options.channelsPerProperty ?? BENCH_SCALE.channelsPerProperty,
    },
  });
}
