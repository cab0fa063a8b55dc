import { CHANNEL_CATEGORIES } from '@lens/domain';
import type pg from 'pg';
import {
  CHANNEL_CATALOG,
  LANGUAGE_CATALOG,
  MEETING_ROOM_CONFIGURATION_CATALOG,
} from './channel-catalog.ts';

/**
 * Writes the product's catalog (channel categories, channels, meeting-room configurations,
 * languages) on every start, so a new release's channels appear without a data migration.
 */
export async function syncCatalog(pool: pg.Pool | pg.PoolClient): Promise<void> {
  await pool.query(
    `INSERT INTO channel_categories (id, name) SELECT * FROM unnest($1::smallint[], $2::text[])
     ON CONFLICT (id) DO UPDATE SET name = excluded.name WHERE channel_categories.name <> excluded.name`,
    [CHANNEL_CATEGORIES.map((c) => c.id), CHANNEL_CATEGORIES.map((c) => c.name)],
  );
  await pool.query(
    `INSERT INTO channels (id, name, category_id, icon, essential, characteristics)
     SELECT id, name, category_id, icon, essential, ARRAY(SELECT jsonb_array_elements_text(characteristics))
     FROM unnest($1::int[], $2::text[], $3::smallint[], $4::text[], $5::bool[], $6::jsonb[])
       AS s(id, name, category_id, icon, essential, characteristics)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, category_id = excluded.category_id, icon = excluded.icon,
       essential = excluded.essential, characteristics = excluded.characteristics
     WHERE (channels.name, channels.category_id, channels.icon, channels.essential, channels.characteristics)
       IS DISTINCT FROM (excluded.name, excluded.category_id, excluded.icon, excluded.essential, excluded.characteristics)`,
    [
      CHANNEL_CATALOG.map((c) => c.id),
      CHANNEL_CATALOG.map((c) => c.name),
      CHANNEL_CATALOG.map((c) => c.categoryId),
      CHANNEL_CATALOG.map((c) => c.icon),
      CHANNEL_CATALOG.map((c) => c.essential ?? false),
      CHANNEL_CATALOG.map((c) => JSON.stringify(c.characteristics)),
    ],
  );
  await pool.query(
    `INSERT INTO meeting_room_configurations (code, name) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (code) DO UPDATE SET name = excluded.name WHERE meeting_room_configurations.name <> excluded.name`,
    [
      MEETING_ROOM_CONFIGURATION_CATALOG.map((c) => c.code),
      MEETING_ROOM_CONFIGURATION_CATALOG.map((c) => c.name),
    ],
  );
  await pool.query(
    `INSERT INTO languages (code, name) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (code) DO NOTHING`,
    [LANGUAGE_CATALOG.map((l) => l.code), LANGUAGE_CATALOG.map((l) => l.name)],
  );
}
