import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { createModuleCyclesRule } from './eslint-module-cycles.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, 'apps/server/src/modules', file);

// A small tree: alerts → reports → alerts is a cycle; reports → scoring is not.
const tree = [
  {
    file: 'apps/server/src/modules/alerts/alerts.service.ts',
    sources: ['../reports/reports.service.js'],
  },
  {
    file: 'apps/server/src/modules/reports/reports.service.ts',
    sources: ['../alerts/alerts.queries.js', '../scoring/scores.js'],
  },
  { file: 'apps/server/src/modules/reports/reports.test.ts', sources: ['../scoring/scores.js'] },
  { file: 'apps/server/src/modules/scoring/scores.ts', sources: [] },
  {
    file: 'apps/server/src/modules/scoring/scores.test.ts',
    sources: ['../reports/reports.service.js'],
  },
];

new RuleTester().run(
  'module-cycles',
  createModuleCyclesRule(() => tree),
  {
    valid: [
      {
        filename: at('reports/reports.service.ts'),
        code: "import { s } from '../scoring/scores.js';",
      },
      {
        filename: at('alerts/alerts.service.ts'),
        code: "import { x } from './alerts.queries.js';",
      },
      {
        filename: at('scoring/scores.test.ts'),
        code: "import { r } from '../reports/reports.service.js';",
      },
      { filename: at('scoring/scores.ts'), code: "import { z } from 'zod';" },
    ],
    invalid: [
      {
        filename: at('alerts/alerts.service.ts'),
        code: "import { r } from '../reports/reports.service.js';",
        errors: [
          {
            messageId: 'cycle',
            data: { cycle: 'modules/alerts → modules/reports → modules/alerts' },
          },
        ],
      },
      {
        filename: at('reports/reports.service.ts'),
        code: "export { a } from '../alerts/alerts.queries.js';",
        errors: [
          {
            messageId: 'cycle',
            data: { cycle: 'modules/reports → modules/alerts → modules/reports' },
          },
        ],
      },
    ],
  },
);
