import { CHARACTERISTIC_TYPES, type CharacteristicType } from '@lens/domain';
import { z } from 'zod';

/**
 * The audit engine's thresholds (docs/architecture.md, "What the scores mean"). They live here
 * rather than in the engine so
 * that the hotel-chain admin's form checks an edit with the very schema the engine enforces.
 */

const number = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const whole = (min: number, max: number) =>
  z
    .int({ error: 'must be a whole number' })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const ratio = number(0, 1);
const miles = number(0, 100).refine((value) => value > 0, 'must be more than 0');
const weight = number(0, 10);
const characteristicType = z.enum(
  CHARACTERISTIC_TYPES as [CharacteristicType, ...CharacteristicType[]],
);

/** Each section is closed, so that a misspelt key in an admin's edit is an error, not a no-op. */
const sections = {
  /** Similarity of folded names (1 - edit distance / length). */
  name: z.strictObject({ accurate: ratio, review: ratio, discrepancy: ratio }),
  address: z.strictObject({ streetSimilarity: ratio, citySimilarity: ratio }),
  geo: z.strictObject({ accurateMiles: miles, discrepancyMiles: miles }),
  /** Dice similarity of word bigrams. */
  description: z.strictObject({ accurate: ratio, discrepancy: ratio }),
  amenities: z.strictObject({ coverageDiscrepancy: ratio, variantSimilarity: ratio }),
  /** `minimum` decides the Photos status; `target` is what the content score calls complete. */
  photos: z.strictObject({ minimum: whole(0, 500), target: whole(1, 500) }),
  starRating: z.strictObject({ discrepancyTolerance: number(0, 5) }),
  hours: z.strictObject({ discrepancyMinDays: whole(0, 7) }),
  meetingRooms: z.strictObject({
    countDiscrepancyRatio: ratio,
    capacityTolerance: ratio,
    areaTolerance: ratio,
    nameSimilarity: ratio,
    discrepancyShare: ratio,
  }),
  content: z.strictObject({
    descriptionTargetChars: whole(1, 20_000),
    photosWeight: weight,
    descriptionLengthWeight: weight,
    amenitiesCoverageWeight: weight,
    linksWeight: weight,
  }),
  weights: z.record(characteristicType, weight),
};

export const AUDIT_LIMIT_SECTIONS = Object.keys(sections) as Array<keyof typeof sections>;

// Each contradiction is reported at the field an admin would change, so a form can mark it.
export const auditLimitsSchema = z
  .strictObject(sections)
  .refine((l) => l.name.discrepancy <= l.name.review && l.name.review <= l.name.accurate, {
    path: ['name', 'review'],
    message: 'name thresholds must satisfy discrepancy <= review <= accurate',
  })
  .refine((l) => l.geo.accurateMiles < l.geo.discrepancyMiles, {
    path: ['geo', 'accurateMiles'],
    message: 'geo.accurateMiles must be below geo.discrepancyMiles',
  })
  .refine((l) => l.description.discrepancy <= l.description.accurate, {
    path: ['description', 'discrepancy'],
    message: 'description.discrepancy must not exceed description.accurate',
  })
  .refine(
    (l) =>
      l.content.photosWeight +
        l.content.descriptionLengthWeight +
        l.content.amenitiesCoverageWeight +
        l.content.linksWeight >
      0,
    {
      path: ['content', 'photosWeight'],
      message: 'at least one content score weight must be positive',
    },
  )
  .describe('Every threshold and weight the audit engine uses for one channel type');
export type AuditLimits = z.infer<typeof auditLimitsSchema>;

export const auditLimitsPatchSchema = z
  .strictObject({
    name: sections.name.partial().optional(),
    address: sections.address.partial().optional(),
    geo: sections.geo.partial().optional(),
    description: sections.description.partial().optional(),
    amenities: sections.amenities.partial().optional(),
    photos: sections.photos.partial().optional(),
    starRating: sections.starRating.partial().optional(),
    hours: sections.hours.partial().optional(),
    meetingRooms: sections.meetingRooms.partial().optional(),
    content: sections.content.partial().optional(),
    weights: z.partialRecord(characteristicType, weight).optional(),
  })
  .describe('Changes to some thresholds; the others are inherited');
export type AuditLimitsPatch = z.infer<typeof auditLimitsPatchSchema>;
