export {
  applicableCharacteristics,
  characteristicPriority,
  CHARACTERISTIC_ORDER,
} from './applicable-characteristics.ts';
export { auditSnapshot, CLOSED_WHILE_OPEN, knockoutReasons, weightedAccuracy } from './audit.ts';
export {
  auditLimitsOverridesSchema,
  auditLimitsPatchSchema,
  auditLimitsSchema,
  BASE_AUDIT_LIMITS,
  DEFAULT_AUDIT_LIMITS,
  limitsForCategory,
  resolveLimits,
  type AuditLimits,
  type AuditLimitsOverrides,
  type AuditLimitsPatch,
  type ResolvedAuditLimits,
} from './audit-limits.ts';
export {
  diffDescriptions,
  diffDescriptionsByLanguage,
  textProfile,
  textSimilarity,
  type DescriptionSides,
  type TextProfile,
} from './description-diff.ts';
export { decidingFacts } from './deciding-facts/deciding-facts.ts';
export { ENGINE_VERSION } from './engine-version.ts';
export { parseAddress, type AddressComponents } from './normalize-address.ts';
export { normalizeHours, type WeekHours } from './normalize-hours.ts';
export { normalizePhone, type NormalizedPhone } from './normalize-phone.ts';
export { foldText } from './normalize-text.ts';
export { amenityTerms, cuisineTerms, type Term, type TermList } from './normalize-terms.ts';
export { normalizeLink, type NormalizedUrl } from './normalize-url.ts';
export { prepareReference, type PreparedReference } from './prepared-reference.ts';
export { statusAccuracy } from './status-accuracy.ts';
export type * from './types.ts';
