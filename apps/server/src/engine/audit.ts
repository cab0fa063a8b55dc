import {
  CHARACTERISTIC_LABELS,
  isAutomatedAudit,
  type AuditProjectType,
  type CharacteristicType,
  type PropertyType,
  weightedAccuracy,
} from '@lens/domain';
import { applicableCharacteristics, characteristicPriority } from './applicable-characteristics.ts';
import { limitsForCategory, type ResolvedAuditLimits } from './audit-limits.ts';
import { COMPARATORS } from './comparators/registry.ts';
import type { Comparator, CompareContext } from './comparators/verdict.ts';
import { contentScore } from './content-score.ts';
import { PreparedChannel } from './prepared-channel.ts';
import type { PreparedReference } from './prepared-reference.ts';
import { statusAccuracy } from './status-accuracy.ts';
import type {
  AuditOutcome,
  ChannelSnapshot,
  CharacteristicResult,
  ChannelProfile,
} from './types.ts';

// The weighted mean is the score rule the dashboard's explanations use too, so it lives in domain.
export { weightedAccuracy };

/** The characteristics whose failure knocks an audit out (docs/architecture.md, "What the scores mean"). */
const KNOCKOUT_CHARACTERISTICS: ReadonlySet<CharacteristicType> = new Set([
  'NAME',
  'ADDRESS',
  'PHONE',
  'GEO_COORDINATES',
]);

export const CLOSED_WHILE_OPEN = 'Shown closed while the property is open';

/**
 * Why an audit is knocked out, e.g. "Phone INACCURATE"; empty when it is not. A channel that
 * shows only the short name (GDS) has it judged as the name, as the dashboard then labels it
 * 'Name' (docs/product-rules.md, "Audit details").
 */
export function knockoutReasons(
  results: readonly Pick<CharacteristicResult, 'characteristic' | 'status'>[],
  propertyOpen: boolean,
  snapshot: Pick<ChannelSnapshot, 'shownClosed'>,
): string[] {
  const reasons: string[] = [];
  let shortNameReason: string | null = null;
  let hasName = false;
  for (const { characteristic, status } of results) {
    hasName ||= characteristic === 'NAME';
    if (status !== 'INACCURATE' && status !== 'MISSING') continue;
    const reason = `${CHARACTERISTIC_LABELS[characteristic]} ${status}`;
    if (KNOCKOUT_CHARACTERISTICS.has(characteristic)) reasons.push(reason);
    else if (characteristic === 'SHORT_NAME') shortNameReason = reason;
  }
  if (shortNameReason !== null && !hasName) reasons.unshift(shortNameReason);
  if (propertyOpen && snapshot.shownClosed) reasons.push(CLOSED_WHILE_OPEN);
  return reasons;
}

interface PlannedCheck {
  characteristic: CharacteristicType;
  compare: Comparator;
  priority: number;
}

// The applicable list is cached per site and property type, so its plan is too.
const plans = new WeakMap<readonly CharacteristicType[], PlannedCheck[]>();

function auditPlan(propertyType: PropertyType, channel: ChannelProfile): PlannedCheck[] {
  const applicable = applicableCharacteristics(propertyType, channel);
  let plan = plans.get(applicable);
  if (!plan) {
    plan = applicable.map((characteristic) => ({
      characteristic,
      compare: COMPARATORS[characteristic],
      priority: characteristicPriority(characteristic),
    }));
    plans.set(applicable, plan);
  }
  return plan;
}

/**
 * Audits one channel snapshot against a prepared reference: one result per applicable
 * characteristic that either side has, the weighted accuracy, the knockout and its reasons, and
 * the content score on the channels that publish rich content.
 */
export function auditSnapshot(
  prepared: PreparedReference,
  snapshot: ChannelSnapshot,
  channel: ChannelProfile,
  projectType: AuditProjectType,
  limits: ResolvedAuditLimits,
): AuditOutcome {
  const channelLimits = limitsForCategory(limits, channel.categoryId);
  const context: CompareContext = {
    limits: channelLimits,
    automated: isAutomatedAudit(projectType),
    channel: new PreparedChannel(prepared, snapshot, channelLimits),
  };
  const results: CharacteristicResult[] = [];
  for (const { characteristic, compare, priority } of auditPlan(prepared.propertyType, channel)) {
    const verdict = compare(prepared, snapshot, context);
    if (verdict === null) continue;
    results.push({
      characteristic,
      status: verdict.status,
      accuracy: statusAccuracy(verdict.status),
      sourceValue: verdict.sourceValue,
      channelValue: verdict.channelValue,
      additionalData: verdict.additionalData ?? null,
      evidence: verdict.evidence,
      weight: channelLimits.weights[characteristic],
      priority,
    });
  }
  const reasons = knockoutReasons(results, prepared.source.open, snapshot);
  const content = contentScore(context.channel, channel.id);
  return {
    results,
    accuracy: weightedAccuracy(results),
    knockout: reasons.length > 0,
    knockoutReasons: reasons,
    contentScore: content.contentScore,
    contentScoreComponents: content.contentScoreComponents,
  };
}
