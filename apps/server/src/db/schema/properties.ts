import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PROPERTY_STATUS_NOTICES, PROPERTY_TYPES } from '@lens/domain';
import { cities, languages } from './geography.ts';
import { brands, managementCompanies } from './hierarchy.ts';
import { clients } from './tenancy.ts';

export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const propertyStatusNoticeEnum = pgEnum('property_status_notice', PROPERTY_STATUS_NOTICES);

/**
 * A hotel, restaurant or spa. A restaurant or spa may sit in a hotel (parent). `code` is the chain's
 * own property code (e.g. NYCMH), unique within the client; imports address properties by it.
 */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: propertyTypeEnum('type').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    managementCompanyId: integer('management_company_id').references(() => managementCompanies.id),
    parentPropertyId: integer('parent_property_id').references((): AnyPgColumn => properties.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    statusNotice: propertyStatusNoticeEnum('status_notice'),
    open: boolean('open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_code_key').on(t.clientId, t.code),
    index('properties_brand_idx').on(t.brandId),
    index('properties_city_idx').on(t.cityId),
    index('properties_management_company_idx').on(t.managementCompanyId),
    index('properties_parent_idx').on(t.parentPropertyId),
  ],
);

export const propertyLanguages = pgTable(
  'property_languages',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.languageId] })],
);
