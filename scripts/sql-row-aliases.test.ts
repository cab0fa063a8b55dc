import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sqlRowAliasFindings, sqlRowAliasFindingsFor } from './sql-row-aliases.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A program of one in-memory file, as the checker reads it. */
function findingsIn(code: string): string[] {
  const fileName = '/virtual/rows.queries.ts';
  const options: ts.CompilerOptions = { strict: true, target: ts.ScriptTarget.ES2022, noLib: true };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === fileName ? ts.createSourceFile(name, code, version) : read(name, version);
  const program = ts.createProgram([fileName], options, host);
  return sqlRowAliasFindings(program, (name) => name === fileName).map((f) => f.message);
}

const db = 'declare const db: { query<R>(sql: string, values?: unknown[]): R };';

describe('sql row aliases', () => {
  it('accepts a row whose properties are the columns and aliases of its statement', () => {
    expect(
      findingsIn(`${db}
        const COLUMNS = 'c.id, c.name, c.category_id AS "categoryId"';
        db.query<{ id: number; name: string; categoryId: number; note?: string }>(
          \`SELECT \${COLUMNS}, (SELECT x AS "inner" FROM y) AS extra FROM channels c\`);`),
    ).toEqual([]);
  });

  it('names a row property the statement no longer gives, and an alias no property takes', () => {
    expect(
      findingsIn(`${db}
        db.query<{ id: number; allChannels: boolean }>('SELECT id, all_channels AS "allSites" FROM views');`),
    ).toEqual([
      'row property "allChannels" is not a column of the statement',
      'column "allSites" is not a property of the row type',
    ]);
  });

  it('checks only aliases when a part of the statement is computed', () => {
    expect(
      findingsIn(`${db}
        declare const order: () => string;
        db.query<{ channelId: number }>(\`SELECT channel_id AS "siteId" FROM a ORDER BY \${order()}\`);`),
    ).toEqual(['column "siteId" is not a property of the row type']);
  });

  it('finds nothing amiss in the server', { timeout: 120_000 }, () => {
    const findings = sqlRowAliasFindingsFor(
      path.join(root, 'apps/server/tsconfig.json'),
      path.join(root, 'apps/server/src'),
    );
    expect(findings.map((f) => `${path.relative(root, f.file)}:${f.line} ${f.message}`)).toEqual(
      [],
    );
  });
});
