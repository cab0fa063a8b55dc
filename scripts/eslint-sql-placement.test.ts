import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './eslint-sql-placement.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, 'apps/server/src', file);
const statement = [{ messageId: 'statement' }];

new RuleTester().run('sql-placement', plugin.rules['sql-placement'], {
  valid: [
    { filename: at('modules/alerts/alerts.queries.ts'), code: "db.query('SELECT 1');" },
    { filename: at('db/paging.ts'), code: "const q = 'DELETE FROM x';" },
    { filename: at('jobs/nightly.ts'), code: 'const q = `UPDATE x SET y = 1`;' },
    { filename: at('modules/alerts/alerts.api.test.ts'), code: "db.query('SELECT 1');" },
    { filename: at('test-support/kit.ts'), code: "const q = 'INSERT INTO x VALUES (1)';" },
    {
      filename: at('modules/connectors/test-support/fixtures.ts'),
      code: "db.query('SELECT id FROM properties');",
    },
    // Prose and lower-case words are not statements.
    { filename: at('modules/alerts/alerts.service.ts'), code: "const m = 'Select a view first';" },
    { filename: at('modules/alerts/alerts.service.ts'), code: "const m = 'select * from x';" },
    { filename: at('modules/alerts/alerts.service.ts'), code: "const m = 'UPDATED';" },
    { filename: at('modules/alerts/alerts.service.ts'), code: 'cache.query(key);' },
    { filename: path.join(root, 'bench/src/run.ts'), code: "db.query('SELECT 1');" },
  ],
  invalid: [
    {
      filename: at('modules/alerts/alerts.service.ts'),
      code: "const q = '  SELECT id FROM alerts';",
      errors: statement,
    },
    {
      filename: at('modules/alerts/alerts.routes.ts'),
      code: 'const q = `\n  WITH x AS (SELECT 1) SELECT * FROM x WHERE id = ${id}`;',
      errors: statement,
    },
    { filename: at('realtime/bridge.ts'), code: "db.query('LISTEN changes');", errors: statement },
    { filename: at('cli/create-admin.ts'), code: 'tx.query(`BEGIN`);', errors: statement },
  ],
});
