import multipart from '@fastify/multipart';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { API_CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { rateLimitInDatabase } from '../auth/rate-limit-store.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { recordErrorReport, sendQuestion } from './feedback.service.ts';
import { QUESTION_PART_LIMITS, readQuestionParts } from './read-question-parts.ts';

/**
 * The error window sends one report per click of Send report, and anyone may send one, so a
 * budget per user (or per address when anonymous) keeps a broken or hostile client from filling
 * the table.
 */
const ERROR_REPORT_RATE = { max: 10, timeWindow: 60_000 };

/** The ask-question form (POST /dashboard/feedback/faq) and error reports. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: QUESTION_PART_LIMITS });
  await app.register(rateLimit, rateLimitInDatabase(app.database.pool));

  registerCall(
    app,
    API_CALLS.sendQuestion,
    { onRequest: requireUser, tags: ['feedback'] },
    async ({ request }) => {
      const question = await readQuestionParts(request);
      return sendQuestion(
        {
          pool: app.database.pool,
          mailer: app.mailer,
          supportEmail: app.config.supportEmail,
          log: request.log,
        },
        userOf(request),
        question,
      );
    },
  );

  registerCall(
    app,
    API_CALLS.sendTechnicalNotification,
    {
      preHandler: app.rateLimit({
        ...ERROR_REPORT_RATE,
        keyGenerator: (request) =>
          request.user
            ? `error-report-user:${request.user.id}`
            : `error-report-ip:${normalizeIP(request.ip)}`,
      }),
      tags: ['feedback'],
    },
    async ({ body, request }) => {
      await recordErrorReport(app.database.pool, request.user, body);
      return undefined;
    },
  );
};
