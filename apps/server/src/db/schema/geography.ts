import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Geography is shared by all clients: a city is the same city whoever has a hotel in it. */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    isoCode: text('iso_code').notNull(),
  },
  (t) => [uniqueIndex('countries_iso_key').on(t.isoCode)],
);

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_name_key').on(t.countryId, t.name)],
);

export const subRegions = pgTable(
  'sub_regions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('sub_regions_name_key').on(t.regionId, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subRegionId: integer('sub_region_id')
      .notNull()
      .references(() => subRegions.id),
    name: text('name').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    uniqueIndex('cities_name_key').on(t.subRegionId, t.name),
    index('cities_sub_region_idx').on(t.subRegionId),
  ],
);

export const languages = pgTable(
  'languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('languages_code_key').on(t.code)],
);
