import {
  ACCOUNT_CALLS,
  ALERT_CALLS,
  API_TOKEN_CALLS,
  DASHBOARD_CALLS,
  type SessionUser,
} from '@lens/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { ChannelListener } from '../../db/listen-channel.ts';
import { serverToday } from '../tenancy/dashboard-context.ts';
import { accessibleViews } from '../tenancy/view-access.queries.ts';
import { answerBodies, answerKey, audienceOf, etagOf, ifNoneMatchHolds } from './answer-cache.ts';
import { bumpDataVersion, bumpEveryDataVersion, EVERY_CLIENT } from './data-version.queries.ts';
import { dataVersions, listenForDataVersions, type DataVersions } from './data-versions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by registerCall on reads whose answer depends only on the client's data, the user and
     * the query string: they carry an ETag of the data version and may be answered from memory.
     */
    cachedPerDataVersion?: boolean;
  }
  interface FastifyInstance {
    dataVersions: DataVersions;
  }
  interface FastifyRequest {
    /** Where a cached read's fresh answer is kept once it is serialized. */
    answerSlot: { key: string; dataVersion: string } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * When this browser's last write was answered (ms since the epoch): a process that kept its
 * client's version from before then reads it again, so a write answered by one process is seen
 * by the next read even if another process serves it before the bump's notification arrives.
 * Worthless once the notification has arrived everywhere, hence short-lived.
 */
export const WRITTEN_COOKIE = 'lens_written';
const WRITTEN_COOKIE_SECONDS = 60;
/**
 * Writes (and reads sent as POST) that change nothing a cached answer holds: the dashboard's
 * figures, filters, score explanations and audit details. They leave the client's data version
 * alone, so that one user opening the dashboard (which fetches its onboarding history by POST)
 * or following a property does not renew every copy of every colleague. Every other write bumps
 * the version: a call missing here costs a cache miss, never a stale answer.
 */
const CHANGE_NO_CACHED_ANSWER = new Set<string>(
  [
    DASHBOARD_CALLS.getContentScore,
    ACCOUNT_CALLS.getActionsHistory,
    ACCOUNT_CALLS.saveActionsHistory,
    ACCOUNT_CALLS.sendQuestion,
    ACCOUNT_CALLS.sendTechnicalNotification,
    ACCOUNT_CALLS.logout,
    ACCOUNT_CALLS.setPassword,
    ALERT_CALLS.markAlertsSeen,
    ALERT_CALLS.acknowledgeAlert,
    ALERT_CALLS.muteAlert,
    ALERT_CALLS.unmuteAlerts,
    ALERT_CALLS.followForAlerts,
    ALERT_CALLS.unfollowForAlerts,
    ALERT_CALLS.saveAlertSettings,
    API_TOKEN_CALLS.createApiToken,
    API_TOKEN_CALLS.revokeApiToken,
  ].map((call) => call.id),
);

/**
 * Answers cached per data version (docs/architecture.md, "Caching and compression"). A marked
 * read gets `Cache-Control: private, no-cache` and an ETag of (user, today, URL, the client's
 * data version): a browser asking again with it gets a 304, and an answer this process sent at
 * that version goes out again without a query. A write a signed-in user made successfully bumps
 * the data version before it is answered, so the next read sees the change; data that lands in
 * the background bumps it through the scoring module's "scores changed" entry point.
 */
export const cachedAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    const pool = app.database.pool;
    const versions = dataVersions(pool);
    const bodies = answerBodies();
    const audiences = audienceCache(pool);
    app.decorate('dataVersions', versions);
    app.decorateRequest('answerSlot', null);

    let listener: ChannelListener | undefined;
    app.addHook('onReady', async () => {
      listener = await listenForDataVersions(pool, versions, app.log);
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });

    app.addHook('preHandler', async (request, reply) => {
      const user = request.user;
      if (!request.routeOptions.config.cachedPerDataVersion || request.method !== 'GET' || !user)
        return;
      const writtenAt = Number(request.cookies[WRITTEN_COOKIE]) || 0;
      const dataVersion = await versions.of(user.clientId, writtenAt);
      const key = answerKey(await audiences.of(user, dataVersion), serverToday(), request.url);
      const etag = etagOf(key, dataVersion);
      reply.header('Cache-Control', 'private, no-cache');
      if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('ETag', etag).send();
      }
      const body = bodies.get(key, dataVersion);
      if (body !== undefined) {
        return reply.header('ETag', etag).type('application/json; charset=utf-8').send(body);
      }
      request.answerSlot = { key, dataVersion };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const slot = request.answerSlot;
      if (slot && reply.statusCode === 200 && typeof payload === 'string') {
        reply.header('ETag', etagOf(slot.key, slot.dataVersion));
        bodies.set(slot.key, slot.dataVersion, payload);
      } else if (
        request.user &&
        WRITES.has(request.method) &&
        reply.statusCode >= 200 &&
        reply.statusCode < 300 &&
        !CHANGE_NO_CACHED_ANSWER.has(request.routeOptions.config.callId ?? '')
      ) {
        await bumpAfterWrite(pool, versions, request.user, request.log);
        reply.setCookie(WRITTEN_COOKIE, String(Date.now()), {
          path: '/',
          sameSite: 'lax',
          secure: app.config.cookieSecure,
          httpOnly: true,
          maxAge: WRITTEN_COOKIE_SECONDS,
        });
      }
      return payload;
    });
  },
  { name: 'cached-answers' },
);

/**
 * An administrator manages every client's views, users and geography, so their write may change
 * any client's answers; a user's write changes their own client's. Forgotten here at once, so the
 * writer's next read is fresh even before this process hears its own notification. The write
 * itself has committed, so a failure is logged rather than answered.
 */
async function bumpAfterWrite(
  pool: pg.Pool,
  versions: DataVersions,
  user: SessionUser,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    if (user.role === 'ADMIN') await bumpEveryDataVersion(pool);
    else await bumpDataVersion(pool, user.clientId);
  } catch (error) {
    log.error({ err: error }, 'the data version was not bumped after a write');
  } finally {
    versions.forget(user.role === 'ADMIN' ? EVERY_CLIENT : user.clientId);
  }
}

/** Users kept per process; past it the list starts again (one query per user to refill it). */
const AUDIENCES_MAX = 50_000;

/**
 * Each user's audience (`audienceOf`) as of a data version: a change to who may open which view
 * is an administrator's write, which renews every client's version, so the audience is looked up
 * once per user and version rather than on every read.
 */
function audienceCache(pool: pg.Pool) {
  const known = new Map<number, { dataVersion: string; role: string; audience: string }>();
  return {
    async of(user: SessionUser, dataVersion: string): Promise<string> {
      const kept = known.get(user.id);
      if (kept && kept.dataVersion === dataVersion && kept.role === user.role) return kept.audience;
      const views = await accessibleViews(pool, user);
      const audience = audienceOf(
        user,
        views.map((view) => view.id),
      );
      if (known.size >= AUDIENCES_MAX) known.clear();
      known.set(user.id, { dataVersion, role: user.role, audience });
      return audience;
    },
  };
}
