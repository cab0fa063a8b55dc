import { generateBenchPortfolio } from './generate-bench-portfolio.ts';
import { report } from './measure.ts';

/**
 * The bench-scale generator: building 10,000 properties, then one full monthly cycle of
 * snapshots (400,000 records). Loading 5.2 million snapshots must not be held up by generation.
 */
export function benchGenerator(): void {
  let start = performance.now();
  const portfolio = generateBenchPortfolio();
  report('bench portfolio: properties and listings', performance.now() - start, 'ms');

  const [clientKey] = portfolio.clients.map((client) => client.key);
  if (!clientKey) throw new Error('the bench portfolio has no client');
  start = performance.now();
  let references = 0;
  for (const record of portfolio.referenceRecords(clientKey)) references += record ? 1 : 0;
  report('reference records', (references / (performance.now() - start)) * 1000, 'records/s');

  const month = portfolio.months.at(-1) as string;
  start = performance.now();
  let snapshots = 0;
  for (const record of portfolio.snapshotRecords(clientKey, month)) snapshots += record ? 1 : 0;
  const elapsed = performance.now() - start;
  report(
    `snapshot records (${snapshots.toLocaleString('en-US')} in one cycle)`,
    (snapshots / elapsed) * 1000,
    'records/s',
    '> 50,000',
  );
}
