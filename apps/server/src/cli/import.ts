import { parseArgs } from 'node:util';
import { IMPORT_KINDS, type ImportKind } from '@lens/contracts';
import { stat } from 'node:fs/promises';
import { bumpDataVersion } from '../modules/data-version/data-version.queries.ts';
import { importFile, ImportRejected } from '../modules/imports/import.service.ts';
import { openCliDatabase, resolveClientId } from './cli-database.ts';
import { importProgressBar } from './import-progress.ts';

const USAGE = `Usage: npm run import -- --client <id or name> --kind reference|snapshots|seen_listings|listing_identities <file>

Imports reference data, channel snapshots, seen listings or listing identities (CSV, JSON or NDJSON; see docs/import-formats.md).
A file with any bad row is rejected whole, with line numbers, and nothing is written.`;

const isImportKind = (kind: string | undefined): kind is ImportKind =>
  IMPORT_KINDS.some((known) => known === kind);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { client: { type: 'string' }, kind: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  const kind = values.kind?.toUpperCase();
  if (values.help || !values.client || positionals.length !== 1 || !isImportKind(kind)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const { database, close } = await openCliDatabase();
  const filePath = positionals[0]!;
  let bar: ReturnType<typeof importProgressBar> | null = null;
  try {
    const clientId = await resolveClientId(database, values.client);
    const started = Date.now();
    bar = importProgressBar((await stat(filePath)).size);
    let bytes = 0;
    const result = await importFile(database.pool, {
      clientId,
      kind,
      filePath,
      onProgress: ({ rows, phase, bytes: read }) => {
        bytes = read ?? bytes;
        bar?.update(bytes, { phase, rows });
      },
    });
    bar.stop();
    bar = null;
    // A server running beside the tool keeps answers per data version: these are stale now.
    if (!result.unchanged) await bumpDataVersion(database.pool, clientId);
    const seconds = (Date.now() - started) / 1000;
    if (result.unchanged) console.log(`${result.fileName}: already imported, nothing changed.`);
    else
      console.log(
        `${result.fileName}: ${result.rows} rows in ${seconds.toFixed(1)} s`,
        result.created,
      );
    return 0;
  } catch (error) {
    bar?.stop();
    if (error instanceof ImportRejected) {
      console.error('The file was rejected; nothing was imported:');
      for (const e of error.errors)
        console.error(`  line ${e.line}${e.field ? `, ${e.field}` : ''}: ${e.message}`);
      return 1;
    }
    throw error;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
