import type {
  ExplainedChannel,
  ExplainedCharacteristic,
  Improvement,
  KnockoutCause,
  ScoreExplanation,
  ScoreExplanationQuery,
} from '@lens/contracts';
import {
  CHARACTERISTIC_LABELS,
  formatAccuracy,
  isCharacteristicType,
  knockoutDrop,
  lossShare,
} from '@lens/domain';
import { aggregate } from '../dashboard-data/aggregates.queries.ts';
import { channelsOfView } from '../dashboard-data/filter-options.queries.ts';
import { pairConditions } from '../dashboard-data/filter-dimensions.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { resolveView } from '../tenancy/view-access.queries.ts';
import { explainedSubject } from './explained-subject.ts';
import {
  knockoutReasonCounts,
  lowestAudits,
  resultLosses,
  type CauseRow,
  type LossRow,
} from './score-explain.queries.ts';
import { wireChannel } from '../../lib/wire-channel.ts';

const LOWEST_AUDITS = 5;
const IMPROVEMENTS = 5;

/**
 * Why a dashboard number is what it is. The number itself comes from the dashboard's own
 * aggregate (rollups where they can answer), so the two always agree; the breakdown reads the
 * results of the audits behind it only, bounded to the scope's pairs.
 */
export async function explainScore(
  ctx: DashboardContext,
  query: ScoreExplanationQuery,
): Promise<ScoreExplanation> {
  const { figure = 'accuracy', of, id, month, ...filters } = query;
  const view = await resolveView(ctx.db, ctx.user, filters.view);
  const subject = await explainedSubject(ctx.db, view, filters, { of, id, month }, ctx.today);
  const conditions = pairConditions(subject.selection);
  const { range } = subject;
  const characteristicLevel = !!conditions.characteristics?.length;
  const knockout = figure === 'knockout';
  const [[total], losses, causes, lowest, viewChannels] = await Promise.all([
    aggregate(ctx.db, view, conditions, range, []),
    knockout
      ? Promise.resolve([])
      : resultLosses(ctx.db, view, conditions, range, characteristicLevel),
    knockout ? knockoutReasonCounts(ctx.db, view, conditions, range) : Promise.resolve([]),
    lowestAudits(ctx.db, view, conditions, range, {
      characteristicLevel: characteristicLevel && !knockout,
      knockedOut: knockout,
      limit: LOWEST_AUDITS,
    }),
    channelsOfView(ctx.db, view),
  ]);
  const value = (knockout ? total?.knockout : total?.accuracy) ?? null;
  const auditCount = total?.count ?? 0;
  const overall = losses.find((row) => row.characteristic === null && row.channelId === null);
  const counted = overall?.units ?? 0;
  const totalLost = overall?.lost ?? 0;
  const channelName = new Map(viewChannels.map((channel) => [channel.id, channel.name]));
  const characteristics = explainCharacteristics(losses, counted, totalLost);
  const channels = explainChannels(losses, counted, totalLost, channelName);
  const knockoutCauses = explainCauses(causes, auditCount);
  const basis = characteristicLevel && !knockout ? 'results' : 'audits';
  return {
    figure,
    subject: subject.label,
    value,
    basis,
    formula: formula(figure, basis, value, auditCount, counted),
    startDate: range.startDate,
    endDate: range.endDate,
    auditCount,
    scoredCount: knockout ? auditCount : counted,
    knockedOutCount: total?.knockout == null ? 0 : Math.round((total.knockout * auditCount) / 100),
    characteristics,
    channels,
    knockoutCauses,
    improvements: improvements(characteristics, channels, knockoutCauses),
    lowestAudits: lowest.map(wireChannel),
  };
}

function explainCharacteristics(
  losses: readonly LossRow[],
  counted: number,
  totalLost: number,
): ExplainedCharacteristic[] {
  return losses
    .flatMap((row) => {
      const type = row.characteristic;
      if (type === null || !isCharacteristicType(type)) return [];
      return [
        {
          characteristicType: type,
          name: CHARACTERISTIC_LABELS[type],
          weight: row.scored ? row.weightSum / row.scored : 0,
          resultCount: row.results,
          scoredCount: row.scored,
          accuracy: row.scored ? row.accuracySum / row.scored : null,
          lostShare: lossShare(row.lost, counted, totalLost).share,
          gain: lossShare(row.lost, counted, totalLost).gain,
        },
      ];
    })
    .toSorted((a, b) => b.lostShare - a.lostShare || a.name.localeCompare(b.name));
}

function explainChannels(
  losses: readonly LossRow[],
  counted: number,
  totalLost: number,
  channelName: ReadonlyMap<number | string, string>,
): ExplainedChannel[] {
  return losses
    .filter((row) => row.channelId !== null && row.characteristic === null)
    .map((row) => ({
      siteId: row.channelId!,
      name: channelName.get(row.channelId!) ?? `Channel ${row.channelId}`,
      auditCount: row.units,
      accuracy: row.units ? 100 - row.lost / row.units : null,
      gain: lossShare(row.lost, counted, totalLost).gain,
    }))
    .toSorted((a, b) => b.gain - a.gain || a.name.localeCompare(b.name));
}

/** Reasons read "Phone INACCURATE": grouped by characteristic, so fixing it fixes both statuses. */
function explainCauses(rows: readonly CauseRow[], audits: number): KnockoutCause[] {
  const labels = Object.values(CHARACTERISTIC_LABELS).toSorted((a, b) => b.length - a.length);
  const byCause = new Map<string, { audits: number; sole: number }>();
  for (const row of rows) {
    const cause = labels.find((label) => row.reason.startsWith(`${label} `)) ?? row.reason;
    const sum = byCause.get(cause) ?? { audits: 0, sole: 0 };
    byCause.set(cause, { audits: sum.audits + row.audits, sole: sum.sole + row.sole });
  }
  return [...byCause]
    .map(([cause, sum]) => ({
      cause,
      auditCount: sum.audits,
      soleCauseCount: sum.sole,
      drop: knockoutDrop(sum.sole, audits),
    }))
    .toSorted((a, b) => b.drop - a.drop || b.auditCount - a.auditCount);
}

const isCharacteristicLabel = (text: string) =>
  (Object.values(CHARACTERISTIC_LABELS) as string[]).includes(text);

function improvements(
  characteristics: readonly ExplainedCharacteristic[],
  channels: readonly ExplainedChannel[],
  causes: readonly KnockoutCause[],
): Improvement[] {
  const all: Improvement[] = [
    ...characteristics.map((c) => ({
      kind: 'characteristic' as const,
      label: `Fix ${c.name} everywhere`,
      gain: c.gain,
    })),
    ...(channels.length > 1
      ? channels.map((c) => ({
          kind: 'channel' as const,
          label: `Fix every result on ${c.name}`,
          gain: c.gain,
        }))
      : []),
    ...causes.map((c) => ({
      kind: 'knockout-cause' as const,
      // A cause is a characteristic, or a reason that reads as a sentence (shown closed).
      label: isCharacteristicLabel(c.cause) ? `Fix ${c.cause}` : c.cause,
      gain: c.drop,
    })),
  ];
  return all
    .filter((item) => item.gain > 0)
    .toSorted((a, b) => b.gain - a.gain)
    .slice(0, IMPROVEMENTS);
}

function formula(
  figure: 'accuracy' | 'knockout',
  basis: 'audits' | 'results',
  value: number | null,
  audits: number,
  counted: number,
): string {
  if (figure === 'knockout')
    return (
      `The share of the ${audits} latest audits (one per property and channel in the range) that are ` +
      'knocked out: Name, Address, Phone or Geo Coordinates inaccurate or missing, or shown closed while open.'
    );
  const shown = formatAccuracy(value);
  if (basis === 'results')
    return (
      `${shown} is the mean accuracy of the ${counted} counted results of the characteristic in the latest ` +
      'audit of each property and channel in the range (accurate 100, discrepancy 50, inaccurate or missing 0; ' +
      'results under review or ignored are left out).'
    );
  return (
    `${shown} is the mean accuracy of the latest audit of each of the ${counted} scored property and channel ` +
    'pairs in the range; each audit scores the weighted mean of its results (accurate 100, discrepancy 50, ' +
    'inaccurate or missing 0; results under review or ignored are left out).'
  );
}
