// Bundles the server's own code and the workspace packages into dist/; npm dependencies stay
// external (several are native) and are loaded from node_modules at run time.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lens/'));

await rm(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts' },
  absWorkingDir: here,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
await cp(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), {
  recursive: true,
});
console.log('server bundled into apps/server/dist');
