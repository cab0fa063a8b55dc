import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip on every answer, as Accept-Encoding asks (docs/architecture.md, "Caching and
 * compression"): JSON, HTML, CSV, SVG and other text; streams stay streams, and event streams,
 * raster images, PDFs and spreadsheets (already compressed) go out as they are. Answers under
 * 1 kB stay plain, their headers outweighing the gain. Static files come precompressed from the
 * web build and pass through. Register before any route: the plugin hooks each route as it is
 * added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A live socket's upgrade is no HTTP answer: nothing of the realtime routes passes through it.
  app.addHook('onRoute', (route) => {
    if (route.websocket) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Compressed request bodies are not part of the API; they keep being refused as before.
    globalDecompression: false,
  });
}
