import { ALERT_CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import {
  acknowledgeAlert,
  alertSettings,
  alertSummary,
  follow,
  listAlerts,
  listFollows,
  markAlertsSeen,
  muteAlert,
  saveAlertSettings,
  unfollow,
  unmute,
} from './alerts.service.ts';

/** Regression alerts: follows, the alert list, acknowledge and mute, and the client's step. */
export async function alertsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.pool;
  const options = { onRequest: requireUser, tags: ['alerts'] };
  registerCall(app, ALERT_CALLS.listAlerts, options, ({ query, request }) =>
    listAlerts(db, userOf(request), query),
  );
  registerCall(app, ALERT_CALLS.getAlertSummary, options, ({ request }) =>
    alertSummary(db, userOf(request)),
  );
  registerCall(app, ALERT_CALLS.markAlertsSeen, options, async ({ request }) => {
    await markAlertsSeen(db, userOf(request));
    return undefined;
  });
  registerCall(app, ALERT_CALLS.acknowledgeAlert, options, ({ params, request }) =>
    acknowledgeAlert(db, userOf(request), params.alertId),
  );
  registerCall(app, ALERT_CALLS.muteAlert, options, ({ params, body, request }) =>
    muteAlert(db, userOf(request), params.alertId, body.days),
  );
  registerCall(app, ALERT_CALLS.unmuteAlerts, options, async ({ params, request }) => {
    await unmute(db, userOf(request), params.muteId);
    return undefined;
  });
  registerCall(app, ALERT_CALLS.listAlertFollows, options, ({ request }) =>
    listFollows(db, userOf(request)),
  );
  registerCall(app, ALERT_CALLS.followForAlerts, options, ({ params, request }) =>
    follow(db, userOf(request), params),
  );
  registerCall(app, ALERT_CALLS.unfollowForAlerts, options, ({ params, request }) =>
    unfollow(db, userOf(request), params),
  );
  registerCall(app, ALERT_CALLS.getAlertSettings, options, ({ request }) =>
    alertSettings(db, userOf(request)),
  );
  registerCall(app, ALERT_CALLS.saveAlertSettings, options, ({ body, request }) =>
    saveAlertSettings(db, userOf(request), body.scoreDropStep),
  );
}
