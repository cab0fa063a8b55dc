import { AUDIT_CALLS, DASHBOARD_CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { dashboardContext } from '../tenancy/dashboard-context.ts';
import { auditDetails, auditNotes, contentScoreOf, lastAuditOf } from './audit-details.service.ts';

/** The channel page's calls: its last audit, the audit's details and notes, the content score. */
export async function auditDetailsRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { onRequest: requireUser, tags: ['audits'], cachedPerDataVersion: true };
  registerCall(app, DASHBOARD_CALLS.getLastAuditId, guarded, ({ query, request }) =>
    lastAuditOf(dashboardContext(app, request), query),
  );
  registerCall(app, AUDIT_CALLS.getAuditDetails, guarded, ({ query, request }) =>
    auditDetails(dashboardContext(app, request), query),
  );
  registerCall(app, AUDIT_CALLS.getAuditNotes, guarded, ({ query, request }) =>
    auditNotes(dashboardContext(app, request), query),
  );
  registerCall(app, DASHBOARD_CALLS.getContentScore, guarded, ({ body, request }) =>
    contentScoreOf(dashboardContext(app, request), body),
  );
}
