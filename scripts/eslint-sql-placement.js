// SQL lives in *.queries.ts, db/ and jobs/ (docs/architecture.md, "Rules held by lint"): a
// statement buried in a service or route cannot be found, reviewed or reused with the others
// that touch its tables.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// Upper-case keywords followed by a space: prose rarely starts that way, statements always do.
const STATEMENT = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|TRUNCATE|COPY)\s/;

export const sqlAllowed = (file) =>
  !file.startsWith('apps/server/src/') ||
  /\.queries\.ts$/.test(file) ||
  file.startsWith('apps/server/src/db/') ||
  file.startsWith('apps/server/src/jobs/') ||
  // Tests and their kits (the shared one and a module's own) set rows up by hand on purpose.
  /\.test\.ts$/.test(file) ||
  /(^|\/)test-support\//.test(file.slice('apps/server/src/'.length));

const textOf = (node) => {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral') return node.quasis[0].value.cooked ?? undefined;
  return undefined;
};

const rule = {
  meta: {
    type: 'problem',
    messages: {
      statement:
        'SQL belongs in a *.queries.ts file (or db/, jobs/): move it there as a named function ' +
        '(docs/architecture.md, "Rules held by lint").',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (sqlAllowed(file)) return {};
    const reported = new Set();
    const report = (node) => {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId: 'statement' });
    };
    return {
      Literal: (node) => {
        const text = textOf(node);
        if (text !== undefined && STATEMENT.test(text)) report(node);
      },
      TemplateLiteral: (node) => {
        const text = textOf(node);
        if (text !== undefined && STATEMENT.test(text)) report(node);
      },
      // Any literal handed to .query() is SQL, whatever its first word (BEGIN, LISTEN, SET).
      'CallExpression[callee.property.name="query"]': (node) => {
        const first = node.arguments[0];
        if (first && textOf(first) !== undefined) report(first);
      },
    };
  },
};

export default { rules: { 'sql-placement': rule } };
