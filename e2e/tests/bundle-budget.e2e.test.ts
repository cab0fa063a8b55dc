import { describe, expect, it } from 'vitest';
import { INITIAL_JS_LIMIT_KB, initialJs } from '../../bench/src/bundle.bench.ts';

/**
 * The first screen's download budget (issue 9: initial JS gzip <= 250 kB), checked on the build
 * the browser tests run against, so a feature that drags a dialog or a library into the first
 * download fails here rather than only in `npm run bench`.
 */
describe('initial JavaScript budget', () => {
  it(`keeps the entry script and its preloaded modules within ${INITIAL_JS_LIMIT_KB} kB gzip`, () => {
    const { files, gzipBytes } = initialJs();
    expect(files.length).toBeGreaterThan(1);
    console.log(`initial JS: ${(gzipBytes / 1024).toFixed(1)} kB gzip in ${files.length} files`);
    expect(gzipBytes / 1024).toBeLessThanOrEqual(INITIAL_JS_LIMIT_KB);
  });
});
