import type { SessionUser } from '@lens/contracts';
import type { Queryable } from './session.queries.ts';

export interface Account {
  user: SessionUser;
  passwordHash: string | null;
  active: boolean;
}

type AccountRow = SessionUser & { passwordHash: string | null; active: boolean };

const SELECT_ACCOUNT = `SELECT u.id, u.email, u.name, u.role, u.client_id AS "clientId",
  c.name AS "clientName", u.password_hash AS "passwordHash", u.active
  FROM users u JOIN clients c ON c.id = u.client_id`;

function toAccount(row: AccountRow | undefined): Account | null {
  if (!row) return null;
  const { passwordHash, active, ...user } = row;
  return { user, passwordHash, active };
}

/** The account an email signs in with; emails are unique whatever their case. */
export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | null> {
  const { rows } = await db.query<AccountRow>(
    `${SELECT_ACCOUNT} WHERE lower(u.email) = lower($1)`,
    [email],
  );
  return toAccount(rows[0]);
}

export async function findAccountById(db: Queryable, id: number): Promise<Account | null> {
  const { rows } = await db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE u.id = $1`, [id]);
  return toAccount(rows[0]);
}

export async function setPasswordHash(
  db: Queryable,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}
