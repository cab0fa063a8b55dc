import { storedText } from '../../db/copy-rows.ts';
import type { CharacteristicResult } from '../../engine/index.ts';
import { sameJson } from '../../lib/stable-json.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import type { BatchAudit, ReauditedAudit, ResultKey, StoredResult } from './re-audit.queries.ts';

/** `real` columns hold single precision: a fresh double is equal when it rounds to the same. */
const sameReal = (fresh: number | null, stored: number | null) =>
  fresh === null || stored === null ? fresh === stored : Math.fround(fresh) === Math.fround(stored);

/**
 * The evidence's text by result: the engine gives audits with the same inputs the same result
 * objects, so a re-audit writes each one's JSON once however many months repeat it.
 */
const evidenceTexts = new WeakMap<CharacteristicResult, string | null>();
function evidenceText(result: CharacteristicResult): string | null {
  let text = evidenceTexts.get(result);
  if (text === undefined) {
    text = storedText(result.evidence);
    evidenceTexts.set(result, text);
  }
  return text;
}

/** Whether writing the fresh result would store exactly what the stored one holds. */
export function sameResult(fresh: CharacteristicResult, stored: StoredResult): boolean {
  return (
    fresh.status === stored.status &&
    fresh.accuracy === stored.accuracy &&
    sameReal(fresh.weight, stored.weight) &&
    fresh.priority === stored.priority &&
    (fresh.sourceValue ?? null) === stored.sourceValue &&
    (fresh.channelValue ?? null) === stored.channelValue &&
    (fresh.ignored ?? false) === stored.ignored &&
    storedText(fresh.additionalData) === stored.additionalData &&
    evidenceText(fresh) === stored.evidence
  );
}

/**
 * What must change in an audit's stored results for them to be the fresh ones: the stored results
 * to delete (changed or no longer given) and the fresh ones to write (changed or new).
 */
export function resultChanges(
  key: AuditKey,
  fresh: readonly CharacteristicResult[],
  stored: readonly StoredResult[],
): { removed: ResultKey[]; added: CharacteristicResult[] } {
  const before = new Map(stored.map((result) => [result.characteristic, result]));
  const removed: ResultKey[] = [];
  const added: CharacteristicResult[] = [];
  for (const result of fresh) {
    const old = before.get(result.characteristic);
    before.delete(result.characteristic);
    if (old && sameResult(result, old)) continue;
    if (old) removed.push({ ...key, characteristic: old.characteristic });
    added.push(result);
  }
  for (const gone of before.values()) removed.push({ ...key, characteristic: gone.characteristic });
  return { removed, added };
}

/** Whether the audit row already holds the fresh outcome. */
export function sameOutcome(fresh: ReauditedAudit, stored: BatchAudit): boolean {
  return (
    sameReal(fresh.accuracy, stored.accuracy) &&
    fresh.knockout === stored.knockout &&
    fresh.knockoutReasons.join('\n') === (stored.knockoutReasons ?? []).join('\n') &&
    sameReal(fresh.contentScore, stored.contentScore) &&
    sameJson(fresh.contentScoreComponents ?? null, stored.contentScoreComponents ?? null)
  );
}
