import { sql } from 'drizzle-orm';
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { clients } from './tenancy.ts';

/**
 * Which state of a client's data the dashboard answers were computed from: replaced by a fresh
 * random value in every transaction that changes what a read of the client may answer
 * (modules/data-version), and part of each answer's ETag. Random rather than counted, so a
 * database restored or seeded anew never repeats a value a browser still holds.
 */
export const clientDataVersions = pgTable('client_data_versions', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  version: uuid('version')
    .notNull()
    .default(sql`gen_random_uuid()`),
});
