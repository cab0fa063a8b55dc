import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confResponseSchema } from '@lens/contracts';

/** `GET /conf.json`: the single sign-on entry (loginPath) of SPEC.md section 6. */
export const confRoutes =
  (loginPath: string | null): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/conf.json',
      { schema: { tags: ['configuration'], response: { 200: confResponseSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return { loginPath };
      },
    );
  };
