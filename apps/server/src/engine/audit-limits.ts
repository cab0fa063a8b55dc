import {
  auditLimitsPatchSchema,
  auditLimitsSchema,
  type AuditLimits,
  type AuditLimitsPatch,
} from '@lens/contracts';
import { CHANNEL_CATEGORIES, CHARACTERISTIC_TYPES, type CharacteristicType } from '@lens/domain';
import { z } from 'zod';

// The schemas are the contract's, so the admin form and the engine check edits alike.
export { auditLimitsPatchSchema, auditLimitsSchema, type AuditLimits, type AuditLimitsPatch };

const CHANNEL_TYPE_IDS = CHANNEL_CATEGORIES.map((category) => category.id);
const channelTypeKey = z
  .string()
  .refine((key) => (CHANNEL_TYPE_IDS as number[]).includes(Number(key)), 'unknown channel type');

/** What admins store: changes to every channel type, and per channel type (category id 1-24). */
export const auditLimitsOverridesSchema = z.strictObject({
  defaults: auditLimitsPatchSchema.optional(),
  channelTypes: z.record(channelTypeKey, auditLimitsPatchSchema).optional(),
});
export type AuditLimitsOverrides = z.infer<typeof auditLimitsOverridesSchema>;

/**
 * Name, Address, Phone and Geo Coordinates (and the short name GDS channels show instead of the
 * name) weigh double: they are what a guest needs to find and reach the property, and the four
 * knockout characteristics.
 */
const WEIGHTS = Object.fromEntries(
  CHARACTERISTIC_TYPES.map((type) => [
    type,
    ['NAME', 'SHORT_NAME', 'ADDRESS', 'PHONE', 'GEO_COORDINATES'].includes(type) ? 2 : 1,
  ]),
) as Record<CharacteristicType, number>;

export const BASE_AUDIT_LIMITS: AuditLimits = {
  // One typo in a 20-letter name is 0.95; "Hilton Paris Opera" vs "Hilton Paris Opera Hotel" is 0.76.
  name: { accurate: 0.95, review: 0.85, discrepancy: 0.7 },
  address: { streetSimilarity: 0.85, citySimilarity: 0.85 },
  geo: { accurateMiles: 0.1, discrepancyMiles: 0.5 },
  description: { accurate: 0.95, discrepancy: 0.6 },
  amenities: { coverageDiscrepancy: 0.7, variantSimilarity: 0.8 },
  photos: { minimum: 10, target: 30 },
  starRating: { discrepancyTolerance: 0.5 },
  hours: { discrepancyMinDays: 5 },
  meetingRooms: {
    countDiscrepancyRatio: 0.2,
    capacityTolerance: 0.1,
    areaTolerance: 0.05,
    nameSimilarity: 0.8,
    discrepancyShare: 0.5,
  },
  content: {
    descriptionTargetChars: 500,
    photosWeight: 0.4,
    descriptionLengthWeight: 0.25,
    amenitiesCoverageWeight: 0.2,
    linksWeight: 0.15,
  },
  weights: WEIGHTS,
};

/** Photo expectations follow what each kind of channel shows: galleries on OTAs, a few on maps. */
const CHANNEL_TYPE_DEFAULTS: Readonly<Record<number, AuditLimitsPatch>> = {
  2: { photos: { minimum: 20, target: 50 } },
  6: { photos: { minimum: 5, target: 10 } },
  7: { photos: { minimum: 5, target: 15 } },
  8: { photos: { minimum: 5, target: 15 } },
  9: { photos: { minimum: 5, target: 15 } },
  10: { photos: { minimum: 3, target: 10 } },
  11: { photos: { minimum: 5, target: 15 } },
  12: { photos: { minimum: 3, target: 10 } },
  14: { photos: { minimum: 1, target: 5 } },
  16: { photos: { minimum: 15, target: 40 } },
  24: { photos: { minimum: 1, target: 10 } },
};

function merge(base: AuditLimits, patch: AuditLimitsPatch | undefined): AuditLimits {
  if (!patch) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [section, values] of Object.entries(patch)) {
    merged[section] = { ...base[section as keyof AuditLimits], ...values };
  }
  return merged as AuditLimits;
}

export interface ResolvedAuditLimits {
  /** For a channel whose category is not one of 1-24. */
  fallback: AuditLimits;
  byCategory: ReadonlyMap<number, AuditLimits>;
}

/**
 * The limits of every channel type: built-in defaults, then the built-in channel-type defaults,
 * then the stored `defaults`, then the stored channel-type entry. An admin's default therefore
 * applies to every channel type unless that type has its own stored value. Throws a ZodError when
 * the overrides, or a merged result, are invalid.
 */
export function resolveLimits(overrides: unknown = {}): ResolvedAuditLimits {
  const stored = auditLimitsOverridesSchema.parse(overrides);
  const fallback = auditLimitsSchema.parse(merge(BASE_AUDIT_LIMITS, stored.defaults));
  const byCategory = new Map<number, AuditLimits>();
  for (const id of CHANNEL_TYPE_IDS) {
    const builtIn = merge(BASE_AUDIT_LIMITS, CHANNEL_TYPE_DEFAULTS[id]);
    const limits = merge(merge(builtIn, stored.defaults), stored.channelTypes?.[String(id)]);
    byCategory.set(id, auditLimitsSchema.parse(limits));
  }
  return { fallback, byCategory };
}

export const DEFAULT_AUDIT_LIMITS: ResolvedAuditLimits = resolveLimits();

export function limitsForCategory(limits: ResolvedAuditLimits, categoryId: number): AuditLimits {
  return limits.byCategory.get(categoryId) ?? limits.fallback;
}
