// Import boundaries (docs/architecture.md, "Module layout and import boundaries"), checked on resolved paths so that relative imports
// cannot slip past a pattern: apps never import each other, web features never import one another,
// and the pure packages never reach into an app.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const webFeature = (p) => /^apps\/web\/src\/features\/([^/]+)/.exec(p)?.[1];
const area = (p) => {
  if (p.startsWith('apps/server/')) return 'server';
  if (p.startsWith('apps/web/')) return 'web';
  if (p.startsWith('packages/domain/')) return 'domain';
  if (p.startsWith('packages/contracts/')) return 'contracts';
  return undefined;
};
const packageArea = {
  '@lens/server': 'server',
  '@lens/web': 'web',
  '@lens/domain': 'domain',
  '@lens/contracts': 'contracts',
};
// What each area may import from the others.
const allowed = {
  server: new Set(['server', 'domain', 'contracts']),
  web: new Set(['web', 'domain', 'contracts']),
  contracts: new Set(['contracts', 'domain']),
  domain: new Set(['domain']),
};

function targetOf(fromFile, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(fromFile), source));
  const pkg = Object.keys(packageArea).find((p) => source === p || source.startsWith(`${p}/`));
  return pkg ? `@pkg:${pkg}` : undefined;
}

const rule = {
  meta: {
    type: 'problem',
    messages: {
      crossArea:
        '{{from}} may not import from {{to}} (docs/architecture.md, "Module layout and import boundaries").',
      crossFeature:
        'Web feature "{{from}}" may not import feature "{{to}}": compose features in app/.',
    },
    schema: [],
  },
  create(context) {
    const file = rel(context.filename);
    const fromArea = area(file);
    if (!fromArea) return {};
    const fromFeature = webFeature(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = targetOf(context.filename, source);
      if (!target) return;
      const toArea = target.startsWith('@pkg:') ? packageArea[target.slice(5)] : area(target);
      if (toArea && !allowed[fromArea].has(toArea)) {
        context.report({ node, messageId: 'crossArea', data: { from: fromArea, to: toArea } });
        return;
      }
      const toFeature = target.startsWith('@pkg:') ? undefined : webFeature(target);
      if (fromFeature && toFeature && toFeature !== fromFeature) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: fromFeature, to: toFeature },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
