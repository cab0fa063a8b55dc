import type { SessionUser } from '@lens/contracts';
import { hotelChainAdminReach } from '@lens/domain';
import type pg from 'pg';
import { HttpError } from '../../http/error-handler.ts';
import { accessibleViews } from '../tenancy/view-access.queries.ts';

/** Whose properties a call of the hotel-chain admin reaches. */
export interface ChainAccess {
  user: SessionUser;
  clientId: number;
  /** The hotel-chain views whose properties a manager reviews; null: every property of the client. */
  viewIds: number[] | null;
  changeLimits: boolean;
}

/**
 * The signed-in user's reach in the hotel-chain admin, looked up on every call: a view granted or
 * taken away applies at once, and the web's menu is never trusted.
 */
export async function chainAccessOf(pool: pg.Pool, user: SessionUser): Promise<ChainAccess> {
  const reach = hotelChainAdminReach(user.role, await accessibleViews(pool, user));
  if (!reach)
    throw new HttpError(
      403,
      'The hotel-chain admin is for managers of a hotel-chain view and administrators. Ask an administrator to share one with you.',
    );
  return {
    user,
    clientId: user.clientId,
    viewIds: reach.reviews === 'CHAIN_VIEWS' ? reach.viewIds : null,
    changeLimits: reach.changeLimits,
  };
}

/** The reach of a call that changes audit limits: they re-score every user's results. */
export async function limitsChangerOf(pool: pg.Pool, user: SessionUser): Promise<ChainAccess> {
  const access = await chainAccessOf(pool, user);
  if (!access.changeLimits)
    throw new HttpError(
      403,
      'Only administrators change audit limits: a change re-scores every user’s results. You can read them here.',
    );
  return access;
}
