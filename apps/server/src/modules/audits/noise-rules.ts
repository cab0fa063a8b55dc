import { createHash } from 'node:crypto';
import {
  ACCEPTED_VARIANT_RULE,
  ignoreMatcher,
  variantMatcher,
  type CharacteristicType,
  type Status,
} from '@lens/domain';
import type { Tx } from '../../db/transaction.ts';
import {
  statusAccuracy,
  type AuditOutcome,
  type CharacteristicResult,
} from '../../engine/index.ts';
import { scoreAudit } from './audit-score.ts';
import {
  loadIgnoreKeys,
  loadVariantKeys,
  type StoredIgnore,
  type StoredVariant,
} from './noise-rules.queries.ts';

/** md5 of a value as shown; SQL computes the same with md5(coalesce(value, '')). */
export function valueHash(value: string | null | undefined): string {
  return createHash('md5')
    .update(value ?? '')
    .digest('hex');
}

export interface NoiseRules {
  variant: ReturnType<typeof variantMatcher<StoredVariant>>;
  ignore: ReturnType<typeof ignoreMatcher<StoredIgnore>>;
  /** Whether any variant is accepted at all. */
  anyVariant: boolean;
  /** The (property, channel, characteristic) keys holding an ignore: only these hash their values. */
  ignoring: ReadonlySet<string>;
}

const ignoringKey = (propertyId: number, channelId: number, characteristic: string) =>
  `${propertyId}|${channelId}|${characteristic}`;

/** The client's accepted variants and the ignores of these properties, for landing audits. */
export async function loadNoiseRules(
  tx: Tx,
  clientId: number,
  propertyIds: readonly number[],
): Promise<NoiseRules> {
  const [variants, ignores] = await Promise.all([
    loadVariantKeys(tx, clientId),
    loadIgnoreKeys(tx, propertyIds),
  ]);
  return {
    variant: variantMatcher(variants),
    ignore: ignoreMatcher(ignores),
    anyVariant: variants.length > 0,
    ignoring: new Set(
      ignores.map((ignore) =>
        ignoringKey(ignore.propertyId, ignore.channelId, ignore.characteristic),
      ),
    ),
  };
}

/** What an accepted variant writes into a result's evidence, and what undo restores from. */
export interface VariantEvidence {
  id: number;
  by: string | null;
  at: string;
  allChannels: boolean;
  engine: { status: Status; rule: string };
}

/** The result as an accepted variant decides it: ACCURATE, with who accepted it and what the engine said. */
export function acceptedResult<R extends Pick<CharacteristicResult, 'status' | 'evidence'>>(
  result: R,
  variant: Omit<VariantEvidence, 'engine'>,
): R & { accuracy: number } {
  const engine = { status: result.status, rule: result.evidence.rule };
  return {
    ...result,
    status: 'ACCURATE',
    accuracy: statusAccuracy('ACCURATE')!,
    evidence: {
      ...result.evidence,
      rule: ACCEPTED_VARIANT_RULE,
      details: { ...result.evidence.details, acceptedVariant: { ...variant, engine } },
    },
  };
}

/** The engine's own verdict back, once the variant that overrode it is withdrawn. */
export function engineResult<R extends Pick<CharacteristicResult, 'status' | 'evidence'>>(
  result: R,
): R & { accuracy: number | null } {
  const { acceptedVariant, ...details } = (result.evidence.details ?? {}) as {
    acceptedVariant?: VariantEvidence;
  } & Record<string, unknown>;
  if (!acceptedVariant) return { ...result, accuracy: statusAccuracy(result.status) };
  const { status, rule } = acceptedVariant.engine;
  return {
    ...result,
    status,
    accuracy: statusAccuracy(status),
    evidence: { ...result.evidence, rule, details },
  };
}

/**
 * Applies the client's noise decisions to a fresh audit outcome: results whose normalised pair is
 * an accepted variant become ACCURATE, results whose values are ignored are left out; the audit's
 * accuracy and knockout are then scored again by the engine's rules.
 */
export function applyNoise(
  outcome: AuditOutcome,
  key: { propertyId: number; channelId: number },
  rules: NoiseRules,
): AuditOutcome {
  // Most audits meet no rule at all; hashing every value to find that out cost a third of scoring.
  if (!rules.anyVariant && rules.ignoring.size === 0) return outcome;
  let changed = false;
  const results = outcome.results.map((result) => {
    const variant =
      rules.anyVariant &&
      rules.variant({
        characteristic: result.characteristic,
        channelId: key.channelId,
        sourceNormalized: result.evidence.sourceNormalized,
        channelNormalized: result.evidence.channelNormalized,
      });
    const decided: CharacteristicResult =
      variant && result.status !== 'ACCURATE'
        ? acceptedResult(result, {
            id: variant.id,
            by: variant.by,
            at: variant.at,
            allChannels: variant.channelId === null,
          })
        : result;
    const ignored =
      rules.ignoring.has(ignoringKey(key.propertyId, key.channelId, result.characteristic)) &&
      !!rules.ignore({
        ...key,
        characteristic: result.characteristic,
        sourceHash: valueHash(result.sourceValue),
        channelHash: valueHash(result.channelValue),
      });
    if (decided === result && !ignored) return result;
    changed = true;
    return ignored ? { ...decided, ignored } : decided;
  });
  if (!changed) return outcome;
  const score = scoreAudit(
    results.map((r) => ({
      characteristic: r.characteristic as CharacteristicType,
      status: r.status,
      weight: r.weight,
      ignored: r.ignored === true,
    })),
    outcome.knockoutReasons,
  );
  return { ...outcome, results, ...score };
}
