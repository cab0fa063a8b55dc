// The import graph between server modules, read once per lint run: a cycle is a property of the
// whole tree, so a rule that sees one file at a time needs the other files' imports too.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

// Tests and their kits may reach across modules to set the scene; they ship nowhere.
export const excluded = (file) =>
  /\.test\.ts$/.test(file) || file.startsWith('apps/server/src/test-support/');

// modules/<name> are the units. The top-level folders (http, jobs, realtime) wire modules
// together by design, so they are left out rather than counted as one unit each.
export function unitOf(file) {
  const name = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  return name && `modules/${name}`;
}

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

// Sources written with .js for ESM point at the .ts file beside them.
export function resolveSource(fromFile, source) {
  if (!source.startsWith('.')) return undefined;
  return rel(path.resolve(path.dirname(fromFile), source)).replace(/\.js$/, '.ts');
}

/** Each unit with the set of other units its files import. */
export function buildGraph(files) {
  const edges = new Map();
  for (const { file, sources } of files) {
    const from = unitOf(file);
    if (!from || excluded(file)) continue;
    for (const source of sources) {
      const target = resolveSource(path.join(root, file), source);
      const to = target && unitOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  return edges;
}

export function readServerFiles() {
  return listFiles(path.join(root, 'apps/server/src')).map((full) => ({
    file: rel(full),
    sources: ts
      .preProcessFile(fs.readFileSync(full, 'utf8'), true, true)
      .importedFiles.map((f) => f.fileName),
  }));
}

/** The shortest path from `start` back to `goal`, or undefined: the cycle an edge closes. */
export function pathBack(edges, start, goal) {
  const prev = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    if (node === goal) {
      const out = [];
      for (let n = node; n !== undefined; n = prev.get(n)) out.unshift(n);
      return out;
    }
    for (const next of edges.get(node) ?? []) {
      if (!prev.has(next)) {
        prev.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}
