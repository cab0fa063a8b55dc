// Server modules form a layered graph (docs/architecture.md, "Rules held by lint"): when
// two modules import each other neither can be understood, tested or moved on
// its own, so an import that closes a cycle is reported with the cycle it closes.
import path from 'node:path';
import {
  buildGraph,
  excluded,
  pathBack,
  readServerFiles,
  resolveSource,
  unitOf,
} from './server-module-graph.js';

const root = path.resolve(import.meta.dirname, '..');

/** `readFiles` is injectable so that tests can lint against a tree of their own. */
export function createModuleCyclesRule(readFiles = readServerFiles) {
  let graph;
  return {
    meta: {
      type: 'problem',
      messages: {
        cycle:
          'This import closes a cycle between server modules: {{cycle}}. Move the shared piece ' +
          'down to the lower module or to lib/ (docs/architecture.md, "Rules held by lint").',
      },
      schema: [],
    },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const from = unitOf(file);
      if (!from || excluded(file)) return {};
      // One scan per lint run: the whole tree is needed to see a cycle.
      graph ??= buildGraph(readFiles());
      const check = (node, source) => {
        if (typeof source !== 'string') return;
        const target = resolveSource(context.filename, source);
        const to = target && unitOf(target);
        if (!to || to === from) return;
        const back = pathBack(graph, to, from);
        if (back)
          context.report({
            node,
            messageId: 'cycle',
            data: { cycle: [from, ...back].join(' → ') },
          });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
        ImportExpression: (node) =>
          node.source.type === 'Literal' && check(node, node.source.value),
      };
    },
  };
}

export default { rules: { 'module-cycles': createModuleCyclesRule() } };
