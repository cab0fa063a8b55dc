// Dynamic SQL numbers its parameters through one helper, SqlParams (docs/architecture.md, "Rules
// held by lint"): a placeholder counted by hand drifts from its values array as soon as a
// condition is added or moved, and binds the wrong value without any error.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const HELPER = 'apps/server/src/db/sql-params.ts';

const rule = {
  meta: {
    type: 'problem',
    messages: {
      computed:
        'A `$` placeholder numbered by an expression: add the value with SqlParams (db/sql-params.ts), see docs/architecture.md "Rules held by lint".',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (!file.startsWith('apps/server/src/') || file === HELPER) return {};
    return {
      TemplateLiteral(node) {
        node.quasis.forEach((quasi, index) => {
          if (index < node.expressions.length && quasi.value.cooked?.endsWith('$'))
            context.report({ node: node.expressions[index], messageId: 'computed' });
        });
      },
    };
  },
};

export default { rules: { 'sql-placeholders': rule } };
