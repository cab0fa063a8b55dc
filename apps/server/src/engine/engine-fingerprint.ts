import { createHash } from 'node:crypto';
import type { PairOutcome } from './truth/run-truth.ts';

/**
 * The engine's verdicts on the labelled corpus as recorded under one ENGINE_VERSION: per pair id,
 * a hash of the pair's input and the status the engine gave it. Keyed by the input so that a pair
 * edited or added later is not mistaken for a change of the engine.
 */
export interface EngineFingerprint {
  engineVersion: number;
  /** Pair id → `<input hash> <status>`, one line per pair so that a re-recording diffs plainly. */
  verdicts: Record<string, string>;
}

/** What the engine reads of a pair; the label and its reason are not the engine's input. */
function inputHash({ pair }: PairOutcome): string {
  const { expected: _expected, reason: _reason, ...input } = pair;
  return createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 12);
}

export function fingerprintOf(
  engineVersion: number,
  outcomes: readonly PairOutcome[],
): EngineFingerprint {
  return {
    engineVersion,
    verdicts: Object.fromEntries(
      outcomes.map((outcome) => [outcome.pair.id, `${inputHash(outcome)} ${outcome.status}`]),
    ),
  };
}

export interface FingerprintComparison {
  /** Pairs with the recorded input and another verdict: `id: RECORDED → NOW`. */
  changed: string[];
  /** How many of the current pairs the record judges (same id, same input). */
  judged: number;
}

export function compareFingerprints(
  recorded: EngineFingerprint,
  current: EngineFingerprint,
): FingerprintComparison {
  const changed: string[] = [];
  let judged = 0;
  for (const [id, now] of Object.entries(current.verdicts)) {
    const before = recorded.verdicts[id];
    if (!before) continue;
    const [beforeInput, beforeStatus] = splitVerdict(before);
    const [nowInput, nowStatus] = splitVerdict(now);
    if (beforeInput !== nowInput) continue;
    judged += 1;
    if (beforeStatus !== nowStatus) changed.push(`${id}: ${beforeStatus} → ${nowStatus}`);
  }
  return { changed, judged };
}

function splitVerdict(line: string): [string, string] {
  const space = line.indexOf(' ');
  return [line.slice(0, space), line.slice(space + 1)];
}
