// pair_states and the rollups summed from it are written only by the scoring module, behind its
// one entry point for changed scores (docs/architecture.md, "Scores and the figures summed from
// them"): a second writer would change figures without the reactions that must follow.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TABLES =
  'pair_states|pair_rollups|pair_site_rollups|pair_prev_rollups|pair_site_prev_rollups|' +
  'characteristic_rollups|characteristic_site_rollups|property_rollups';
const WRITE = new RegExp(
  `\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE)\\s+(${TABLES})\\b`,
  'i',
);

// Tests and their fixtures build states by hand on purpose.
const exempt = (file) =>
  file.startsWith('apps/server/src/modules/scoring/') ||
  /\.test\.ts$|fixture\.ts$|test-kit\.ts$|\/test-support\//.test(file);

const rule = {
  meta: {
    type: 'problem',
    messages: {
      writer:
        '{{table}} is written only by modules/scoring: call scoresChanged() (docs/architecture.md).',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (!file.startsWith('apps/server/') || exempt(file)) return {};
    const check = (node, text) => {
      const match = WRITE.exec(text);
      if (match) context.report({ node, messageId: 'writer', data: { table: match[2] } });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateLiteral: (node) => check(node, node.quasis.map((q) => q.value.cooked).join(' ')),
    };
  },
};

export default { rules: { 'score-tables-owner': rule } };
