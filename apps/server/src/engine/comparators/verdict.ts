import type { Status } from '@lens/domain';
import type { AuditLimits } from '../audit-limits.ts';
import type { PreparedChannel } from '../prepared-channel.ts';
import type { PreparedReference } from '../prepared-reference.ts';
import type { ChannelSnapshot, CharacteristicResult, Evidence } from '../types.ts';

/** What a comparator decides; the audit adds the characteristic, accuracy, weight and priority. */
export type Verdict = Pick<
  CharacteristicResult,
  'status' | 'sourceValue' | 'channelValue' | 'evidence' | 'additionalData'
>;

export interface CompareContext {
  limits: AuditLimits;
  /** AUTOMATED or AUTOMATED_NAPW: ambiguous results go to a human as AWAITING REVIEW. */
  automated: boolean;
  channel: PreparedChannel;
}

/** Null when the characteristic is not audited (neither side has a value). */
export type Comparator = (
  reference: PreparedReference,
  snapshot: ChannelSnapshot,
  context: CompareContext,
) => Verdict | null;

export function verdict(
  status: Status,
  sourceValue: string | null,
  channelValue: string | null,
  evidence: Partial<Evidence> & { rule: string },
): Verdict {
  // Every field the evidence contract has is present, null when it does not apply.
  const full: Evidence = {
    rule: evidence.rule,
    threshold: evidence.threshold ?? null,
    sourceNormalized: evidence.sourceNormalized ?? null,
    channelNormalized: evidence.channelNormalized ?? null,
  };
  if (evidence.similarity != null) full.similarity = evidence.similarity;
  if (evidence.distanceMiles != null) full.distanceMiles = evidence.distanceMiles;
  if (evidence.details) full.details = evidence.details;
  return { status, sourceValue, channelValue, evidence: full };
}

/**
 * The conventions when one side has no value: the channel lacks what the reference has -> MISSING;
 * the channel shows what the reference does not have (a fax that no longer exists) -> REMOVE, for
 * the characteristics where the reference's silence means "there is none"; otherwise, and when
 * both are silent, the characteristic is not audited.
 */
export function absence(
  sourceValue: string | null,
  channelValue: string | null,
  removable: boolean,
): Verdict | null {
  if (sourceValue !== null) {
    return verdict('MISSING', sourceValue, channelValue, { rule: 'absent-on-channel' });
  }
  if (channelValue !== null && removable) {
    return verdict('REMOVE', null, channelValue, { rule: 'absent-in-reference' });
  }
  return null;
}

/**
 * A value the engine cannot read (hours it cannot parse, an address it cannot split, a link that
 * is not a link) is never judged wrong on that ground alone: a wrong INACCURATE would be a
 * knockout. It waits for a person, with the side and the reason in the evidence.
 */
export function unreadable(
  side: 'reference' | 'channel',
  reason: string,
  sourceValue: string | null,
  channelValue: string | null,
  evidence: Partial<Evidence> & { rule: string },
): Verdict {
  return verdict('AWAITING REVIEW', sourceValue, channelValue, {
    ...evidence,
    details: { ...evidence.details, unreadable: side, reason },
  });
}

/** ACCURATE from `accurate` up, DISCREPANCY from `discrepancy` up, INACCURATE below. */
export function band(value: number, accurate: number, discrepancy: number): Status {
  if (value >= accurate) return 'ACCURATE';
  return value >= discrepancy ? 'DISCREPANCY' : 'INACCURATE';
}

/** True when the folded words of one text appear in order, whole, in the other. */
export function containsWords(a: string, b: string): boolean {
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}
