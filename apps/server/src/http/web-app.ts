import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';
import { firstAnswersElement } from './first-answers.ts';

/** Path prefixes the server answers itself; everything else belongs to the web app's router. */
export const API_PREFIXES = [
  '/dashboard',
  '/summary-report',
  '/summary_report',
  '/auth',
  '/conf.json',
  '/docs',
  '/druid-websocket',
  '/pv-websocket',
];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * Serves the built web app and the history-mode fallback (docs/product-rules.md, "Routes and page
 * levels"): a page request for
 * any path the server does not own gets index.html and the client router decides (unknown routes
 * redirect to / there). Without a build, API routes still work and pages answer 404 with a hint.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // Pages, / included, are served by sendPage below.
      index: false,
      // The web build writes .br and .gz beside each script, style sheet, SVG and page
      // (apps/web/vite.config.ts); the one the browser accepts goes out with its
      // Content-Encoding, and files without them are compressed as they are sent.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated to pick up a deploy.
      // The plugin's own header (max-age=0) would replace this one and make the browser ask
      // again for each of the app's modules on every page load.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        // Which file is sent depends on Accept-Encoding, and a shared cache must know it.
        res.setHeader('Vary', 'accept-encoding');
      },
    });
  }

  /**
   * index.html, with the answers of the page's first reads for a visitor with a session cookie
   * (first-answers.ts). Everything before the end of the body goes out at once, so the browser
   * fetches and compiles the scripts while the answers are worked out; its module scripts run only
   * once the page is complete, answers included. Such a page may carry the visitor's data, so it
   * is never stored. It is compressed here, flushed after the first part, because the
   * compression plugin would hold a stream's start until it ends.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.headers.cookie) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const page = await readFile(indexFile, 'utf8');
    const end = page.lastIndexOf('</body>');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    const body =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : encoding === 'gzip'
          ? createGzip()
          : new PassThrough();
    body.write(end < 0 ? page : page.slice(0, end));
    if ('flush' in body) body.flush();
    // A visitor gone meanwhile took the stream with them.
    const finish = (answers: string) => {
      if (!body.destroyed) body.end(end < 0 ? answers : `${answers}${page.slice(end)}`);
    };
    firstAnswersElement(app, request).then(finish, (error: unknown) => {
      // The page works without them: its scripts ask the same reads.
      request.log.warn({ err: error }, 'The answers sent with the page could not be worked out');
      finish('');
    });
    reply.header('Cache-Control', 'no-store').header('Vary', 'accept-encoding');
    if (encoding === 'br' || encoding === 'gzip') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
  if (built) app.get('/', sendPage);

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
    if (wantsPage && built) return sendPage(request, reply);
    const message = wantsPage
      ? 'The web app is not built: run `npm run build` (npm start does this).'
      : `No route for ${request.method} ${request.url.split('?')[0]}`;
    return reply.status(404).send(errorBody(404, message));
  });
}
