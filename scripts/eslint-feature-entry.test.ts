import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './eslint-feature-entry.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, 'apps/web/src', file);
const route = at('app/routes/alerts-route.tsx');

new RuleTester().run('feature-entry', plugin.rules['feature-entry'], {
  valid: [
    { filename: route, code: "import { A } from '../../features/alerts/index.ts';" },
    { filename: route, code: "import { A } from '../../features/alerts';" },
    { filename: route, code: "const m = import('../../features/alerts/lazy.ts');" },
    // Inside the feature, and its own tests, anything goes.
    {
      filename: at('features/alerts/components/list.tsx'),
      code: "import { q } from '../api/alerts.ts';",
    },
    {
      filename: at('features/alerts/components/list.test.tsx'),
      code: "import { q } from '../state/x.ts';",
    },
    { filename: route, code: "import { Button } from '../../components/button.tsx';" },
  ],
  invalid: [
    {
      filename: route,
      code: "import { AlertsPage } from '../../features/alerts/components/alerts-page.tsx';",
      errors: [
        { messageId: 'entry', data: { feature: 'alerts', inner: 'components/alerts-page.tsx' } },
      ],
    },
    {
      filename: at('app/router.tsx'),
      code: "const m = import('../features/help/pages.ts');",
      errors: [{ messageId: 'entry' }],
    },
    {
      filename: at('app/app.test.tsx'),
      code: "vi.mock('../features/alerts/api/alerts.ts');",
      errors: [{ messageId: 'entry' }],
    },
    {
      filename: at('lib/sockets.ts'),
      code: "export { x } from '../features/widgets/state/x.ts';",
      errors: [{ messageId: 'entry' }],
    },
  ],
});
