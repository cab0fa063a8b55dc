import { z } from 'zod';
import { chosenId, pageOf, pageQueryWith, requiredText } from './admin-common.ts';
import { idSchema, queryIdSchema } from './common.ts';

/** The four levels, each inside the one before: country → region → sub-region → city. */
export const GEOGRAPHY_TYPES = ['country', 'region', 'sub_region', 'city'] as const;
export type GeographyType = (typeof GEOGRAPHY_TYPES)[number];
export const geographyTypeSchema = z.enum(GEOGRAPHY_TYPES, {
  error: 'must be country, region, sub_region or city',
});

/** The level a level sits in; countries sit in none. */
export const GEOGRAPHY_PARENT: Readonly<Record<GeographyType, GeographyType | null>> = {
  country: null,
  region: 'country',
  sub_region: 'region',
  city: 'sub_region',
};

const ancestorSchema = z.object({ type: geographyTypeSchema, id: idSchema, name: z.string() });

export const geographyItemSchema = z
  .object({
    type: geographyTypeSchema,
    id: idSchema,
    name: z.string(),
    isoCode: z.string().nullable().describe('Countries only: ISO 3166-1 alpha-2'),
    parentId: idSchema.nullable(),
    lat: z.number().nullable().describe('Cities only'),
    lng: z.number().nullable().describe('Cities only'),
    ancestors: z.array(ancestorSchema).describe('Country first, down to the parent'),
    childCount: z.int().min(0).describe('Entries of the next level inside this one'),
    propertyCount: z.int().min(0).describe('Properties of every client inside this one'),
  })
  .describe('A country, region, sub-region or city');
export type GeographyItem = z.infer<typeof geographyItemSchema>;

export const geographyTypeParamsSchema = z.object({ type: geographyTypeSchema });
export const geographyParamsSchema = z.object({
  type: geographyTypeSchema,
  id: queryIdSchema.describe('Id of the entry'),
});

export const geographyListQuerySchema = pageQueryWith({
  parentId: queryIdSchema.optional().describe('Only entries inside this parent'),
}).describe('Entries of one level, by name');
export type GeographyListQuery = z.input<typeof geographyListQuerySchema>;
export const geographyListResponseSchema = pageOf(geographyItemSchema, 'One page of entries');
export type GeographyListResponse = z.infer<typeof geographyListResponseSchema>;

const name = requiredText('a name');
const coordinate = (min: number, max: number, what: string) =>
  z
    .number({ error: `Enter the ${what} in degrees, or leave it empty.` })
    .min(min, `The ${what} is between ${min} and ${max}.`)
    .max(max, `The ${what} is between ${min} and ${max}.`)
    .nullable();

export const geographyInputSchema = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('country'),
        name,
        isoCode: z
          .string({ error: 'Enter the two-letter ISO code, e.g. FR.' })
          .trim()
          .regex(/^[A-Z]{2}$/, 'Enter the two-letter ISO code in capitals, e.g. FR.'),
      }),
      z.strictObject({ type: z.literal('region'), name, parentId: chosenId('a country') }),
      z.strictObject({ type: z.literal('sub_region'), name, parentId: chosenId('a region') }),
      z
        .strictObject({
          type: z.literal('city'),
          name,
          parentId: chosenId('a sub-region'),
          lat: coordinate(-90, 90, 'latitude'),
          lng: coordinate(-180, 180, 'longitude'),
        })
        .refine((city) => (city.lat === null) === (city.lng === null), {
          path: ['lng'],
          message: 'Enter both coordinates, or neither.',
        }),
    ],
    { error: 'type must be country, region, sub_region or city' },
  )
  .describe('A geography entry to create or the new state of one; type picks the level');
export type GeographyInput = z.input<typeof geographyInputSchema>;
