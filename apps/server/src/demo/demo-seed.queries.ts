import type pg from 'pg';
import type { Tx } from '../db/transaction.ts';
import type { Row } from '../db/row-types.ts';
import type * as schema from '../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** Which of these (lower-cased) emails belong to active users. */
export async function activeEmails(db: Queryable, emails: string[]): Promise<string[]> {
  const { rows } = await db.query<Pick<Row<typeof schema.users>, 'email'>>(
    'SELECT email FROM users WHERE active AND lower(email) = ANY($1::text[])',
    [emails],
  );
  return rows.map((row) => row.email);
}

export async function isDatabaseEmpty(pool: Queryable): Promise<boolean> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*) AS n FROM clients');
  return rows[0]!.n === 0;
}

export async function insertClient(tx: Tx, name: string): Promise<number> {
  const { rows } = await tx.query<Pick<Row<typeof schema.clients>, 'id'>>(
    'INSERT INTO clients (name) VALUES ($1) RETURNING id',
    [name],
  );
  return rows[0]!.id;
}

export async function clientPropertyCodes(tx: Tx, clientId: number): Promise<string[]> {
  const { rows } = await tx.query<Pick<Row<typeof schema.properties>, 'code'>>(
    'SELECT code FROM properties WHERE client_id = $1',
    [clientId],
  );
  return rows.map((row) => row.code);
}

export interface DemoViewRow {
  name: string;
  specificViewType: unknown;
  supportsEssentials: boolean;
  contentMonitorSummary: unknown;
  contentMonitorDetail: unknown;
  /** The scope as stored, JSON. */
  scope: string;
  allChannels: boolean;
}

export async function insertView(tx: Tx, clientId: number, view: DemoViewRow): Promise<number> {
  const { rows } = await tx.query<Pick<Row<typeof schema.views>, 'id'>>(
    `INSERT INTO views (client_id, name, specific_view_type, supports_essentials, content_monitor_summary,
       content_monitor_detail, scope, all_channels)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      clientId,
      view.name,
      view.specificViewType,
      view.supportsEssentials,
      view.contentMonitorSummary,
      view.contentMonitorDetail,
      view.scope,
      view.allChannels,
    ],
  );
  return rows[0]!.id;
}

export async function insertViewChannels(
  tx: Tx,
  viewId: number,
  channelIds: number[],
): Promise<void> {
  await tx.query('INSERT INTO view_channels (view_id, channel_id) SELECT $1, unnest($2::int[])', [
    viewId,
    channelIds,
  ]);
}

export async function insertChannelGroup(
  tx: Tx,
  clientId: number,
  name: string,
  channelIds: number[],
): Promise<void> {
  const { rows } = await tx.query<Pick<Row<typeof schema.channelGroups>, 'id'>>(
    'INSERT INTO channel_groups (client_id, name) VALUES ($1, $2) RETURNING id',
    [clientId, name],
  );
  await tx.query(
    'INSERT INTO channel_group_channels (group_id, channel_id) SELECT $1, unnest($2::int[])',
    [rows[0]!.id, channelIds],
  );
}

export async function insertUser(
  tx: Tx,
  clientId: number,
  user: { email: string; name: string; role: string; passwordHash: string },
): Promise<number> {
  const { rows } = await tx.query<Pick<Row<typeof schema.users>, 'id'>>(
    `INSERT INTO users (client_id, email, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, user.email, user.name, user.role, user.passwordHash],
  );
  return rows[0]!.id;
}

export async function grantViews(tx: Tx, userId: number, viewIds: number[]): Promise<void> {
  await tx.query('INSERT INTO user_views (user_id, view_id) SELECT $1, unnest($2::int[])', [
    userId,
    viewIds,
  ]);
}

export async function brandIds(tx: Tx, clientId: number, codes: string[]): Promise<number[]> {
  const { rows } = await tx.query<Pick<Row<typeof schema.brands>, 'id'>>(
    'SELECT id FROM brands WHERE client_id = $1 AND code = ANY($2)',
    [clientId, codes],
  );
  return rows.map((row) => row.id);
}
