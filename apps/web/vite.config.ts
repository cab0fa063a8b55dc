import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { offlineBasemap } from './offline-basemap-plugin.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const PRECOMPRESSED = /\.(?:js|css|html|svg|json)$/;

/**
 * Writes `.br` and `.gz` beside every script, style sheet, SVG, page and basemap file of the
 * build at the highest quality, paid once here rather than on each request; the server sends the
 * one the browser accepts (apps/server/src/http/web-app.ts). The basemap's files, megabytes of
 * them, take brotli's quality 9: within a few percent of 11 in a fraction of the time.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'lens-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => PRECOMPRESSED.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: file.endsWith('.json')
                    ? 9
                    : constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * Preloads the Latin face of the interface font from the page's head, so it arrives with the
 * scripts. Found by the browser only when text is first laid out, it came a second into the
 * overview's load and every line was laid out again when it swapped in (docs/performance.md,
 * "Web overview").
 */
function preloadInterfaceFont(): Plugin {
  return {
    name: 'lens-preload-interface-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('The interface font is missing from the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadInterfaceFont(), offlineBasemap(), precompressAssets()],
  server: {
    port: 5173,
    proxy: {
      '/dashboard': 'http://localhost:8080',
      '/summary-report': 'http://localhost:8080',
      '/summary_report': 'http://localhost:8080',
      '/auth': 'http://localhost:8080',
      '/conf.json': 'http://localhost:8080',
      '/docs': 'http://localhost:8080',
      '/druid-websocket': { target: 'ws://localhost:8080', ws: true },
      '/pv-websocket': { target: 'ws://localhost:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});
