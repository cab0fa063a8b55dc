import type { Tx } from '../../db/transaction.ts';

/**
 * The demo users follow as a content team would have chosen: each USER the views granted to
 * them, each ADMIN the client's first view. Seeded before the audits land, so the latest cycle
 * raises alerts they see on the first start.
 */
export async function seedDemoFollows(tx: Tx, clientId: number): Promise<void> {
  await tx.query(
    `INSERT INTO alert_follows (user_id, view_id)
     SELECT u.id, v.id FROM users u JOIN views v ON v.client_id = u.client_id
     WHERE u.client_id = $1
       AND (v.id IN (SELECT view_id FROM user_views WHERE user_id = u.id)
            OR (u.role = 'ADMIN' AND v.id = (SELECT min(id) FROM views WHERE client_id = $1)))
     ON CONFLICT DO NOTHING`,
    [clientId],
  );
}

/**
 * The demo's year of history was landed in one go, so every cycle raised its alerts just now.
 * Alerts of cycles before the newest read as the content team left them: raised on their audit's
 * day and acknowledged by an administrator a few days later. The newest cycle's stay open.
 */
export async function settleDemoAlerts(tx: Tx, clientId: number): Promise<void> {
  await tx.query(
    `WITH raised AS (
       SELECT a.id, coalesce((a.evidence->'current'->>'auditDate')::date,
                             to_date(a.evidence->>'currentMonth', 'YYYY-MM')) AS day
       FROM alerts a WHERE a.client_id = $1
     )
     UPDATE alerts a SET created_at = r.day + time '08:00',
            acknowledged_at = r.day + interval '3 days' + time '10:00',
            acknowledged_by = (SELECT min(id) FROM users WHERE client_id = $1 AND role = 'ADMIN')
     FROM raised r
     WHERE a.id = r.id
       AND date_trunc('month', r.day) < (SELECT max(month) FROM pair_states WHERE client_id = $1)`,
    [clientId],
  );
}
