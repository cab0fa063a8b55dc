import type { CharacteristicType } from './characteristics.ts';
import { statusColor } from './status-colors.ts';
import type { Status } from './statuses.ts';

/**
 * Noise control: a content manager tells the audit that a channel's formatting is fine (an
 * accepted variant: the pair of normalised values scores ACCURATE from then on) or sets a result
 * aside until either value changes (an ignore).
 */
export const NOISE_KINDS = ['ACCEPTED_VARIANT', 'IGNORED'] as const;
export type NoiseKind = (typeof NOISE_KINDS)[number];

export const NOISE_LABELS: Readonly<Record<NoiseKind, string>> = {
  ACCEPTED_VARIANT: 'Accepted variant',
  IGNORED: 'Ignored until change',
};

/** The evidence rule of a result an accepted variant decided. */
export const ACCEPTED_VARIANT_RULE = 'accepted-variant';

/**
 * The statuses a variant can be accepted on: the engine judged two readable values different or
 * doubtful. MISSING and the like have nothing on one side, so there is no variant to accept.
 */
export const VARIANT_STATUSES: readonly Status[] = [
  'INACCURATE',
  'DISCREPANCY',
  'AWAITING REVIEW',
  'REVIEW',
];

export interface NoiseCandidate {
  status: Status;
  ignored: boolean;
  evidence: { sourceNormalized?: string | null; channelNormalized?: string | null } | null;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Whether "accept this variant" applies: both normalised values are known and they disagree. */
export function canAcceptVariant(result: NoiseCandidate): boolean {
  return (
    !result.ignored &&
    VARIANT_STATUSES.includes(result.status) &&
    present(result.evidence?.sourceNormalized) &&
    present(result.evidence?.channelNormalized)
  );
}

/**
 * Whether "ignore until either value changes" applies: a result flagged as a problem (not green)
 * and not already left out. Setting aside a result that scores full marks would only lower scores.
 */
export function canIgnoreResult(result: Pick<NoiseCandidate, 'ignored' | 'status'>): boolean {
  return !result.ignored && statusColor(result.status) !== 'green';
}

export interface VariantKey {
  characteristic: CharacteristicType | string;
  sourceNormalized: string;
  channelNormalized: string;
  /** The channel it was accepted for; null: every channel. */
  channelId: number | null;
}

const pairKey = (characteristic: string, source: string, channel: string) =>
  `${characteristic}\u0000${source}\u0000${channel}`;

/**
 * Finds the accepted variant covering a result: the same characteristic and the same pair of
 * normalised values (exactly: normalisation already absorbed case, spacing and punctuation), on
 * the result's channel or on every channel. A channel's own variant wins over an all-channels one.
 */
export function variantMatcher<V extends VariantKey>(
  variants: readonly V[],
): (result: {
  characteristic: string;
  channelId: number;
  sourceNormalized?: string | null;
  channelNormalized?: string | null;
}) => V | undefined {
  const index = new Map<string, V[]>();
  for (const variant of variants) {
    const key = pairKey(
      variant.characteristic,
      variant.sourceNormalized,
      variant.channelNormalized,
    );
    index.set(key, [...(index.get(key) ?? []), variant]);
  }
  return ({ characteristic, channelId, sourceNormalized, channelNormalized }) => {
    if (!present(sourceNormalized) || !present(channelNormalized)) return undefined;
    const candidates = index.get(pairKey(characteristic, sourceNormalized, channelNormalized));
    return (
      candidates?.find((v) => v.channelId === channelId) ??
      candidates?.find((v) => v.channelId === null)
    );
  };
}

export interface IgnoreKey {
  propertyId: number;
  channelId: number;
  characteristic: CharacteristicType | string;
  sourceHash: string;
  channelHash: string;
}

/**
 * Finds the ignore covering a result: same property, channel and characteristic, and both values
 * hash as they did when it was ignored. Once either value changes the ignore no longer applies
 * and the result scores normally again.
 */
export function ignoreMatcher<I extends IgnoreKey>(
  ignores: readonly I[],
): (result: IgnoreKey) => I | undefined {
  const key = (k: IgnoreKey) =>
    [k.propertyId, k.channelId, k.characteristic, k.sourceHash, k.channelHash].join('\u0000');
  const index = new Map(ignores.map((ignore) => [key(ignore), ignore]));
  return (result) => index.get(key(result));
}
