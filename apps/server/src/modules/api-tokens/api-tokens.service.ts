import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PATTERN,
  MAX_API_TOKENS,
  type ApiTokenList,
  type ApiTokenScope,
  type CreateApiTokenRequest,
  type CreatedApiToken,
  type SessionUser,
} from '@lens/contracts';
import type pg from 'pg';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { newToken, tokenHash } from '../auth/session.queries.ts';
import {
  countLiveTokensForUpdate,
  findTokenHolder,
  insertToken,
  listTokens,
  revokeToken,
  touchToken,
} from './api-tokens.queries.ts';

export async function listApiTokens(pool: pg.Pool, userId: number): Promise<ApiTokenList> {
  return { tokens: await listTokens(pool, userId), max: MAX_API_TOKENS };
}

/** The secret leaves the server in this answer only; the table keeps its SHA-256. */
export async function createApiToken(
  pool: pg.Pool,
  user: SessionUser,
  body: CreateApiTokenRequest,
): Promise<CreatedApiToken> {
  // Only administrators import (the import calls say so too); a token cannot widen that.
  if (body.scopes.includes('import') && user.role !== 'ADMIN') {
    throw new HttpError(403, 'scopes: only administrators may import files.', 'scopes');
  }
  const prefix = `lens_${randomBytes(4).toString('hex')}`;
  const secret = `${prefix}_${newToken()}`;
  const token = await withTransaction(pool, async (tx) => {
    if ((await countLiveTokensForUpdate(tx, user.id)) >= MAX_API_TOKENS) {
      throw new HttpError(
        409,
        `You already have ${MAX_API_TOKENS} live API tokens; revoke one before creating another.`,
      );
    }
    return insertToken(tx, {
      userId: user.id,
      name: body.name,
      prefix,
      tokenHash: tokenHash(secret),
      scopes: body.scopes,
      expiresInDays: body.expiresInDays,
    });
  });
  return { ...token, secret };
}

export async function revokeApiToken(pool: pg.Pool, userId: number, id: number): Promise<void> {
  if (!(await revokeToken(pool, userId, id))) {
    throw new HttpError(404, 'No such API token among yours; it may already be revoked.');
  }
}

export interface TokenSignIn {
  user: SessionUser;
  scopes: ApiTokenScope[];
}

const BEARER = /^Bearer +(\S+)\s*$/i;

/**
 * The user behind an `Authorization: Bearer` header, or a 401 saying why not. The check is by
 * hash, so the stored value never needs comparing in constant time.
 */
export async function authenticateToken(pool: pg.Pool, header: string): Promise<TokenSignIn> {
  const token = BEARER.exec(header)?.[1];
  if (token === undefined || !API_TOKEN_PATTERN.test(token)) {
    throw new HttpError(
      401,
      'Authorization: send "Bearer <token>" with a ListingLens API token (lens_...).',
      'authorization',
    );
  }
  const holder = await findTokenHolder(pool, tokenHash(token));
  if (!holder) throw new HttpError(401, 'This API token is not valid.', 'authorization');
  if (holder.revoked) throw new HttpError(401, 'This API token was revoked.', 'authorization');
  if (holder.expired) {
    throw new HttpError(401, `This API token expired at ${holder.expiresAt}.`, 'authorization');
  }
  if (!holder.user) {
    throw new HttpError(401, 'The account of this API token is deactivated.', 'authorization');
  }
  if (holder.stale) await touchToken(pool, holder.id);
  return { user: holder.user, scopes: holder.scopes };
}
