import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './measure.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
export const INITIAL_JS_LIMIT_KB = 250;

/**
 * What a browser must download before the first screen: the entry script and every module it
 * preloads, gzipped as the server sends them. Lazy sections (admin, charts, map, PDF) are not in
 * it, and must stay out for the first screen to stay fast on a hotel's Wi-Fi.
 */
export function initialJs(): { files: string[]; gzipBytes: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length,
    0,
  );
  return { files, gzipBytes };
}

export function benchBundle(): void {
  // Always measure the web app as the sources are now, not a build left from an earlier checkout.
  execFileSync('npm', ['run', 'build', '-w', '@lens/web'], { cwd: root, stdio: 'ignore' });
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('the web build wrote no index.html');
  const { files, gzipBytes } = initialJs();
  report(
    `initial JS (${files.length} file${files.length === 1 ? '' : 's'}, gzip)`,
    gzipBytes / 1024,
    'kB',
    `<= ${INITIAL_JS_LIMIT_KB} kB`,
  );
  if (gzipBytes / 1024 > INITIAL_JS_LIMIT_KB) {
    process.exitCode = 1;
    console.log(`  over the limit: ${files.join(', ')}`);
  }
}
