import { CHARACTERISTIC_TYPES, type CharacteristicType, type Status } from '@lens/domain';
import { CHANNEL_CATALOG } from '../../modules/catalog/channel-catalog.ts';
import { auditSnapshot } from '../audit.ts';
import { DEFAULT_AUDIT_LIMITS } from '../audit-limits.ts';
import { prepareReference } from '../prepared-reference.ts';
import type { Evidence, ReferenceProfile } from '../types.ts';
import type { TruthPair } from './truth-pair.ts';

/** The engine's verdict on one pair, with the evidence it gave. */
export interface PairOutcome {
  pair: TruthPair;
  status: Status | null;
  evidence: Evidence | null;
}

const channelByName = new Map(CHANNEL_CATALOG.map((channel) => [channel.name, channel]));

/**
 * Audits one pair as the product would: the reference profile of the pair's country, the listing
 * as the named channel shows it, and only the pair's characteristic published, so the verdict is
 * about the pair alone.
 */
export function evaluatePair(pair: TruthPair): PairOutcome {
  const channel = channelByName.get(pair.channel);
  if (!channel) throw new Error(`${pair.id}: no channel named ${pair.channel} in the catalog`);
  const reference: ReferenceProfile = {
    propertyId: 1,
    propertyType: pair.propertyType ?? 'HOTEL',
    countryCode: pair.country,
    name: 'Reference Property',
    open: true,
    ...pair.reference,
  };
  const outcome = auditSnapshot(
    prepareReference(reference),
    { propertyId: 1, channelId: channel.id, capturedAt: '2026-06-01T10:00:00Z', ...pair.listing },
    {
      id: channel.id,
      name: channel.name,
      categoryId: channel.categoryId,
      characteristics: [pair.characteristic],
    },
    pair.manual ? 'MANUAL' : 'AUTOMATED',
    DEFAULT_AUDIT_LIMITS,
  );
  const result = outcome.results.find((r) => r.characteristic === pair.characteristic);
  return { pair, status: result?.status ?? null, evidence: result?.evidence ?? null };
}

export interface TruthRow {
  characteristic: CharacteristicType | 'ALL';
  pairs: number;
  agree: number;
  /** A real error (anything expected but ACCURATE) called ACCURATE. */
  falseAccurate: number;
  /** A correct or merely doubtful value called INACCURATE: a knockout where none is due. */
  falseKnockout: number;
}

const CALLED_WRONG: ReadonlySet<Status | null> = new Set(['INACCURATE', 'MISSING']);

/** Agreement per characteristic, and over all pairs last. */
export function truthTable(outcomes: readonly PairOutcome[]): TruthRow[] {
  const row = (
    characteristic: TruthRow['characteristic'],
    of: readonly PairOutcome[],
  ): TruthRow => ({
    characteristic,
    pairs: of.length,
    agree: of.filter((o) => o.status === o.pair.expected).length,
    falseAccurate: of.filter((o) => o.status === 'ACCURATE' && o.pair.expected !== 'ACCURATE')
      .length,
    falseKnockout: of.filter(
      (o) => CALLED_WRONG.has(o.status) && !CALLED_WRONG.has(o.pair.expected),
    ).length,
  });
  const rows = CHARACTERISTIC_TYPES.flatMap((characteristic) => {
    const of = outcomes.filter((o) => o.pair.characteristic === characteristic);
    return of.length ? [row(characteristic, of)] : [];
  });
  return [...rows, row('ALL', outcomes)];
}

/** The table as text, for the bench and the test's output. */
export function formatTruthTable(rows: readonly TruthRow[]): string {
  const lines = rows.map((r) =>
    [
      r.characteristic.padEnd(22),
      String(r.pairs).padStart(5),
      `${((100 * r.agree) / Math.max(1, r.pairs)).toFixed(1)}%`.padStart(8),
      String(r.falseAccurate).padStart(14),
      String(r.falseKnockout).padStart(15),
    ].join(' '),
  );
  return [
    `${'characteristic'.padEnd(22)} ${'pairs'.padStart(5)} ${'agree'.padStart(8)} ${'false ACCURATE'.padStart(14)} ${'false knockout'.padStart(15)}`,
    ...lines,
  ].join('\n');
}
