import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confResponseSchema, type ConfResponse } from '@lens/contracts';

/**
 * `GET /conf.json`: the single sign-on entry (loginPath) and the online map style the
 * installation chose (mapStyleUrl, docs/architecture.md "Offline basemap").
 */
export const confRoutes =
  (conf: ConfResponse): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/conf.json',
      { schema: { tags: ['configuration'], response: { 200: confResponseSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return conf;
      },
    );
  };
