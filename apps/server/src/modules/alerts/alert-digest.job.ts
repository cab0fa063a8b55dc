import { z } from 'zod';
import { withTransaction } from '../../db/transaction.ts';
import { defineJob, type JobContext } from '../../jobs/job-queue.ts';
import { alertDigestMail } from './alert-digest-mail.ts';
import { claimDigestItems, pendingDigestRows, type DigestRow } from './alert-digest.queries.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Mails each following user their open alerts raised in the day before `at`, once: the alerts a
 * digest carries are recorded in the transaction that sends it, so a rerun or a second worker
 * sends nothing again, and a failed send is recorded as nothing.
 */
export async function sendAlertDigests(context: JobContext, at: Date): Promise<number> {
  const rows = await pendingDigestRows(context.pool, new Date(at.getTime() - DAY_MS));
  const byUser = new Map<number, DigestRow[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  let sent = 0;
  for (const [userId, userRows] of byUser) {
    try {
      await withTransaction(context.pool, async (tx) => {
        const claimed = new Set(
          await claimDigestItems(
            tx,
            userId,
            userRows.map((row) => row.alertId),
          ),
        );
        const fresh = userRows.filter((row) => claimed.has(row.alertId));
        if (fresh.length === 0) return;
        await context.mailer.send(alertDigestMail(fresh, context.publicUrl));
        sent += 1;
      });
    } catch (error) {
      // One bad address must not cost the other followers their digest.
      context.log.warn({ err: error, userId }, 'Alert digest not sent');
    }
  }
  return sent;
}

export const alertDigestJob = defineJob({
  name: 'send-alert-digests',
  payload: z.looseObject({ _cron: z.looseObject({ ts: z.string() }).optional() }),
  run: async (payload, context) => {
    await sendAlertDigests(context, payload._cron?.ts ? new Date(payload._cron.ts) : new Date());
  },
});

/** Every morning, before the working day starts in Europe. */
export const ALERT_DIGEST_CRON = {
  task: alertDigestJob.name,
  identifier: 'alert-digest',
  match: '0 6 * * *',
  options: { backfillPeriod: 6 * 3600 * 1000 },
} as const;
