import {
  CHARACTERISTIC_LABELS,
  characteristicId,
  CHANNEL_CATEGORIES,
  DIAMOND_LISTING_OPTIONS,
  isCharacteristicType,
  type CharacteristicType,
  type PropertyStatusNotice,
  type PropertyType,
} from '@lens/domain';
import type pg from 'pg';
import { SqlParams } from '../../db/sql-params.ts';
import type { ViewContext } from './pair-scope.queries.ts';
import type { DatasetName } from './filter-dimensions.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** Everything a filter option may carry before figures are added. */
export interface FilterOption {
  id: string | number;
  name: string;
  code?: string | null;
  icon?: string | null;
  categoryId?: number | null;
  characteristicTypes?: CharacteristicType[];
  coordinates?: { lat: number; lng: number } | null;
  status?: PropertyStatusNotice | null;
  propertyType?: PropertyType | null;
  essential?: boolean;
  /** A channel group's channels that the view shows. */
  children?: FilterOption[];
}

/** Properties the view covers, as a SQL fragment over `p` (properties). */
function inView(view: ViewContext, params: SqlParams): string {
  const client = `p.client_id = ${params.add(view.clientId)}`;
  if (view.scope.kind === 'ALL') return client;
  return `${client} AND p.id IN (SELECT property_id FROM view_properties WHERE view_id = ${params.add(view.id)})`;
}

const GEOGRAPHY = `JOIN cities ci ON ci.id = p.city_id JOIN sub_regions sr ON sr.id = ci.sub_region_id
  JOIN regions rg ON rg.id = sr.region_id JOIN countries co ON co.id = rg.country_id`;

/** Every option of a dataset that the view lets its users see ("allFilterValues"). */
export async function allOptions(
  db: Queryable,
  view: ViewContext,
  dataset: DatasetName,
): Promise<FilterOption[]> {
  const params = new SqlParams();
  const scope = inView(view, params);
  const distinct = async (select: string, from = '') => {
    const { rows } = await db.query<FilterOption>(
      `SELECT DISTINCT ${select} FROM properties p ${from} WHERE ${scope} ORDER BY name`,
      params.values,
    );
    return rows;
  };
  switch (dataset) {
    case 'property': {
      const { rows } = await db.query<FilterOption & { lat: number | null; lng: number | null }>(
        `SELECT p.id, p.name, p.code, p.type AS "propertyType", p.status_notice AS status, p.lat, p.lng
         FROM properties p WHERE ${scope} ORDER BY p.name`,
        params.values,
      );
      return rows.map(({ lat, lng, ...row }) => ({
        ...row,
        coordinates: lat !== null && lng !== null ? { lat, lng } : null,
      }));
    }
    case 'brand':
      return distinct('b.id, b.name, b.code', 'JOIN brands b ON b.id = p.brand_id');
    case 'chain':
      return distinct(
        'ch.id, ch.name, ch.code',
        'JOIN brands b ON b.id = p.brand_id JOIN chains ch ON ch.id = b.chain_id',
      );
    case 'management_company':
      return distinct(
        'm.id, m.name, m.code',
        'JOIN management_companies m ON m.id = p.management_company_id',
      );
    case 'city':
      return distinct('ci.id, ci.name', GEOGRAPHY);
    case 'sub_region':
      return distinct('sr.id, sr.name', GEOGRAPHY);
    case 'region':
      return distinct('rg.id, rg.name', GEOGRAPHY);
    case 'country':
      return distinct('co.id, co.name, co.iso_code AS code', GEOGRAPHY);
    case 'language':
      return distinct(
        'l.id, l.name, l.code',
        'JOIN property_languages pl ON pl.property_id = p.id JOIN languages l ON l.id = pl.language_id',
      );
    case 'property_type': {
      const rows = await distinct('p.type::text AS id, initcap(p.type::text) AS name');
      return rows.map((row) => ({ ...row, propertyType: row.id as PropertyType }));
    }
    case 'diamond_listing':
      return DIAMOND_LISTING_OPTIONS.map(({ id, name }) => ({ id, name }));
    case 'site':
      return channelsOfView(db, view);
    case 'site_group': {
      const used = new Set((await channelsOfView(db, view)).map((channel) => channel.categoryId));
      return CHANNEL_CATEGORIES.filter((category) => used.has(category.id)).map((category) => ({
        id: category.id,
        name: category.name,
        icon: category.icon,
        categoryId: category.id,
      }));
    }
    case 'channel_group':
      return channelGroupsOfView(db, view);
    case 'characteristic': {
      const published = new Set(
        (await channelsOfView(db, view)).flatMap((channel) => channel.characteristicTypes ?? []),
      );
      // No code beside the name: the type's own code (GEO_COORDINATES) means nothing to a user.
      return (Object.keys(CHARACTERISTIC_LABELS) as CharacteristicType[])
        .filter((type) => published.has(type))
        .map((type) => ({ id: characteristicId(type), name: CHARACTERISTIC_LABELS[type] }));
    }
  }
}

/** The channels a view shows, with what each publishes. */
export async function channelsOfView(db: Queryable, view: ViewContext): Promise<FilterOption[]> {
  const { rows } = await db.query<
    Pick<Row<typeof schema.channels>, 'id' | 'name' | 'icon' | 'characteristics' | 'essential'> & {
      categoryId: number;
    }
  >(
    `SELECT s.id, s.name, s.icon, s.category_id AS "categoryId", s.characteristics, s.essential FROM channels s
     WHERE $1::boolean OR s.id IN (SELECT channel_id FROM view_channels WHERE view_id = $2) ORDER BY s.name`,
    [view.allChannels, view.id],
  );
  return rows.map(({ characteristics, ...channel }) => ({
    ...channel,
    characteristicTypes: characteristics.filter(isCharacteristicType),
  }));
}

/**
 * The client's channel groups, each a 'group' holding the channels of it the view shows; a group
 * none of whose channels the view shows is left out (docs/product-rules.md, "Channel groups").
 */
export async function channelGroupsOfView(
  db: Queryable,
  view: ViewContext,
): Promise<FilterOption[]> {
  const [{ rows: groups }, channels] = await Promise.all([
    db.query<{ id: number; name: string; channelIds: number[] }>(
      `SELECT g.id, g.name, array_agg(gs.channel_id) AS "channelIds"
       FROM channel_groups g JOIN channel_group_channels gs ON gs.group_id = g.id
       WHERE g.client_id = $1 GROUP BY g.id ORDER BY lower(g.name), g.id`,
      [view.clientId],
    ),
    channelsOfView(db, view),
  ]);
  return groups.flatMap(({ id, name, channelIds }) => {
    const members = new Set(channelIds);
    const children = channels.filter((channel) => members.has(channel.id as number));
    return children.length > 0 ? [{ id, name, children }] : [];
  });
}
