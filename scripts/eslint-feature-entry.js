// A web feature is entered through its index.ts (docs/architecture.md, "Rules held by lint"):
// what it exports there is its surface, and everything else may move without its users knowing.
// lazy.ts is the one other door, for what must load apart from the index: a screen split into a
// chunk of its own, or a piece the first module needs without evaluating the whole feature.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const FEATURE = /^apps\/web\/src\/features\/([^/]+)(?:\/(.*))?$/;
const ENTRIES = new Set([undefined, 'index', 'index.ts', 'lazy', 'lazy.ts']);

const rule = {
  meta: {
    type: 'problem',
    messages: {
      entry:
        'Import feature "{{feature}}" through features/{{feature}}/index.ts (or lazy.ts for a ' +
        'split chunk), not {{inner}} (docs/architecture.md, "Rules held by lint").',
    },
    schema: [],
  },
  create(context) {
    const file = rel(context.filename);
    if (!file.startsWith('apps/web/src/')) return {};
    const own = FEATURE.exec(file)?.[1];
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = FEATURE.exec(rel(path.resolve(path.dirname(context.filename), source)));
      if (!target) return;
      const [, feature, inner] = target;
      if (feature === own || ENTRIES.has(inner)) return;
      context.report({ node, messageId: 'entry', data: { feature, inner } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // A mocked module is an import all the same.
      'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock)$/]': (node) =>
        node.arguments[0]?.type === 'Literal' && check(node, node.arguments[0].value),
    };
  },
};

export default { rules: { 'feature-entry': rule } };
