import type pg from 'pg';
import type { Row } from '../db/row-types.ts';
import type * as schema from '../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** The id of the client with this id (a check that it exists), or undefined. */
export async function clientIdById(db: Queryable, id: number): Promise<number | undefined> {
  const { rows } = await db.query<Pick<Row<typeof schema.clients>, 'id'>>(
    'SELECT id FROM clients WHERE id = $1',
    [id],
  );
  return rows[0]?.id;
}

/** The id of the client named `name`, case aside, or undefined. */
export async function clientIdByName(db: Queryable, name: string): Promise<number | undefined> {
  const { rows } = await db.query<Pick<Row<typeof schema.clients>, 'id'>>(
    'SELECT id FROM clients WHERE lower(name) = lower($1)',
    [name],
  );
  return rows[0]?.id;
}

export async function insertClient(db: Queryable, name: string): Promise<number> {
  const { rows } = await db.query<Pick<Row<typeof schema.clients>, 'id'>>(
    'INSERT INTO clients (name) VALUES ($1) RETURNING id',
    [name],
  );
  return rows[0]!.id;
}

/** A new administrator's id, or undefined when a user already has the email. */
export async function insertAdmin(
  db: Queryable,
  user: { clientId: number; email: string; name: string },
): Promise<number | undefined> {
  const { rows } = await db.query<Pick<Row<typeof schema.users>, 'id'>>(
    `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, $3, 'ADMIN')
     ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
    [user.clientId, user.email, user.name],
  );
  return rows[0]?.id;
}
