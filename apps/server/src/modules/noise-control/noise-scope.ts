import type { SessionUser } from '@lens/contracts';
import type pg from 'pg';
import { HttpError } from '../../http/error-handler.ts';
import { accessibleViews, auditInView } from '../tenancy/view-access.queries.ts';
import type { PropertyScope } from './noise-list.queries.ts';

/** The properties the user may see through their views (an ADMIN sees all of the client's). */
export async function propertyScope(pool: pg.Pool, user: SessionUser): Promise<PropertyScope> {
  const views = await accessibleViews(pool, user);
  return {
    clientId: user.clientId,
    all: user.role === 'ADMIN' || views.some((view) => view.scope.kind === 'ALL'),
    viewIds: views.map((view) => view.id),
  };
}

/**
 * The audit, when one of the user's views shows it (its property and channel); 403 otherwise,
 * whether it exists or not, so ids reveal nothing.
 */
export async function visibleAudit(
  pool: pg.Pool,
  user: SessionUser,
  auditId: number,
): Promise<{ propertyId: number; channelId: number }> {
  for (const view of await accessibleViews(pool, user)) {
    const found = await auditInView(pool, view, auditId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 403) return null;
      throw error;
    });
    if (found) return found;
  }
  throw new HttpError(403, 'You do not have access to this.', 'auditId');
}
