import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './eslint-sql-placeholders.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, 'apps/server/src', file);
const computed = [{ messageId: 'computed' }];

new RuleTester().run('sql-placeholders', plugin.rules['sql-placeholders'], {
  valid: [
    { filename: at('db/sql-params.ts'), code: 'const p = `$${values.length}`;' },
    {
      filename: at('modules/alerts/alerts.queries.ts'),
      code: 'const q = `id = ${params.add(id)}`;',
    },
    { filename: at('modules/alerts/alerts.queries.ts'), code: "const q = 'id = $1 AND x = $2';" },
    // A fixed placeholder in a template is static SQL, and a trailing `$` with nothing after it
    // numbers nothing.
    { filename: at('modules/alerts/alerts.queries.ts'), code: 'const q = `${a} = $2`;' },
    { filename: at('modules/alerts/alerts.queries.ts'), code: 'const q = `${price}$`;' },
    { filename: path.join(root, 'bench/src/run.ts'), code: 'const q = `$${n}`;' },
  ],
  invalid: [
    {
      filename: at('modules/alerts/alerts.queries.ts'),
      code: 'const q = `LIMIT $${params.length}`;',
      errors: computed,
    },
    {
      filename: at('modules/views/view-scope.queries.ts'),
      code: 'const q = values.map((_, i) => `$${i + 1}`).join();',
      errors: computed,
    },
    {
      filename: at('modules/hotel-chain-admin/review-queue.queries.ts'),
      code: 'const q = `(${a}::int[] IS NULL OR id = ANY($${n}) OR x = $${n})`;',
      errors: [...computed, ...computed],
    },
  ],
});
