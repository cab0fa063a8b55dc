import { TRUTH_PAIRS } from '../../apps/server/src/engine/truth/corpus/index.ts';
import {
  evaluatePair,
  formatTruthTable,
  truthTable,
} from '../../apps/server/src/engine/truth/run-truth.ts';

/**
 * The engine against the labelled corpus: agreement per characteristic, real errors called
 * ACCURATE and correct values knocked out (targets: 98% agreement, none of either). The CI test
 * `apps/server/src/engine/truth/truth.test.ts` holds the same targets; this prints the table and
 * each disagreement, to work on the engine from.
 */
export function benchTruth(): void {
  const outcomes = TRUTH_PAIRS.map(evaluatePair);
  console.log(`\nLabelled corpus: ${outcomes.length} pairs (target: 98% agree, 0 false ACCURATE)`);
  console.log(formatTruthTable(truthTable(outcomes)));
  const disagreements = outcomes.filter((o) => o.status !== o.pair.expected);
  for (const o of disagreements) {
    console.log(
      `  ${o.pair.id}: ${o.status} (${o.evidence?.rule ?? 'no evidence'}), expected ${o.pair.expected}`,
    );
  }
  console.log('');
}
