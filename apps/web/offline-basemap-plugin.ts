import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import {
  buildBasemap,
  CELL_DEGREES,
  DETAIL_MIN_ZOOM,
} from '../../scripts/basemap/build-basemap.mjs';

const VIRTUAL = 'virtual:offline-basemap';
const RESOLVED = `\0${VIRTUAL}`;
/** Where the dev server answers the files it converts on first request. */
const DEV_PREFIX = '/@offline-basemap/';

type Files = { world: string; cells: Map<string, string> };

/** The world file names every cell's address, so the app imports one URL and fetches the rest. */
function files(
  built: Awaited<ReturnType<typeof buildBasemap>>,
  url: (name: string, source: string) => string,
): Files {
  const cells = new Map<string, string>();
  const addresses: Record<string, string> = {};
  for (const { key, collection } of built.cells) {
    const source = JSON.stringify(collection);
    addresses[key] = url(`cell-${key}`, source);
    cells.set(key, source);
  }
  const world = {
    ...built.world,
    cells: addresses,
    cellDegrees: CELL_DEGREES,
    detailMinZoom: DETAIL_MIN_ZOOM,
  };
  return { world: JSON.stringify(world), cells };
}

const contentHash = (source: string) =>
  createHash('sha256').update(source).digest('base64url').slice(0, 10);

/**
 * The offline basemap as hashed assets of the build, converted from npm data packages by
 * scripts/basemap/build-basemap.mjs: `import worldUrl from 'virtual:offline-basemap'` gives the
 * world file's address. The dev server (and the component tests) convert only when a file is
 * first asked for.
 */
export function offlineBasemap(): Plugin {
  let command: 'build' | 'serve' = 'build';
  let base = '/';
  let devFiles: Promise<Files> | null = null;
  return {
    name: 'lens-offline-basemap',
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === 'serve')
        return `export default ${JSON.stringify(`${DEV_PREFIX}world.json`)};`;
      const built = await buildBasemap();
      const emit = (name: string, source: string) => {
        const fileName = `assets/basemap-${name}-${contentHash(source)}.json`;
        this.emitFile({ type: 'asset', fileName, source });
        return `${base}${fileName}`;
      };
      const { world } = files(built, emit);
      return `export default ${JSON.stringify(emit('world', world))};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response, next) => {
        devFiles ??= buildBasemap().then((built) =>
          files(built, (name) => `${DEV_PREFIX}${name}.json`),
        );
        const name = request.url?.replace(/^\//, '').replace(/\.json$/, '') ?? '';
        devFiles
          .then(({ world, cells }) => {
            const body = name === 'world' ? world : cells.get(name.replace(/^cell-/, ''));
            if (!body) return next();
            response.setHeader('Content-Type', 'application/json');
            response.end(body);
          })
          .catch(next);
      });
    },
  };
}
