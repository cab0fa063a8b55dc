import type { Queryable } from '../auth/session.queries.ts';

/** A client's single sign-on row with what its entry path is made of. */
export interface SsoSettings {
  clientId: number;
  clientName: string;
  loginPath: string | null;
  enabled: boolean;
  issuer: string | null;
  providerClientId: string | null;
  /** Sealed by lib/secret-box. */
  clientSecret: string | null;
  allowedDomains: string[];
  requireVerifiedEmail: boolean;
  updatedAt: string | null;
}

// Clients without a row read as switched off, so every client has settings to show.
const SELECT_SETTINGS = `SELECT c.id AS "clientId", c.name AS "clientName",
    c.settings->>'loginPath' AS "loginPath", coalesce(s.enabled, false) AS enabled, s.issuer,
    s.provider_client_id AS "providerClientId", s.client_secret AS "clientSecret",
    coalesce(s.allowed_domains, '{}') AS "allowedDomains",
    coalesce(s.require_verified_email, true) AS "requireVerifiedEmail",
    to_json(s.updated_at) #>> '{}' AS "updatedAt"
  FROM clients c LEFT JOIN client_sso s ON s.client_id = c.id`;

export async function findSsoSettings(
  db: Queryable,
  clientId: number,
): Promise<SsoSettings | null> {
  const { rows } = await db.query<SsoSettings>(`${SELECT_SETTINGS} WHERE c.id = $1`, [clientId]);
  return rows[0] ?? null;
}

/** Every client whose single sign-on is on: few, so entry paths and domains are matched in code. */
export async function listEnabledSso(db: Queryable): Promise<SsoSettings[]> {
  const { rows } = await db.query<SsoSettings>(`${SELECT_SETTINGS} WHERE s.enabled ORDER BY c.id`);
  return rows;
}

export interface SsoWrite {
  enabled: boolean;
  issuer: string | null;
  providerClientId: string | null;
  /** Sealed; undefined keeps the stored secret, null clears it. */
  clientSecret: string | null | undefined;
  allowedDomains: string[];
  requireVerifiedEmail: boolean;
}

export async function saveSsoSettings(
  db: Queryable,
  clientId: number,
  settings: SsoWrite,
  userId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO client_sso (client_id, enabled, issuer, provider_client_id, client_secret,
       allowed_domains, require_verified_email, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (client_id) DO UPDATE SET enabled = EXCLUDED.enabled, issuer = EXCLUDED.issuer,
       provider_client_id = EXCLUDED.provider_client_id,
       client_secret = CASE WHEN $9 THEN client_sso.client_secret ELSE EXCLUDED.client_secret END,
       allowed_domains = EXCLUDED.allowed_domains,
       require_verified_email = EXCLUDED.require_verified_email,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [
      clientId,
      settings.enabled,
      settings.issuer,
      settings.providerClientId,
      settings.clientSecret ?? null,
      settings.allowedDomains,
      settings.requireVerifiedEmail,
      userId,
      settings.clientSecret === undefined,
    ],
  );
}

export interface SsoAttempt {
  clientId: number;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  expired: boolean;
}

export async function insertSsoAttempt(
  db: Queryable,
  stateHash: string,
  attempt: Omit<SsoAttempt, 'expired'>,
  minutes: number,
): Promise<void> {
  // Old attempts go as new ones come; a day's grace lets a late callback say "expired".
  await db.query(`DELETE FROM sso_attempts WHERE expires_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO sso_attempts (state_hash, client_id, code_verifier, nonce, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [
      stateHash,
      attempt.clientId,
      attempt.codeVerifier,
      attempt.nonce,
      attempt.redirectUri,
      minutes,
    ],
  );
}

/** Removes the attempt and answers it: a state works once, whatever the outcome. */
export async function takeSsoAttempt(db: Queryable, stateHash: string): Promise<SsoAttempt | null> {
  const { rows } = await db.query<SsoAttempt>(
    `DELETE FROM sso_attempts WHERE state_hash = $1
     RETURNING client_id AS "clientId", code_verifier AS "codeVerifier", nonce,
       redirect_uri AS "redirectUri", expires_at <= now() AS expired`,
    [stateHash],
  );
  return rows[0] ?? null;
}
