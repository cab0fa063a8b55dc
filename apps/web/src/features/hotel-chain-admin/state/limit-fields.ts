import type { AuditLimits } from '@lens/contracts';
import { CHARACTERISTIC_LABELS, CHARACTERISTIC_TYPES } from '@lens/domain';

export type LimitSection = keyof AuditLimits;

export interface LimitField {
  section: LimitSection;
  key: string;
  label: string;
  unit?: string;
  step: number;
}

export interface LimitGroup {
  section: LimitSection;
  title: string;
  description: string;
  fields: LimitField[];
}

const field = (
  section: LimitSection,
  key: string,
  label: string,
  step: number,
  unit?: string,
): LimitField => ({ section, key, label, step, unit });

const SIMILARITY = 'similarity 0–1';

/** The engine's thresholds as the form shows them: by characteristic, in a person's words. */
export const LIMIT_GROUPS: readonly LimitGroup[] = [
  {
    section: 'name',
    title: 'Name',
    description:
      'Similarity of the names once case, accents and punctuation are set aside. Automated audits send the band between “review” and “accurate” to a person.',
    fields: [
      field('name', 'accurate', 'Accurate from', 0.01, SIMILARITY),
      field('name', 'review', 'Awaiting review from', 0.01, SIMILARITY),
      field('name', 'discrepancy', 'Discrepancy from', 0.01, SIMILARITY),
    ],
  },
  {
    section: 'geo',
    title: 'Geo coordinates',
    description: 'Distance between the pin on the channel and the reference coordinates.',
    fields: [
      field('geo', 'accurateMiles', 'Accurate within', 0.01, 'miles'),
      field('geo', 'discrepancyMiles', 'Discrepancy within', 0.01, 'miles'),
    ],
  },
  {
    section: 'address',
    title: 'Address',
    description: 'How alike the street and city must be, component by component.',
    fields: [
      field('address', 'streetSimilarity', 'Street matches from', 0.01, SIMILARITY),
      field('address', 'citySimilarity', 'City matches from', 0.01, SIMILARITY),
    ],
  },
  {
    section: 'description',
    title: 'Description',
    description: 'Similarity of the descriptions, word pair by word pair.',
    fields: [
      field('description', 'accurate', 'Accurate from', 0.01, SIMILARITY),
      field('description', 'discrepancy', 'Discrepancy from', 0.01, SIMILARITY),
    ],
  },
  {
    section: 'amenities',
    title: 'Amenities',
    description:
      'Share of the reference amenities the channel lists, and how alike a variant may be.',
    fields: [
      field('amenities', 'coverageDiscrepancy', 'Discrepancy from coverage', 0.01, 'share 0–1'),
      field('amenities', 'variantSimilarity', 'Variant matches from', 0.01, SIMILARITY),
    ],
  },
  {
    section: 'photos',
    title: 'Photos',
    description:
      'The minimum decides the Photos status; the target is what the content score calls complete.',
    fields: [
      field('photos', 'minimum', 'Minimum', 1, 'photos'),
      field('photos', 'target', 'Target', 1, 'photos'),
    ],
  },
  {
    section: 'starRating',
    title: 'Star rating',
    description:
      'How far the channel’s rating may be from the reference and still be a discrepancy.',
    fields: [field('starRating', 'discrepancyTolerance', 'Discrepancy within', 0.5, 'stars')],
  },
  {
    section: 'hours',
    title: 'Hours of operation',
    description: 'Days of the week that must agree for a discrepancy rather than inaccurate hours.',
    fields: [field('hours', 'discrepancyMinDays', 'Discrepancy from', 1, 'days of 7')],
  },
  {
    section: 'meetingRooms',
    title: 'Meeting rooms',
    description: 'Tolerances when rooms, capacities and areas are compared.',
    fields: [
      field('meetingRooms', 'countDiscrepancyRatio', 'Room count tolerance', 0.01, 'share 0–1'),
      field('meetingRooms', 'capacityTolerance', 'Capacity tolerance', 0.01, 'share 0–1'),
      field('meetingRooms', 'areaTolerance', 'Area tolerance', 0.01, 'share 0–1'),
      field('meetingRooms', 'nameSimilarity', 'Room names match from', 0.01, SIMILARITY),
      field(
        'meetingRooms',
        'discrepancyShare',
        'Discrepancy from matching rooms',
        0.01,
        'share 0–1',
      ),
    ],
  },
  {
    section: 'content',
    title: 'Content score',
    description: 'What a complete listing is, and how much each part weighs in the content score.',
    fields: [
      field('content', 'descriptionTargetChars', 'Description complete at', 10, 'characters'),
      field('content', 'photosWeight', 'Photos weight', 0.05),
      field('content', 'descriptionLengthWeight', 'Description weight', 0.05),
      field('content', 'amenitiesCoverageWeight', 'Amenities weight', 0.05),
      field('content', 'linksWeight', 'Links weight', 0.05),
    ],
  },
  {
    section: 'weights',
    title: 'Weights in the audit accuracy',
    description: 'How much each characteristic counts in an audit’s accuracy (0 leaves it out).',
    fields: CHARACTERISTIC_TYPES.map((type) =>
      field('weights', type, CHARACTERISTIC_LABELS[type], 0.5),
    ),
  },
];

export const fieldKey = (f: Pick<LimitField, 'section' | 'key'>) => `${f.section}.${f.key}`;

export function valueOf(limits: AuditLimits, f: Pick<LimitField, 'section' | 'key'>): number {
  return (limits[f.section] as Record<string, number>)[f.key] ?? 0;
}

/** The form's text of every field. */
export function formValues(limits: AuditLimits): Record<string, string> {
  return Object.fromEntries(
    LIMIT_GROUPS.flatMap((group) => group.fields).map((f) => [
      fieldKey(f),
      String(valueOf(limits, f)),
    ]),
  );
}

/**
 * The limits the form's text stands for; a field that is not a number stays text, so the
 * contract's schema names it.
 */
export function limitsOf(values: Record<string, string>, base: AuditLimits): unknown {
  const limits: Record<string, Record<string, unknown>> = structuredClone(base) as never;
  for (const f of LIMIT_GROUPS.flatMap((group) => group.fields)) {
    const text = (values[fieldKey(f)] ?? '').trim();
    const number = Number(text);
    limits[f.section]![f.key] = text !== '' && Number.isFinite(number) ? number : text;
  }
  return limits;
}
