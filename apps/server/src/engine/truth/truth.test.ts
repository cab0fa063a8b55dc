import { CHARACTERISTIC_TYPES } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_COUNTRY_CODES } from '../../demo/countries.ts';
import { TRUTH_PAIRS } from './corpus/index.ts';
import { evaluatePair, formatTruthTable, truthTable } from './run-truth.ts';

/** The targets the engine is held to on the labelled corpus (docs/product-rules.md, "Verdicts"). */
const MIN_AGREEMENT = 0.98;
const MIN_PAIRS = 400;

describe('the engine against the labelled corpus', () => {
  const outcomes = TRUTH_PAIRS.map(evaluatePair);
  const rows = truthTable(outcomes);
  const all = rows.at(-1)!;

  it('has a corpus that covers every characteristic and every country of the demo', () => {
    expect(TRUTH_PAIRS.length).toBeGreaterThanOrEqual(MIN_PAIRS);
    const ids = TRUTH_PAIRS.map((pair) => pair.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const characteristic of CHARACTERISTIC_TYPES) {
      expect(
        TRUTH_PAIRS.filter((pair) => pair.characteristic === characteristic).length,
        characteristic,
      ).toBeGreaterThanOrEqual(8);
    }
    const countries = new Set(TRUTH_PAIRS.map((pair) => pair.country));
    for (const country of DEMO_COUNTRY_CODES) expect(countries.has(country), country).toBe(true);
    for (const pair of TRUTH_PAIRS) expect(pair.reason.trim(), pair.id).not.toBe('');
  });

  it('gives every pair a verdict, calls no real error ACCURATE and agrees on 98%', () => {
    console.log(`\n${formatTruthTable(rows)}`);
    const unjudged = outcomes.filter((o) => o.status === null).map((o) => o.pair.id);
    expect(unjudged).toEqual([]);
    const disagreements = outcomes
      .filter((o) => o.status !== o.pair.expected)
      .map(
        (o) =>
          `${o.pair.id}: ${o.status} (${o.evidence?.rule}), expected ${o.pair.expected}: ${o.pair.reason}`,
      );
    const falseAccurate = disagreements.filter((line) => /: ACCURATE \(/.test(line));
    expect(falseAccurate).toEqual([]);
    expect(all.agree / all.pairs, disagreements.join('\n')).toBeGreaterThanOrEqual(MIN_AGREEMENT);
  });
});
