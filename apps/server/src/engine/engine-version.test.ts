import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareFingerprints,
  fingerprintOf,
  type EngineFingerprint,
} from './engine-fingerprint.ts';
import { ENGINE_VERSION } from './engine-version.ts';
import { TRUTH_PAIRS } from './truth/corpus/index.ts';
import { evaluatePair, type PairOutcome } from './truth/run-truth.ts';
import type { TruthPair } from './truth/truth-pair.ts';

const FINGERPRINT_FILE = path.join(import.meta.dirname, 'engine-fingerprint.json');
const RECORD = process.env.RECORD_ENGINE_FINGERPRINT === '1';
const RECORD_COMMAND =
  'RECORD_ENGINE_FINGERPRINT=1 npx vitest run --project unit apps/server/src/engine/engine-version.test.ts';
/** Below this share of the corpus the record says too little, and must be taken again. */
const MIN_JUDGED = 0.9;

describe('the engine version', () => {
  const current = fingerprintOf(ENGINE_VERSION, TRUTH_PAIRS.map(evaluatePair));
  const recorded: EngineFingerprint | null = existsSync(FINGERPRINT_FILE)
    ? (JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as EngineFingerprint)
    : null;

  it('is bumped whenever the verdicts on the labelled corpus change', () => {
    const { changed, judged } = recorded
      ? compareFingerprints(recorded, current)
      : { changed: [], judged: 0 };
    if (recorded?.engineVersion === ENGINE_VERSION) {
      expect(
        changed,
        `The engine's verdicts changed under ENGINE_VERSION ${ENGINE_VERSION}: bump it in ` +
          `engine-version.ts so stored audits are re-scored, then record them with ${RECORD_COMMAND}`,
      ).toEqual([]);
    }
    if (RECORD) {
      writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(current, null, 2)}\n`);
      return;
    }
    expect(recorded, `No verdicts recorded: record them with ${RECORD_COMMAND}`).not.toBeNull();
    expect(
      recorded!.engineVersion,
      `ENGINE_VERSION changed: record its verdicts with ${RECORD_COMMAND}`,
    ).toBe(ENGINE_VERSION);
    expect(
      judged,
      `The corpus has moved on from the recorded verdicts: record them again with ${RECORD_COMMAND}`,
    ).toBeGreaterThanOrEqual(Math.ceil(MIN_JUDGED * TRUTH_PAIRS.length));
  });
});

describe('comparing verdict fingerprints', () => {
  const pair: TruthPair = {
    id: 'phone-gb-spaces',
    characteristic: 'PHONE',
    country: 'GB',
    channel: 'Google',
    reference: { phone: '+44 20 7946 0000' },
    listing: { phone: '020 7946 0000' },
    expected: 'ACCURATE',
    reason: 'the same number in national format',
  };
  const outcome = (of: TruthPair, status: PairOutcome['status']): PairOutcome => ({
    pair: of,
    status,
    evidence: null,
  });

  it('finds a pair whose verdict changed while its input did not', () => {
    const before = fingerprintOf(1, [outcome(pair, 'ACCURATE')]);
    const after = fingerprintOf(1, [outcome(pair, 'DISCREPANCY')]);
    expect(compareFingerprints(before, after)).toEqual({
      changed: ['phone-gb-spaces: ACCURATE → DISCREPANCY'],
      judged: 1,
    });
  });

  it('does not judge a pair whose input was edited or that is new, nor its relabelling', () => {
    const before = fingerprintOf(1, [outcome(pair, 'ACCURATE')]);
    const edited = { ...pair, listing: { phone: '020 7946 0001' } };
    const added = { ...pair, id: 'phone-gb-new' };
    const relabelled = { ...pair, expected: 'DISCREPANCY' as const, reason: 'another reading' };
    expect(compareFingerprints(before, fingerprintOf(1, [outcome(edited, 'INACCURATE')]))).toEqual({
      changed: [],
      judged: 0,
    });
    expect(compareFingerprints(before, fingerprintOf(1, [outcome(added, 'INACCURATE')]))).toEqual({
      changed: [],
      judged: 0,
    });
    expect(
      compareFingerprints(before, fingerprintOf(1, [outcome(relabelled, 'ACCURATE')])),
    ).toEqual({ changed: [], judged: 1 });
  });
});
