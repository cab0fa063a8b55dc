import { CHARACTERISTIC_LABELS, CHARACTERISTIC_TYPES, type CharacteristicType } from '@lens/domain';
import { z } from 'zod';

/**
 * The audit engine's thresholds (docs/architecture.md, "What the scores mean"). They live here
 * rather than in the engine so
 * that the hotel-chain admin's form checks an edit with the very schema the engine enforces.
 */

// Each message names its field in the form's words, so that it reads on its own in a log or an
// API answer; the form drops the name under the field, where the label already says it.
const numberFrom = (name: string, min: number, max: number) => {
  const message = `${name} must be a number from ${min} to ${max}`;
  return z.number({ error: message }).min(min, message).max(max, message);
};
const wholeFrom = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
  return z.int({ error: message }).min(min, message).max(max, message);
};

const ratio = (name: string) => numberFrom(name, 0, 1);
const miles = (name: string) => {
  const message = `${name} must be more than 0 and at most 100 miles`;
  return z
    .number({ error: message })
    .min(0, message)
    .max(100, message)
    .refine((value) => value > 0, message);
};
const contentWeight = (name: string) => numberFrom(`${name} weight`, 0, 10);
// A record's entries share one schema, so the characteristic is read from the issue's path.
const characteristicWeight = (() => {
  const message = (issue: { path?: PropertyKey[] }) => {
    const type = issue.path?.at(-1) as CharacteristicType | undefined;
    const name = type && type in CHARACTERISTIC_LABELS ? CHARACTERISTIC_LABELS[type] : 'Each';
    return `${name} weight must be a number from 0 to 10`;
  };
  return z.number({ error: message }).min(0, { error: message }).max(10, { error: message });
})();
const characteristicType = z.enum(
  CHARACTERISTIC_TYPES as [CharacteristicType, ...CharacteristicType[]],
);

/** Each section is closed, so that a misspelt key in an admin's edit is an error, not a no-op. */
const sections = {
  /** Similarity of folded names (1 - edit distance / length). */
  name: z.strictObject({
    accurate: ratio('Name accurate threshold'),
    review: ratio('Name review threshold'),
    discrepancy: ratio('Name discrepancy threshold'),
  }),
  address: z.strictObject({
    streetSimilarity: ratio('Street similarity'),
    citySimilarity: ratio('City similarity'),
  }),
  geo: z.strictObject({
    accurateMiles: miles('Accurate distance'),
    discrepancyMiles: miles('Discrepancy distance'),
  }),
  /** Dice similarity of word bigrams. */
  description: z.strictObject({
    accurate: ratio('Description accurate threshold'),
    discrepancy: ratio('Description discrepancy threshold'),
  }),
  amenities: z.strictObject({
    coverageDiscrepancy: ratio('Amenities coverage threshold'),
    variantSimilarity: ratio('Amenity variant similarity'),
  }),
  /** `minimum` decides the Photos status; `target` is what the content score calls complete. */
  photos: z.strictObject({
    minimum: wholeFrom('Photo minimum', 0, 500),
    target: wholeFrom('Photo target', 1, 500),
  }),
  starRating: z.strictObject({
    discrepancyTolerance: numberFrom('Star rating tolerance', 0, 5),
  }),
  hours: z.strictObject({ discrepancyMinDays: wholeFrom('Hours discrepancy days', 0, 7) }),
  meetingRooms: z.strictObject({
    countDiscrepancyRatio: ratio('Meeting room count tolerance'),
    capacityTolerance: ratio('Meeting room capacity tolerance'),
    areaTolerance: ratio('Meeting room area tolerance'),
    nameSimilarity: ratio('Meeting room name similarity'),
    discrepancyShare: ratio('Meeting room discrepancy share'),
  }),
  content: z.strictObject({
    descriptionTargetChars: wholeFrom('Description target length', 1, 20_000),
    photosWeight: contentWeight('Content photos'),
    descriptionLengthWeight: contentWeight('Content description'),
    amenitiesCoverageWeight: contentWeight('Content amenities'),
    linksWeight: contentWeight('Content links'),
  }),
  weights: z.record(characteristicType, characteristicWeight),
};

export const AUDIT_LIMIT_SECTIONS = Object.keys(sections) as Array<keyof typeof sections>;

// Each contradiction is reported at the field an admin would change, so a form can mark it.
export const auditLimitsSchema = z
  .strictObject(sections)
  .refine((l) => l.name.discrepancy <= l.name.review && l.name.review <= l.name.accurate, {
    path: ['name', 'review'],
    message: 'Name review threshold must be between the name discrepancy and accurate thresholds',
  })
  .refine((l) => l.geo.accurateMiles < l.geo.discrepancyMiles, {
    path: ['geo', 'accurateMiles'],
    message: 'Accurate distance must be below the discrepancy distance',
  })
  .refine((l) => l.description.discrepancy <= l.description.accurate, {
    path: ['description', 'discrepancy'],
    message: 'Description discrepancy threshold must not exceed the accurate threshold',
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
      message: 'Content photos weight must be above 0 when the other content weights are 0',
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
    weights: z.partialRecord(characteristicType, characteristicWeight).optional(),
  })
  .describe('Changes to some thresholds; the others are inherited');
export type AuditLimitsPatch = z.infer<typeof auditLimitsPatchSchema>;
