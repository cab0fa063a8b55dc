import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The size limits are core rules; what needs holding is where the config applies them.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const rulesOf = async (file: string) =>
  (
    (await eslint.calculateConfigForFile(path.join(root, file))) as {
      rules: Record<string, unknown>;
    }
  ).rules;
const level = (value: unknown) => (Array.isArray(value) ? value[0] : value);

describe('size limits', () => {
  it('hold new source files to 300 lines and 120-line functions', async () => {
    const rules = await rulesOf('apps/server/src/modules/alerts/new-thing.service.ts');
    expect(rules['max-lines']).toEqual([2, { max: 300, skipBlankLines: true, skipComments: true }]);
    expect(rules['max-lines-per-function']).toEqual([
      2,
      { max: 120, skipBlankLines: true, skipComments: true },
    ]);
  });

  it('hold tests to the file length only', async () => {
    const rules = await rulesOf('apps/web/src/features/alerts/new-thing.test.tsx');
    expect(level(rules['max-lines'])).toBe(2);
    expect(rules['max-lines-per-function']).toBeUndefined();
  });

  it('leave data files and the baseline out', async () => {
    const corpus = await rulesOf('apps/server/src/engine/truth/corpus/names.ts');
    expect(corpus['max-lines']).toBeUndefined();
    const baseline = await rulesOf('apps/server/src/modules/dashboard-data/aggregates.queries.ts');
    expect(level(baseline['max-lines'])).toBe(0);
  });
});
