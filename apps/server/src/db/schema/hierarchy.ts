import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './tenancy.ts';

export const managementCompanies = pgTable(
  'management_companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('management_companies_code_key').on(t.clientId, t.code)],
);

export const chains = pgTable(
  'chains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('chains_code_key').on(t.clientId, t.code)],
);

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    chainId: integer('chain_id')
      .notNull()
      .references(() => chains.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('brands_code_key').on(t.clientId, t.code),
    index('brands_chain_idx').on(t.chainId),
  ],
);
